import {
  type FoyerError,
  UserRejectedRequestError,
  type WalletConnectConnector,
  type WalletConnectPairingEvents,
} from '@foyer/core'
import { UnauthorizedProviderError, UnsupportedChainError } from '@foyer/core/adapter'
import { base64, hex } from '@scure/base'
import { InvalidWalletResponseError } from '../errors/wallet.js'
import type { BitcoinChain } from '../types.js'
import type { BitcoinAccount, SignPsbtResult, WalletClient, WalletConnection } from './client.js'
import type { BitcoinAdapterContext } from './context.js'
import { toBitcoinChain, toCaipReference } from './toBitcoinChain.js'
import { toWalletError } from './toWalletError.js'
import { readSessionAddresses, toBitcoinAccounts } from './walletConnectAccounts.js'
import { parseAnswer, signMessageAnswer, signPsbtAnswer } from './walletConnectAnswers.js'
import { createOrdinals, type SessionCall } from './walletConnectOrdinals.js'

/** WalletConnect's codes for a request the person declined (its SDK errors 5000-5002). */
const REJECTED_CODES = new Set([5000, 5001, 5002])

type Listener = Parameters<WalletClient['watch']>[0]

/** A declined request (5000-5002) is `UserRejectedRequestError` (4001); anything else as wallets' errors are. */
function toCallError(error: unknown): FoyerError {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'number' && REJECTED_CODES.has(code)) {
    const message = (error as { message?: unknown }).message
    return new UserRejectedRequestError({
      details: typeof message === 'string' ? message : undefined,
      cause: error,
    })
  }
  return toWalletError(error)
}

/** Calls on the session's bip122 provider, each on the CAIP-2 chain of `chain`. */
function createSessionCall(connector: WalletConnectConnector): SessionCall {
  return async (method, params, chain) => {
    const provider = connector.getProvider('bip122')
    if (!provider) throw toWalletError({ code: 4900, message: 'The WalletConnect session has ended' })
    try {
      return await provider.request({ method, params }, `bip122:${toCaipReference(chain)}`)
    } catch (error) {
      throw toCallError(error)
    }
  }
}

/** The account (payment address) of `chain`, which every call names; 4100 without one. */
function accountOn(connector: WalletConnectConnector, chain: BitcoinChain): string {
  const payment = readSessionAddresses(connector).get(chain)?.payment
  if (!payment)
    throw new UnauthorizedProviderError({ details: `The WalletConnect session has no account on ${chain}` })
  return payment
}

/** `signMessage` `{ account, message, address, protocol: 'bip322' }`: the hex signature, as base64. */
async function signMessageOver(
  call: SessionCall,
  {
    account,
    address,
    message,
    chain,
  }: { account: string; address: string; message: string; chain: BitcoinChain },
): Promise<string> {
  const params = { account, message, address, protocol: 'bip322' }
  const answer = parseAnswer(signMessageAnswer, await call('signMessage', params, chain), 'signMessage')
  if (answer.address !== address)
    throw new InvalidWalletResponseError({
      details: `signMessage: signed with ${answer.address}, not ${address}`,
    })
  return base64.encode(hex.decode(answer.signature.toLowerCase()))
}

/** `signPsbt` `{ account, psbt, signInputs: [{ address, index }], broadcast }` → `{ psbt, txid? }`. */
async function signPsbtOver(
  call: SessionCall,
  p: Parameters<WalletClient['signPsbt']>[0] & { account: string },
): Promise<SignPsbtResult> {
  const signInputs = Object.entries(p.signInputs ?? {}).flatMap(([address, indexes]) =>
    indexes.map((index) => ({ address, index })),
  )
  const params = { account: p.account, psbt: p.psbt, signInputs, broadcast: p.broadcast }
  const answer = parseAnswer(signPsbtAnswer, await call('signPsbt', params, p.chain), 'signPsbt')
  if (p.broadcast && !answer.txid)
    throw new InvalidWalletResponseError({ details: 'signPsbt: broadcast, but the wallet gave no txid' })
  return answer.txid ? { psbt: answer.psbt, txid: answer.txid.toLowerCase() } : { psbt: answer.psbt }
}

/**
 * The bip122 namespace of a WalletConnect session as a `WalletClient`, so that the adapter's connect,
 * restore, events, network switching, signing and requests work on it as on an installed wallet. Calls
 * are WalletConnect's Bitcoin RPC, each on the CAIP-2 chain of the session's network, naming the chain's
 * account (its first external address, Foyer's payment address) as `account`:
 *
 * - `getAccountAddresses` `{ account, intentions: ['ordinal'] }`: the ordinals address, when the session's
 *   accounts do not tell it (asked once per chain and account, on connect, restore and switch)
 * - `signMessage` `{ account, message, address, protocol: 'bip322' }` → `{ address, signature }`, the
 *   signature's hex turned into base64
 * - `signPsbt` `{ account, psbt, signInputs: [{ address, index }], broadcast }` → `{ psbt, txid? }`
 *
 * The session's end (session_delete) disconnects; a session update and `bip122_addressesChanged` (an
 * ordinals address) update the accounts. Answers are checked at the edge; a declined request is 4001.
 */
export function createWalletConnectClient(
  context: BitcoinAdapterContext,
  connector: WalletConnectConnector,
): WalletClient {
  const listeners = new Set<Listener>()
  /** Providers whose events are followed (the connector keeps one per SDK provider). */
  const followed = new WeakSet<object>()
  const call = createSessionCall(connector)
  const ordinals = createOrdinals({ connector, purposes: context.purposes, call })
  const chains = () => [...readSessionAddresses(connector).keys()]
  const readAccounts = (): BitcoinAccount[] =>
    toBitcoinAccounts(readSessionAddresses(connector), ordinals.get, context.purposes)
  const emit = (change: { accounts: BitcoinAccount[] }) => {
    for (const listener of [...listeners]) listener(change)
  }

  /** The accounts once the ordinals address of the chain the adapter is about to use is known. */
  const connection = async (wanted: BitcoinChain | undefined): Promise<WalletConnection> => {
    const approved = chains()
    const requested = (context.events?.requestedNetworks?.() ?? []).map((network) =>
      toBitcoinChain(network.caipNetworkId),
    )
    const chain = [wanted, ...requested].find((item) => item && approved.includes(item)) ?? approved[0]
    if (chain) await ordinals.learn(chain)
    return { accounts: readAccounts(), chain: undefined }
  }

  /** Follows the session once one exists: its updates, its end and the wallet's bip122 events. */
  const follow = () => {
    const provider = connector.getProvider('bip122')
    if (!provider?.on || followed.has(provider)) return
    followed.add(provider)
    provider.on('session_update', () => emit({ accounts: readAccounts() }))
    provider.on('session_delete', () => {
      ordinals.clear()
      emit({ accounts: [] })
    })
    provider.on('session_event', ((event: unknown) => {
      if (ordinals.onSessionEvent(event)) emit({ accounts: readAccounts() })
    }) as (...args: never[]) => void)
  }

  const networks = () => context.events?.sessionNetworks?.(connector.id) ?? []
  const pairingEvents: WalletConnectPairingEvents = {
    walletConnectChanged: (p) => context.events?.walletConnectChanged?.(p),
    now: () => context.events?.now?.() ?? Date.now(),
  }
  /** Pairs (`pair`) or finds the stored session, its errors typed. */
  const open = async (pair: boolean) => {
    const metadata = context.events?.siteMetadata?.()
    try {
      if (pair) await connector.connect({ networks: networks(), events: pairingEvents, metadata })
      else await connector.restore({ networks: networks(), metadata })
    } catch (error) {
      throw toWalletError(error)
    }
    follow()
  }

  return {
    kind: 'walletconnect',
    chains,
    async connect({ chain }) {
      await open(true)
      return connection(chain)
    },
    async restore({ chain }) {
      await open(false)
      return chains().length > 0 ? connection(chain) : undefined
    },
    async disconnect() {
      ordinals.clear()
      await connector.disconnect()
    },
    async switchChain({ chain }) {
      if (!chains().includes(chain))
        throw new UnsupportedChainError({
          details: `The WalletConnect session approved no address on ${chain}`,
        })
      await ordinals.learn(chain)
      return { accounts: readAccounts(), chain: undefined }
    },
    signMessage: async ({ address, message, chain }) =>
      signMessageOver(call, { account: accountOn(connector, chain), address, message, chain }),
    signPsbt: async (p) => signPsbtOver(call, { ...p, account: accountOn(connector, p.chain) }),
    watch(listener) {
      listeners.add(listener)
      follow()
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
