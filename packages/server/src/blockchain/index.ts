// The blockchain API routes of @foyer/server (names, swaps, on-ramp, sessions, supported chains).

export { NATIVE_TOKEN_ADDRESS } from '@foyer/core'
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
