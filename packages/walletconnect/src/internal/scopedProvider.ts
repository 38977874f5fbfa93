import type { ChainNamespace } from '@foyer/core'
import type { WalletConnectProvider } from '../types.js'
import type { UniversalProvider } from './initProvider.js'

type Listener = (...args: never[]) => void

/**
 * The SDK's provider speaks for every namespace of the session at once: a call without a chain goes to
 * whichever namespace the wallet listed first, and 'accountsChanged' / 'chainChanged' carry bare values
 * of any family. Each family gets its own view of it: calls name their chain (eip155: the session's
 * current EVM chain unless one is given), and the account and chain events of other families are
 * dropped (an EVM listener must never receive a Solana address). Other events pass through.
 */
const isEvmAddress = (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isEvmChainId = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value))

/** Whether an event of `family`'s listener may see these arguments. */
function belongsTo(family: ChainNamespace, event: string, args: unknown[]): boolean {
  if (event === 'accountsChanged')
    return family === 'eip155' && Array.isArray(args[0]) && args[0].every(isEvmAddress)
  if (event === 'chainChanged') return family === 'eip155' && isEvmChainId(args[0])
  return true
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
    request: (args, chain) => universal.request(args as never, chain ?? defaultChain()),
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
