import type { Foyer } from '../../types/foyer.js'
import type { ChainNamespace } from '../../types/network.js'
import { fallbackNamespace, getChainEntry, namespaceServing } from './chainState.js'

export type FoyerProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/** An EIP-1193 provider over a Foyer instance: what viem's `custom()` transport or ethers accept. */
export interface FoyerEip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: FoyerProviderEvent, listener: (payload: unknown) => void): void
  removeListener(event: FoyerProviderEvent, listener: (payload: unknown) => void): void
}

/**
 * The EIP-1193 provider of a namespace (default: the adapter's that declares `features.eip1193Provider`,
 * the EVM one, as wagmi hosts expect; else the first adapter's): `request` goes through the RPC method
 * policy to the connected wallet (`foyer.request`); `accountsChanged`, `chainChanged` (hex chain id),
 * `connect` and `disconnect` follow Foyer's state, whichever wallet is connected.
 *
 * @example
 * const client = createWalletClient({ transport: custom(getProvider(foyer)) })
 */
export function getProvider(
  foyer: Foyer,
  namespace: ChainNamespace = namespaceServing(foyer, 'eip1193Provider') ?? fallbackNamespace(foyer),
): FoyerEip1193Provider {
  const listeners = new Map<FoyerProviderEvent, Set<(payload: unknown) => void>>()
  let unsubscribe: (() => void) | undefined

  const snapshot = () => {
    const entry = getChainEntry(foyer, namespace)
    const connected = entry?.accountState.status === 'connected'
    return {
      connected,
      address: connected ? entry?.accountState.address : undefined,
      chainId: connected ? entry?.networkState.caipNetwork?.id : undefined,
    }
  }
  const emit = (event: FoyerProviderEvent, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const watch = () => {
    let last = snapshot()
    unsubscribe = foyer.stores.chains.subscribe(() => {
      const next = snapshot()
      if (next.connected && !last.connected && next.chainId !== undefined)
        emit('connect', { chainId: `0x${Number(next.chainId).toString(16)}` })
      if (next.address !== last.address) emit('accountsChanged', next.address ? [next.address] : [])
      if (next.connected && next.chainId !== undefined && next.chainId !== last.chainId)
        emit('chainChanged', `0x${Number(next.chainId).toString(16)}`)
      if (!next.connected && last.connected) emit('disconnect', { code: 4900, message: 'Disconnected' })
      last = next
    })
  }

  return {
    request: (args) => foyer.request({ ...args, namespace }),
    on(event, listener) {
      if (!unsubscribe) watch()
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      if ([...listeners.values()].every((set) => set.size === 0)) {
        unsubscribe?.()
        unsubscribe = undefined
      }
    },
  }
}
