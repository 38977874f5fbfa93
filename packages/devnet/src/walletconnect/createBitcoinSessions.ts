import { type BitcoinDevKey, bitcoinDevKeys } from '../bitcoin/bitcoinDevKeys.js'
import type { ApprovalQueue } from '../wallet/createApprovalQueue.js'
import { invalidParams, unsupportedMethod } from '../wallet/errors.js'
import { accountAddresses, bitcoinRequestHandlers } from './bitcoinRequestHandlers.js'
import { askedChains, type FamilySessions, toSessionRpcError } from './sessionFamilies.js'
import { type WalletConnectBitcoinChain, walletConnectBitcoinChains } from './walletConnectBitcoinChains.js'

export interface CreateBitcoinSessionsParameters {
  /** The Bitcoin networks the wallet serves. */
  chains: readonly WalletConnectBitcoinChain[]
  /** The mobile wallet's queue: every signing request waits here for Approve / Reject. */
  approvals: ApprovalQueue
  /** The wallet's name and approval key. */
  wallet: { name: string; rdns: string }
}

/** WalletConnect's Bitcoin methods the wallet offers (no sendTransfer: the devnet has no Bitcoin node). */
export const BITCOIN_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt']
/** WalletConnect's Bitcoin event, sent once a session is approved (the addresses never change after). */
export const BITCOIN_EVENTS = ['bip122_addressesChanged']

/**
 * The Bitcoin side of the dev mobile wallet, with the keys of the Bitcoin dev wallet (bitcoinDevKeys:
 * the same payment p2wpkh and ordinals p2tr addresses as the installed one), following WalletConnect's
 * Bitcoin RPC: its account on each network is the payment address (`bip122:<ref>:<address>`, `tb1…` on
 * testnet and signet); `getAccountAddresses` lists the payment and ordinal addresses with their
 * `intention`; `signMessage` signs with `protocol` 'ecdsa' (BIP-137, the default) or 'bip322' (BIP-322
 * simple), the signature in hex; `signPsbt` signs the `signInputs` and answers the base64 PSBT (a
 * `broadcast` is refused: there is no node to send it to). The approval carries the addresses in
 * `sessionProperties.bip122_getAccountAddresses` when its networks share them, and a
 * `bip122_addressesChanged` event per network follows it. Params are checked before the user is asked
 * (-32602); a refusal is WalletConnect's 5000.
 *
 * @example
 * const bitcoin = createBitcoinSessions({ chains: ['bip122:000000000933ea01ad0ee984209779ba'], approvals, wallet })
 * const namespace = await bitcoin.namespaceFor(proposal.params)
 */
export function createBitcoinSessions(parameters: CreateBitcoinSessionsParameters): FamilySessions {
  const { chains, approvals, wallet } = parameters
  const keysByChain = new Map<string, BitcoinDevKey[]>(
    chains.map((chain) => [chain, bitcoinDevKeys([walletConnectBitcoinChains[chain]])]),
  )
  const keysOf = (chain: string) => keysByChain.get(chain) ?? []
  const addressesOf = (namespaceChains: readonly string[]) =>
    namespaceChains.map((chain) => accountAddresses(keysOf(chain)))

  return {
    family: 'bip122',
    async namespaceFor(proposal) {
      const known = askedChains(proposal, 'bip122', chains)
      if (known.length === 0) return undefined
      return {
        chains: known,
        accounts: known.map((chain) => `${chain}:${keysOf(chain)[0]?.address}`),
        methods: [...BITCOIN_METHODS],
        events: [...BITCOIN_EVENTS],
      }
    },
    async sessionProperties(namespace): Promise<Record<string, string>> {
      // The recommended property is one getAccountAddresses answer: only when every network has it alike.
      const listed = [...new Set(addressesOf(namespace.chains).map((list) => JSON.stringify(list)))]
      return listed.length === 1 ? { bip122_getAccountAddresses: listed[0] as string } : {}
    },
    async approvedEvents(namespace) {
      return namespace.chains.map((chainId) => ({
        chainId,
        event: { name: 'bip122_addressesChanged', data: accountAddresses(keysOf(chainId)) },
      }))
    },
    async answer(origin, request) {
      try {
        const handler = Object.hasOwn(bitcoinRequestHandlers, request.method)
          ? bitcoinRequestHandlers[request.method]
          : undefined
        if (!handler) throw unsupportedMethod(request.method)
        if (!keysByChain.has(request.chainId)) throw invalidParams(`unknown chain ${request.chainId}`)
        const ask = async (method: string, summary: string) => {
          await approvals.ask({ rdns: wallet.rdns, wallet: wallet.name, method, origin, summary })
        }
        return { result: await handler({ request, keys: keysOf(request.chainId), ask }) }
      } catch (error) {
        return { error: toSessionRpcError(error) }
      }
    },
  }
}
