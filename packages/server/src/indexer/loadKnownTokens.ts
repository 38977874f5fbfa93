import type { ChainSyncState } from './chainSyncState.js'
import { readTokenMetadata } from './readTokenMetadata.js'
import type { BlockBatch, TokenRow } from './types.js'

/**
 * The token addresses with stored metadata; on the first call, the configured tokens not stored yet are
 * stored first (with the config's name, symbol and decimals, or the chain's when the config lacks one).
 */
export async function loadKnownTokens(sync: ChainSyncState): Promise<Set<string>> {
  if (sync.knownTokens) return sync.knownTokens
  const { chain, client, store } = sync
  const known = await store.knownTokens()
  const configured = [
    ...(chain.tokens ?? []).map((token) => ({ ...token, kind: 'erc20' as const })),
    ...(chain.nfts ?? []).map((nft) => ({ ...nft, decimals: undefined, kind: 'erc721' as const })),
  ].filter((token) => !known.has(token.address.toLowerCase()))
  const rows = await Promise.all(
    configured.map(async (token): Promise<TokenRow> => {
      const complete =
        token.name !== undefined &&
        token.symbol !== undefined &&
        (token.kind === 'erc721' || token.decimals !== undefined)
      if (!complete) return readTokenMetadata(client, { address: token.address, kind: token.kind })
      return {
        address: token.address.toLowerCase(),
        kind: token.kind,
        name: token.name ?? null,
        symbol: token.symbol ?? null,
        decimals: token.kind === 'erc20' ? (token.decimals ?? null) : null,
      }
    }),
  )
  await store.storeTokens(rows)
  for (const row of rows) known.add(row.address)
  sync.knownTokens = known
  return known
}

/** The metadata of the tokens a batch moves that have none stored yet, read from the chain. */
export async function readNewTokens(
  sync: ChainSyncState,
  batch: BlockBatch,
  known: Set<string>,
): Promise<TokenRow[]> {
  const unseen = new Map<string, 'erc20' | 'erc721'>()
  for (const transfer of batch.transfers)
    if (transfer.tokenAddress && transfer.kind !== 'native' && !known.has(transfer.tokenAddress))
      unseen.set(transfer.tokenAddress, transfer.kind)
  return Promise.all([...unseen].map(([address, kind]) => readTokenMetadata(sync.client, { address, kind })))
}
