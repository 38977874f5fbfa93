import type { Database } from '../../db/types.js'
import type { Indexer } from '../../indexer/createIndexer.js'
import type { Logger } from '../../logger.js'
import type { PriceOracles } from '../types.js'

/** An ERC-20 token of a chain (the devnet world's `contracts.tokens` entries fit). */
export interface ChaindataToken {
  address: string
  symbol: string
  name: string
  decimals: number
}

/** An NFT collection of a chain (the devnet world's `contracts.nfts` entries fit). */
export interface ChaindataNft {
  address: string
  name: string
  symbol?: string | undefined
  /** Flagged as spam on the server's list (the devnet's 'Free Airdrop Claim'). */
  spam?: boolean | undefined
}

/** One network the balance, history and price routes serve. */
export interface ChaindataChainConfig {
  /** CAIP-2 id, e.g. 'eip155:31337'. */
  caipNetworkId: string
  name?: string | undefined
  rpcUrl: string
  /** The native currency; Ether (ETH, 18 decimals) by default. */
  nativeCurrency?: { name: string; symbol: string; decimals: number } | undefined
  /** Known contracts: their balances are always read, their metadata needs no chain read. */
  contracts?:
    | {
        tokens?: readonly ChaindataToken[] | undefined
        nfts?: readonly ChaindataNft[] | undefined
      }
    | undefined
  /**
   * Senders whose payments count as on-ramp purchases in `history?onramp=…` (the on-ramp sandbox's
   * funded account in development). None by default: the on-ramp history is then empty.
   */
  onrampAddresses?: readonly string[] | undefined
  /** Tokens the on-ramp sells besides the native one; by default the chain's tokens whose symbol is 'fUSD'. */
  stablecoins?: readonly string[] | undefined
  /** A Solana network's SPL tokens and configured USD prices (a `solana:` caipNetworkId only). */
  solana?: ChaindataSolanaOptions | undefined
}

/** An SPL token of a Solana network (the local ledger's `tokens` entries fit). */
export interface ChaindataSplToken {
  mint: string
  symbol: string
  name: string
  decimals: number
  /** Its USD price, from the configuration: Solana networks have no pool the server reads. */
  usdPrice?: number | undefined
}

/** The `solana` part of a chain config: what the server knows and prices on a Solana network. */
export interface ChaindataSolanaOptions {
  tokens?: readonly ChaindataSplToken[] | undefined
  /** Mints worth exactly 1 USD; the tokens with symbol 'fUSD' by default. */
  stablecoins?: readonly string[] | undefined
  /** USD price of one SOL; SOL (and wrapped SOL) has no price without it. */
  nativeUsdPrice?: number | undefined
}

/** The price oracle of each chain, by CAIP network id (or a lookup function). */
export interface CreateAccountRoutesParameters {
  db: Database
  chains: readonly ChaindataChainConfig[]
  /** Serves `GET /v1/indexer/status` when given. */
  indexer?: Pick<Indexer, 'status'> | undefined
  /** Prices in USD; a chain without an oracle has no prices (its balances have no value). */
  prices?: PriceOracles | undefined
  /** Base URL of token icons (`{publicUrl}/public/getTokenImage/{symbol}`); the request's origin by default. */
  publicUrl?: string | undefined
  /** Server-side lifetime of an address's balances; 30 000 ms by default (spec section 9). */
  balanceCacheMs?: number | undefined
  /**
   * Shortest time between two `forceUpdate=true` chain reads of one address on one chain; a forced
   * call sooner waits for the next read (one for all that wait), never gets an answer older than
   * itself. 500 ms by default: a client forces a read after each change it knows of (a send, funds
   * received, a reload), while a flood reads the chain once per interval.
   */
  balanceForceIntervalMs?: number | undefined
  /** Transactions per history page; 20 by default. */
  pageSize?: number | undefined
  logger?: Logger | undefined
  /** Clock in unix milliseconds (tests); `Date.now` by default. */
  now?: (() => number) | undefined
  /** Waits on that clock (tests: a forced balance read held back); a timer by default. */
  sleep?: ((ms: number) => Promise<void>) | undefined
}

/** A token balance of spec section 3 (`price` and `value` absent when no pool prices the token). */
export interface BalanceEntry {
  name: string
  symbol: string
  chainId: string
  /** The token contract; absent for the native token. */
  address?: string
  value?: number
  price?: number
  iconUrl: string
  quantity: { decimals: string; numeric: string }
}

/** One transfer of a history entry. */
export interface HistoryTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: {
    name: string
    contract_address: string
    token_id: string
    content: { preview: { url: string } }
    flags: { is_spam: boolean }
  }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  /** USD value at the current price (no historical prices), when the token has one. */
  value?: number
  price?: number
}

export type OperationType = 'send' | 'receive' | 'mint' | 'burn' | 'trade' | 'approve' | 'deploy' | 'execute'

/** A history entry: the Transaction of spec section 3. */
export interface HistoryTransaction {
  id: string
  metadata: {
    hash: string
    minedAt: string
    chain: string
    operationType: OperationType
    status: 'confirmed' | 'failed' | 'pending'
    sentFrom: string
    sentTo: string
  }
  transfers: HistoryTransfer[]
}
