// Chain data of @foyer/server: balances, history and prices routes, and the price oracle. The indexer
// that feeds the history lives in ../indexer.
export { createChaindataRoutes } from './createChaindataRoutes.js'
export {
  DatabaseUnavailableError,
  InvalidCursorError,
  UnsupportedChainError,
  UpstreamUnavailableError,
} from './errors.js'
export { type ChaindataMessageKey, chaindataMessages } from './messages.js'
export {
  type CreatePriceOracleParameters,
  createPriceOracle,
  NATIVE_TOKEN_KEY,
  type PriceOracle,
  type PriceOracleContracts,
} from './prices.js'
export type {
  BalanceEntry,
  ChaindataChainConfig,
  ChaindataNft,
  ChaindataToken,
  CreateChaindataRoutesParameters,
  HistoryTransaction,
  HistoryTransfer,
  OperationType,
  PriceOracles,
} from './types.js'
