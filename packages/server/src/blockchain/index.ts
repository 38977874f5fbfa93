// The blockchain API of @foyer/server, one folder per endpoint group: account/ (balance, history, fungible
// price; fed by ../indexer), convert/ (swaps), names/ (profile), onramp/, sessions/, siwx/; shared/ holds the
// chain registry, the price oracle and the parsers they share.

export { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
export {
  DatabaseUnavailableError,
  InvalidCursorError,
  UpstreamUnavailableError,
} from '../chaindata/errors.js'
export { type ChaindataMessageKey, chaindataMessages } from '../chaindata/messages.js'
export { createAccountRoutes } from './account/createAccountRoutes.js'
export type {
  BalanceEntry,
  ChaindataChainConfig,
  ChaindataNft,
  ChaindataToken,
  CreateAccountRoutesParameters,
  HistoryTransaction,
  HistoryTransfer,
  OperationType,
} from './account/types.js'
export { createBlockchainRoutes } from './createBlockchainRoutes.js'
export {
  ChainNotSupportedError,
  ChainUnavailableError,
  InvalidNameError,
  NameCoinTypeError,
  NameMessageError,
  NameNotFoundError,
  NameRateLimitedError,
  NameRequestError,
  NameSignatureError,
  NameTakenError,
  OnrampCheckoutNotFoundError,
  OnrampFunderMissingError,
  OnrampOrderDoneError,
  OnrampOrderNotFoundError,
  OnrampRequestError,
  OnrampSendFailedError,
  SessionNotFoundError,
  SessionSignatureError,
  SwapRequestError,
  SwapsNotSupportedError,
  SwapWouldFailError,
} from './errors.js'
export { isBlockchainPublicRequest } from './isBlockchainPublicRequest.js'
export { blockchainMigrations } from './migrations.js'
export type { NameAttributes, NameRecord } from './names/createNameStore.js'
export { ONRAMP_PROVIDERS, type OnrampProvider, PAYMENT_METHOD_LIMITS } from './onramp/onrampConstants.js'
export {
  createSessionStore,
  type NewSmartSession,
  type SessionStore,
  type SmartSession,
} from './sessions/createSessionStore.js'
export {
  type CreatePriceOracleParameters,
  createPriceOracle,
  NATIVE_TOKEN_KEY,
  type PriceOracleContracts,
} from './shared/prices.js'
export { SIWX_TOKEN_HEADER } from './siwx/createSiwxRoutes.js'
export type {
  BlockchainChainConfig,
  BlockchainContracts,
  BlockchainToken,
  ClientIpResolver,
  CreateBlockchainRoutesParameters,
  PriceOracle,
  PriceOracles,
} from './types.js'
