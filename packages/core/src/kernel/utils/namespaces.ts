import type { ChainNamespace } from '../../types/network.js'

/** The chain families Foyer knows (spec section 1). */
export const chainNamespaces: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122']

/** Whether `value` is a known chain namespace. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
