import { type PolkadotDevAccount, polkadotDevAccounts } from '../polkadot/polkadotDevAccounts.js'
import type { ApprovalQueue } from '../wallet/createApprovalQueue.js'
import { invalidParams, unsupportedMethod } from '../wallet/errors.js'
import type { PolkadotPair } from './polkadotRequestHandlers.js'
import { askedChains, type FamilySessions, toSessionRpcError } from './sessionFamilies.js'
import {
  type WalletConnectPolkadotChain,
  walletConnectPolkadotChains,
} from './walletConnectPolkadotChains.js'

export interface CreatePolkadotSessionsParameters {
  /** The Polkadot chains the wallet serves. */
  chains: readonly WalletConnectPolkadotChain[]
  /** The mobile wallet's queue: every signing request waits here for Approve / Reject. */
  approvals: ApprovalQueue
  /** The wallet's name and approval key. */
  wallet: { name: string; rdns: string }
  /** The accounts: the Polkadot dev wallet's by default (Alice, Bob, Charlie). */
  accounts?: readonly PolkadotDevAccount[] | undefined
}

/** WalletConnect's Polkadot methods, as the wallet offers them in its sessions. */
export const POLKADOT_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage']
/** The events of WalletConnect's Polkadot guide (the accounts and chains never change: never sent). */
export const POLKADOT_EVENTS = ['chainChanged', 'accountsChanged']

/**
 * The Polkadot side of the dev mobile wallet, with the accounts of the Polkadot dev wallet (its dev
 * pairs, loaded on first use: sr25519 needs its WASM), following WalletConnect's Polkadot RPC: each
 * account on each chain asked for (`polkadot:<ref>:<SS58 address in the chain's prefix>`);
 * `polkadot_signMessage` signs the message wrapped in `<Bytes>…</Bytes>` as extensions do, and
 * `polkadot_signTransaction` signs a SignerPayloadJSON's extrinsic payload (see polkadotSigningPayload),
 * each answering `{ signature }`. Params are checked before the user is asked (-32602); a refusal is
 * WalletConnect's 5000.
 *
 * @example
 * const polkadot = createPolkadotSessions({ chains: ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e'], approvals, wallet })
 * const namespace = await polkadot.namespaceFor(proposal.params)
 */
export function createPolkadotSessions(parameters: CreatePolkadotSessionsParameters): FamilySessions {
  const { chains, approvals, wallet } = parameters
  // The Polkadot code (its crypto, the keys) loads with the first proposal or request that needs it.
  let loading:
    | Promise<{ pairs: PolkadotPair[]; side: typeof import('./polkadotRequestHandlers.js') }>
    | undefined
  const load = () => {
    loading ??= Promise.all([
      import('../polkadot/loadDevPairs.js'),
      import('./polkadotRequestHandlers.js'),
    ]).then(async ([{ loadDevPairs }, side]) => ({
      pairs: await loadDevPairs(parameters.accounts ?? polkadotDevAccounts),
      side,
    }))
    // A failed load (the WASM) is tried again by the next proposal or request; this one gets the error.
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
  const isKnown = (chain: string): chain is WalletConnectPolkadotChain => chains.includes(chain as never)

  return {
    family: 'polkadot',
    async namespaceFor(proposal) {
      const known = askedChains(proposal, 'polkadot', chains)
      if (known.length === 0) return undefined
      const { pairs, side } = await load()
      return {
        chains: known,
        accounts: known.flatMap((chain) =>
          side
            .addressesOn(pairs, walletConnectPolkadotChains[chain].ss58Prefix)
            .map((address) => `${chain}:${address}`),
        ),
        methods: [...POLKADOT_METHODS],
        events: [...POLKADOT_EVENTS],
      }
    },
    async sessionProperties() {
      return {}
    },
    async approvedEvents() {
      return []
    },
    async answer(origin, request) {
      try {
        if (!POLKADOT_METHODS.includes(request.method)) throw unsupportedMethod(request.method)
        const { chainId } = request
        if (!isKnown(chainId)) throw invalidParams(`unknown chain ${chainId}`)
        const { pairs, side } = await load()
        const handler = side.polkadotRequestHandlers[request.method]
        if (!handler) throw unsupportedMethod(request.method)
        const ask = async (method: string, summary: string) => {
          await approvals.ask({ rdns: wallet.rdns, wallet: wallet.name, method, origin, summary })
        }
        const chainName = walletConnectPolkadotChains[chainId].name
        return { result: await handler({ request, chainName, pairs, ask }) }
      } catch (error) {
        return { error: toSessionRpcError(error) }
      }
    },
  }
}
