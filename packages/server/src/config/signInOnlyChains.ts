/**
 * CAIP-2 namespaces the server serves for sign-in (SIWX, CAIP-122) only: Bitcoin (`bip122`) and Polkadot
 * (`polkadot`). They have no RPC here, so no RPC proxy, balances, history, prices or indexing.
 */
export const signInOnlyNamespaces: readonly string[] = ['bip122', 'polkadot']

/** True for a network of a sign-in-only namespace ('bip122:000000000019d6689c085ae165831e93'). */
export function isSignInOnlyNetwork(caipNetworkId: string): boolean {
  return signInOnlyNamespaces.includes(caipNetworkId.slice(0, caipNetworkId.indexOf(':')))
}

/**
 * The chains that have an RPC the server reads (eip155 and Solana networks): the configured chains less
 * the sign-in-only ones, whose `rpcUrl` (optional for them) is ignored.
 *
 * @example
 * createIndexer({ chains: rpcChains(config.chains), … })
 */
export function rpcChains<T extends { caipNetworkId: string; rpcUrl?: string | undefined }>(
  chains: readonly T[],
): (T & { rpcUrl: string })[] {
  return chains.filter(
    (chain): chain is T & { rpcUrl: string } =>
      !isSignInOnlyNetwork(chain.caipNetworkId) && chain.rpcUrl !== undefined,
  )
}
