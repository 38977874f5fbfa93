import type { ChainNamespace } from '@foyer/core'
import { UnsupportedProviderMethodError } from '@foyer/core/adapter'
import type { WalletConnectProvider } from '../types.js'
import type { UniversalProvider } from './initProvider.js'
import { approvedMethodsOf, hasRpcMap } from './sessionNamespaces.js'

type Listener = (...args: never[]) => void

/**
 * The SDK's provider speaks for every namespace of the session at once: a call without a chain goes to
 * whichever namespace the wallet listed first, and its events reach every listener. Each family gets its
 * own view of it: calls name their chain (eip155: the session's current EVM chain unless one is given),
 * and a listener hears only its family's events: 'accountsChanged' / 'chainChanged' (bare values, which
 * the SDK derives for eip155) go to eip155 with EVM values only, an event named after a family
 * ('bip122_addressesChanged') to that family, 'session_event' and 'default_chain_changed' to the family
 * of the chain they name. Events of the whole session (session_update, session_delete...) go to all.
 */
const FAMILIES: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122']
const isEvmAddress = (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isEvmChainId = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value))

/** The family before `separator` in `value` ('bip122:000…' with ':', 'bip122_addressesChanged' with '_'). */
function familyOf(value: unknown, separator: string): ChainNamespace | undefined {
  if (typeof value !== 'string' || !value.includes(separator)) return undefined
  const prefix = value.slice(0, value.indexOf(separator))
  return FAMILIES.find((family) => family === prefix)
}

/** Whether an event of `family`'s listener may see these arguments. */
function belongsTo(family: ChainNamespace, event: string, args: unknown[]): boolean {
  if (event === 'accountsChanged')
    return family === 'eip155' && Array.isArray(args[0]) && args[0].every(isEvmAddress)
  if (event === 'chainChanged') return family === 'eip155' && isEvmChainId(args[0])
  if (event === 'session_event')
    return familyOf((args[0] as { params?: { chainId?: unknown } } | null)?.params?.chainId, ':') === family
  if (event === 'default_chain_changed')
    return familyOf((args[0] as { currentCaipChainId?: unknown } | null)?.currentCaipChainId, ':') === family
  const named = familyOf(event, '_')
  return named === undefined || named === family
}

/**
 * A method the session did not approve goes, in the SDK, to an HTTP JSON-RPC node: the RPC map's, else
 * WalletConnect's RPC service. A family without an RPC map (bip122) has no node: such a call is refused
 * here (4200) instead of reaching a vendor's host.
 */
function refusedMethod(
  universal: UniversalProvider,
  family: ChainNamespace,
  method: string,
): Error | undefined {
  if (hasRpcMap(family) || !universal.session || approvedMethodsOf(universal, family).includes(method))
    return undefined
  return new UnsupportedProviderMethodError({
    details: `The WalletConnect session did not approve ${method} for ${family}`,
  })
}

function createScopedProvider(universal: UniversalProvider, family: ChainNamespace): WalletConnectProvider {
  /** The filtering listener attached for each (event, listener). */
  const wrapped = new Map<string, Map<Listener, Listener>>()
  /** The chain of a call that names none: eip155's current chain; the first approved one otherwise. */
  const defaultChain = (): string | undefined => {
    if (family === 'eip155') {
      const current = universal.rpcProviders.eip155?.getDefaultChain()
      return current ? `eip155:${current}` : undefined
    }
    const key = Object.keys(universal.session?.namespaces ?? {}).find(
      (item) => item === family || item.startsWith(`${family}:`),
    )
    const namespace = key ? universal.session?.namespaces[key] : undefined
    return namespace?.chains?.[0] ?? namespace?.accounts[0]?.split(':').slice(0, 2).join(':')
  }
  return {
    request: async (args, chain) => {
      const refused = refusedMethod(universal, family, args.method)
      if (refused) throw refused
      return universal.request(args as never, chain ?? defaultChain())
    },
    on(event, listener) {
      const filtered: Listener = (...args) => {
        if (belongsTo(family, event, args)) listener(...args)
      }
      const byListener = wrapped.get(event) ?? new Map<Listener, Listener>()
      byListener.set(listener, filtered)
      wrapped.set(event, byListener)
      universal.on(event, filtered)
      return this
    },
    removeListener(event, listener) {
      const filtered = wrapped.get(event)?.get(listener)
      if (!filtered) return this
      wrapped.get(event)?.delete(listener)
      universal.removeListener(event, filtered)
      return this
    },
  }
}

const scoped = new WeakMap<UniversalProvider, Map<ChainNamespace, WalletConnectProvider>>()

/** One provider per SDK provider and family, so that listeners attached through it can be removed. */
export function scopedProvider(universal: UniversalProvider, family: ChainNamespace): WalletConnectProvider {
  let byFamily = scoped.get(universal)
  if (!byFamily) {
    byFamily = new Map()
    scoped.set(universal, byFamily)
  }
  let provider = byFamily.get(family)
  if (!provider) {
    provider = createScopedProvider(universal, family)
    byFamily.set(family, provider)
  }
  return provider
}
