/** A token contract the configuration already knows (its metadata is stored without reading the chain). */
export interface IndexerToken {
  address: string
  name?: string | undefined
  symbol?: string | undefined
  decimals?: number | undefined
}

/** An NFT collection the configuration already knows. */
export interface IndexerNft {
  address: string
  name?: string | undefined
  symbol?: string | undefined
}

/** One chain the indexer follows. */
export interface IndexerChain {
  /** CAIP-2 id, e.g. 'eip155:31337': the `chain` column of every row. */
  caipNetworkId: string
  rpcUrl: string
  tokens?: readonly IndexerToken[] | undefined
  nfts?: readonly IndexerNft[] | undefined
  /** The first block to index when the database holds none of this chain; 0 by default. */
  startBlock?: number | undefined
}

export type TransferKind = 'native' | 'erc20' | 'erc721'
export type TransactionStatus = 'confirmed' | 'failed'

/** Rows of one block, ready to be stored (addresses and hashes lower-case, amounts as decimal strings). */
export interface BlockRow {
  number: bigint
  hash: string
  parentHash: string
  minedAt: string
}

export interface TransactionRow {
  hash: string
  blockNumber: bigint
  blockHash: string
  txIndex: number
  from: string
  to: string | null
  value: string
  methodId: string | null
  status: TransactionStatus
  minedAt: string
}

export interface TransferRow {
  blockNumber: bigint
  blockHash: string
  txHash: string
  /**
   * The log's index; -1 for the native value of the transaction itself, and from `USER_OPERATION_LOG_INDEX`
   * (-2^31) up for the ETH its user operations sent (see fetchBlockBatch.ts).
   */
  logIndex: number
  kind: TransferKind
  tokenAddress: string | null
  from: string
  to: string
  /** Amount (native and ERC-20); null for ERC-721. */
  value: string | null
  /** Token id (ERC-721); null otherwise. */
  tokenId: string | null
  minedAt: string
  status: TransactionStatus
}

/**
 * A user operation an ERC-4337 EntryPoint ran in a transaction (see decodeUserOperations): its sender's
 * activity lists the transaction with the operation's own status, even when it moved nothing.
 */
export interface UserOperationRow {
  txHash: string
  blockNumber: bigint
  blockHash: string
  /** Its position among the transaction's operations. */
  index: number
  sender: string
  /** Decimal string. */
  nonce: string
  success: boolean
  callTo: string | null
  callMethodId: string | null
  minedAt: string
}

export interface TokenRow {
  address: string
  kind: 'erc20' | 'erc721'
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** A contiguous range of blocks read from the chain. */
export interface BlockBatch {
  blocks: BlockRow[]
  transactions: TransactionRow[]
  transfers: TransferRow[]
  userOperations: UserOperationRow[]
}

/** What `status()` reports for one chain. */
export interface IndexerChainStatus {
  caipNetworkId: string
  /** Highest block stored, or null before the first one. */
  indexedBlock: number | null
  /** Chain head (minus confirmations) at the last sync, or null before the first. */
  headBlock: number | null
  /** ISO time of the last sync that reached the head. */
  syncedAt: string | null
  /** Reorgs handled since this indexer was created. */
  reorgs: number
  /** Message of the last failed sync, cleared by the next successful one. */
  lastError: string | null
}

export interface IndexerStatus {
  running: boolean
  /** `indexing`: this server holds the chain's indexing lease (one server of several on a database does). */
  chains: (IndexerChainStatus & { indexing: boolean })[]
}
