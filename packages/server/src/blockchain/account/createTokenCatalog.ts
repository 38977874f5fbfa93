import type { Queryable } from '../../db/types.js'
import { readTokenMetadata } from '../../indexer/readTokenMetadata.js'
import { readChain } from './readChain.js'
import type { ResolvedChain } from './resolveChains.js'

export interface TokenInfo {
  address: string
  kind: 'erc20' | 'erc721'
  name: string | null
  symbol: string | null
  decimals: number | null
}

export interface TokenCatalog {
  /** Metadata of an ERC-20 token: configured, indexed, or read from the chain (remembered); undefined for a non-token. */
  lookup(chain: ResolvedChain, address: string): Promise<TokenInfo | undefined>
}

/**
 * Where the routes find token names, symbols and decimals: the chain's configured tokens first, then
 * what the indexer stored (`chain_tokens`), then the token contract itself.
 *
 * @example
 * const catalog = createTokenCatalog(db)
 * await catalog.lookup(chain, '0x5fbdb2315678afecb367f032d93f642f64180aa3') // { symbol: 'fUSD', decimals: 6, … }
 */
export function createTokenCatalog(db: Queryable): TokenCatalog {
  const read = new Map<string, TokenInfo | undefined>()
  return {
    async lookup(chain, address) {
      const key = address.toLowerCase()
      const configured = chain.tokens.get(key)
      if (configured) return { ...configured, address: key, kind: 'erc20' }
      const memoKey = `${chain.caipNetworkId}:${key}`
      if (read.has(memoKey)) return read.get(memoKey)
      const { rows } = await db.query<TokenInfo>(
        'select address, kind, name, symbol, decimals from chain_tokens where chain = $1 and address = $2',
        [chain.caipNetworkId, key],
      )
      const stored = rows[0]
      if (stored) return stored
      const metadata = await readChain(chain, (client) =>
        readTokenMetadata(client, { address: key, kind: 'erc20' }),
      )
      const info = metadata.symbol === null && metadata.decimals === null ? undefined : metadata
      read.set(memoKey, info)
      return info
    },
  }
}
