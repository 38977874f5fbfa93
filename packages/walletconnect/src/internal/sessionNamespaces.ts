import type { ApprovedNetworks, CaipAddress, CaipNetworkId, ChainNamespace, Network } from '@foyer/core'
import type { UniversalProvider } from './initProvider.js'

/**
 * The eip155 methods and events a session asks for (spec section 9). Frozen, and only ever given away as a
 * copy: WalletConnect's SDK sorts the `methods` of a one-click sign-in in place, and once sorted the shared
 * list changed every later proposal's order (a clean-clone run met it: this file's test saw the sorted
 * order after walletConnect.test's sign-in tests had run in the same process).
 */
export const EIP155_METHODS: readonly string[] = Object.freeze([
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTypedData',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
])
const EIP155_EVENTS = ['accountsChanged', 'chainChanged']
/** The solana methods a session asks for (WalletConnect's Solana RPC; spec section 9). */
const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]
/**
 * The bip122 methods and events a session asks for (WalletConnect's Bitcoin RPC): what `@foyer/bitcoin`
 * calls. Not `sendTransfer`, which the adapter does not use (its Send is PSBTs the site builds).
 */
const BIP122_METHODS = ['signMessage', 'signPsbt', 'getAccountAddresses']
const BIP122_EVENTS = ['bip122_addressesChanged']
/** The polkadot methods a session asks for (WalletConnect's Polkadot RPC); it has no events. */
const POLKADOT_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction']

/** What a session asks of each family; `rpcMap`: whether its networks' URLs are JSON-RPC nodes. */
const FAMILIES: Record<ChainNamespace, { methods: readonly string[]; events: string[]; rpcMap: boolean }> = {
  eip155: { methods: EIP155_METHODS, events: EIP155_EVENTS, rpcMap: true },
  solana: { methods: SOLANA_METHODS, events: [], rpcMap: true },
  // A Bitcoin network's URL in Foyer is an explorer's REST API (Bitcoin has no JSON-RPC for a site):
  // nothing the SDK could send JSON-RPC to. The scoped provider keeps every bip122 call on the session.
  bip122: { methods: BIP122_METHODS, events: BIP122_EVENTS, rpcMap: false },
  polkadot: { methods: POLKADOT_METHODS, events: [], rpcMap: true },
}

/** The families whose networks the RPC map names: the others have no JSON-RPC node for the SDK. */
export const hasRpcMap = (family: ChainNamespace): boolean => FAMILIES[family].rpcMap

interface ProposedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/** The CAIP-2 reference of a network ('1', or a Solana genesis-hash prefix). */
const referenceOf = (network: Network) => network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)

/**
 * The network's first http(s) RPC URL, or undefined. The SDK opens an HTTP connection on each URL of the
 * map and throws on any other (a `wss:` node, an empty string), which would break the whole session.
 */
const httpRpcOf = (network: Network) => network.rpcUrls.default.http.find((url) => /^https?:\/\//i.test(url))

/**
 * The optional namespaces for `networks`: eip155, solana, bip122 and polkadot, each only when it has
 * networks. The RPC map gives the SDK the site's node for each network that has an http(s) one, so that
 * the SDK never uses its RPC service; a network without one is left out of it (the SDK must not be given
 * an empty URL), and bip122 has none (see `FAMILIES`).
 */
export function toNamespaces(
  networks: readonly Network[],
): Partial<Record<ChainNamespace, ProposedNamespace>> {
  const proposed: Partial<Record<ChainNamespace, ProposedNamespace>> = {}
  for (const family of Object.keys(FAMILIES) as ChainNamespace[]) {
    const { methods, events, rpcMap } = FAMILIES[family]
    const chosen = networks.filter((network) => network.chainNamespace === family)
    if (chosen.length === 0) continue
    const urls = rpcMap
      ? chosen.flatMap((network) => {
          const url = httpRpcOf(network)
          return url ? [[referenceOf(network), url] as const] : []
        })
      : []
    proposed[family] = {
      chains: chosen.map((network) => network.caipNetworkId),
      methods: [...methods],
      events: [...events],
      ...(urls.length > 0 ? { rpcMap: Object.fromEntries(urls) } : {}),
    }
  }
  return proposed
}

/** The session's namespaces of one family (the key `eip155`, or `eip155:<id>` keys). */
function sessionNamespaces(universal: UniversalProvider | undefined, family: ChainNamespace) {
  const namespaces = universal?.session?.namespaces ?? {}
  return Object.entries(namespaces).filter(([key]) => key === family || key.startsWith(`${family}:`))
}

/** The methods the session approved for one family; empty without a session. */
export function approvedMethodsOf(
  universal: UniversalProvider | undefined,
  family: ChainNamespace,
): string[] {
  return [...new Set(sessionNamespaces(universal, family).flatMap(([, namespace]) => namespace.methods))]
}

/** The session's accounts of one family (CAIP-10). */
export function accountsOf(universal: UniversalProvider | undefined, family: ChainNamespace): CaipAddress[] {
  const accounts = sessionNamespaces(universal, family).flatMap(([, namespace]) => namespace.accounts)
  return [...new Set(accounts)] as CaipAddress[]
}

/** The networks of one family a session approved. */
export function approvedNetworksOf(
  universal: UniversalProvider | undefined,
  family: ChainNamespace,
): ApprovedNetworks | undefined {
  const approved = sessionNamespaces(universal, family)
  if (approved.length === 0) return undefined
  const ids = new Set<CaipNetworkId>()
  for (const [key, namespace] of approved) {
    if (key !== family) ids.add(key as CaipNetworkId)
    for (const chain of namespace.chains ?? []) ids.add(chain as CaipNetworkId)
    for (const account of namespace.accounts)
      ids.add(account.split(':').slice(0, 2).join(':') as CaipNetworkId)
  }
  return {
    approvedCaipNetworkIds: [...ids],
    supportsAllNetworks:
      family === 'eip155' &&
      approved.some(([, namespace]) => namespace.methods.includes('wallet_addEthereumChain')),
  }
}
