import type { Transaction } from '@foyer/protocol'

/** An NFT the account holds, derived from its history. */
export interface AccountNft {
  /** `{contract}:{tokenId}` (contract lower-cased). */
  id: string
  contractAddress: string
  tokenId: string
  /** Token name as the server gives it, e.g. 'Foyer Harbor Passes #3'. */
  name: string
  /** Collection name: the token name without its ' #id' suffix. */
  collection: string
  imageUrl: string | undefined
  chainId: string | null | undefined
}

export type FetchStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The account panel's data of the connected account on the active network (tokens, NFTs, history). */
export interface AccountDataState {
  /** `{caipNetworkId}:{address}` the data belongs to; other accounts' data is dropped. */
  key: string | undefined
  /**
   * True when the active network has no account data to ask for: the Foyer server does not serve it
   * (or there is no server). Retrying cannot help; the panel says why and offers another network.
   */
  unsupported: boolean
  /** `retryAt`: while a failure blocks retries (30 s), when the next try may go (instance clock, ms). */
  tokens: { status: FetchStatus; retryAt?: number }
  nfts: { status: FetchStatus; items: AccountNft[] }
  /** Transaction history (spec section 4): loading, empty and next-cursor flags follow each fetch. */
  transactions: {
    items: Transaction[]
    /** Cursor of the next page; undefined at the end. */
    next: string | undefined
    loading: boolean
    empty: boolean
    error: boolean
    /** True once the first page arrived. */
    fetched: boolean
  }
}
