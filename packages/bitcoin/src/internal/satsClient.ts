import { UnauthorizedProviderError } from '@foyer/core/adapter'
import { InvalidWalletResponseError } from '../errors/wallet.js'
import type { BitcoinAddressPurpose, BitcoinChain } from '../types.js'
import type { BitcoinAccount, WalletClient, WalletConnection } from './client.js'
import { parseAccounts } from './parseAccounts.js'
import { fromSatsNetwork, toSatsNetwork } from './toBitcoinChain.js'
import { toWalletError } from './toWalletError.js'

/**
 * A sats-connect provider as the adapter uses it (sats-connect 4.x's `BitcoinProvider`, written here
 * from its types): `request(method, params)` resolves with a JSON-RPC response object, and
 * `addListener({ eventName, cb })` follows 'accountChange', 'networkChange' and 'disconnect'.
 */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(info: { eventName: string; cb: (event: unknown) => void }): unknown
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/** The wallet's answer: the response's `result`, or its `error` typed (sats-connect's codes). */
async function request(provider: SatsConnectProvider, method: string, params?: unknown): Promise<unknown> {
  let response: unknown
  try {
    response = await provider.request(method, params)
  } catch (error) {
    throw toWalletError(error, { satsConnect: true })
  }
  const answer = record(response)
  if ('error' in answer && answer.error !== undefined && answer.error !== null)
    throw toWalletError(answer.error, { satsConnect: true })
  if (!('result' in answer))
    throw new InvalidWalletResponseError({
      details: `${method}: the wallet's answer is not a JSON-RPC response`,
    })
  return answer.result
}

/** The addresses of a sats-connect answer, tagged with the network they are on. */
function connection(addresses: unknown, network: unknown): WalletConnection {
  const chain = fromSatsNetwork(record(record(network).bitcoin).name)
  const accounts: BitcoinAccount[] = parseAccounts(addresses).map((account) => ({
    ...account,
    chains: chain ? [chain] : [],
  }))
  return { accounts, chain }
}

/** The purposes sats-connect knows that are Bitcoin addresses (it also has stacks, spark...). */
const purposesOf = (purposes: readonly BitcoinAddressPurpose[]) => [...purposes]

/**
 * A sats-connect provider (Xverse, and wallets that follow its provider interface) as a `WalletClient`:
 * `wallet_connect` (with the network wanted), `wallet_getAccount` to restore without a prompt,
 * `wallet_changeNetwork`, `signMessage` with protocol BIP322, `signPsbt` and `wallet_disconnect`.
 */
export function createSatsClient(provider: SatsConnectProvider): WalletClient {
  let chain: BitcoinChain | undefined
  const remember = (result: WalletConnection) => {
    chain = result.chain ?? chain
    return result
  }
  return {
    kind: 'sats-connect',
    chains: () => (chain ? [chain] : []),
    async connect({ purposes, chain: wanted }) {
      const result = record(
        await request(provider, 'wallet_connect', {
          addresses: purposesOf(purposes),
          ...(wanted ? { network: toSatsNetwork(wanted) } : {}),
        }),
      )
      return remember(connection(result.addresses, result.network))
    },
    async restore() {
      try {
        const result = record(await request(provider, 'wallet_getAccount', null))
        return remember(connection(result.addresses, result.network))
      } catch (error) {
        // Access denied (the site is not approved) is the expected answer; anything else is worth a line.
        if (!(error instanceof UnauthorizedProviderError))
          console.warn('Foyer: the sats-connect wallet could not restore its account', error)
        return undefined
      }
    },
    async disconnect() {
      await request(provider, 'wallet_disconnect', null)
    },
    async switchChain({ chain: wanted, purposes }) {
      await request(provider, 'wallet_changeNetwork', { name: toSatsNetwork(wanted) })
      const addresses = await request(provider, 'getAccounts', { purposes: purposesOf(purposes) })
      return remember(connection(addresses, { bitcoin: { name: toSatsNetwork(wanted) } }))
    },
    async signMessage({ address, message }) {
      const result = record(await request(provider, 'signMessage', { address, message, protocol: 'BIP322' }))
      if (typeof result.signature !== 'string' || result.signature === '')
        throw new InvalidWalletResponseError({ details: 'signMessage gave no signature' })
      return result.signature
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const result = record(
        await request(provider, 'signPsbt', { psbt, ...(signInputs ? { signInputs } : {}), broadcast }),
      )
      if (typeof result.psbt !== 'string')
        throw new InvalidWalletResponseError({ details: 'signPsbt gave no PSBT' })
      return typeof result.txid === 'string'
        ? { psbt: result.psbt, txid: result.txid }
        : { psbt: result.psbt }
    },
    watch(listener) {
      if (typeof provider.addListener !== 'function') return () => undefined
      const offs: unknown[] = []
      const on = (eventName: string, cb: (event: unknown) => void) => {
        try {
          offs.push(provider.addListener?.({ eventName, cb }))
        } catch (error) {
          console.warn(`Foyer: could not follow the wallet's ${eventName} events`, error)
        }
      }
      on('accountChange', (event) => {
        const addresses = record(event).addresses
        if (Array.isArray(addresses)) listener({ accounts: connection(addresses, undefined).accounts })
      })
      on('networkChange', (event) => {
        const next = remember(connection(record(event).addresses ?? [], event))
        listener({
          ...(next.chain ? { chain: next.chain } : {}),
          ...(record(event).addresses ? { accounts: next.accounts } : {}),
        })
      })
      on('disconnect', () => listener({ accounts: [] }))
      return () => {
        for (const off of offs) if (typeof off === 'function') off()
      }
    },
  }
}
