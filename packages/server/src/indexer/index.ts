// The chain indexer of @foyer/server and its schema (migrations 100 and up).
export {
  type CreateIndexerParameters,
  createIndexer,
  type Indexer,
  type SyncOnceErrorType,
} from './createIndexer.js'
export { InconsistentBatchError, UnknownIndexerChainError } from './errors.js'
export { type ChaindataMigration, chaindataMigrations } from './schema.js'
export type {
  IndexerChain,
  IndexerChainStatus,
  IndexerNft,
  IndexerStatus,
  IndexerToken,
  TransactionStatus,
  TransferKind,
} from './types.js'
