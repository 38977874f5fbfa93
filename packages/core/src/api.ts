// @foyer/core/api: the clients of the Foyer server's endpoints (spec section 7) and their errors, for
// hosts that call the server themselves. They know no Foyer instance; the answer types come from
// @foyer/protocol, which the server shares.
export type {
  ApproveCalldata,
  Balances,
  GasPrice,
  NameRecord,
  NameSuggestions,
  OnrampOptions,
  OnrampQuote,
  SmartSessions,
  SupportedChains,
  SwapCalldata,
  SwapQuote,
  SwapToken,
  TokenPrice,
  WalletsPage,
} from '@foyer/protocol'
export { NATIVE_TOKEN_ADDRESS, SIWX_TOKEN_HEADER } from '@foyer/protocol'
export {
  type AnalyticsClient,
  type AnalyticsClientEvent,
  type CreateAnalyticsClientParameters,
  type CreateAnalyticsClientReturnType,
  createAnalyticsClient,
} from './api/analytics/createAnalyticsClient.js'
export {
  type BlockchainClient,
  type CreateBlockchainClientParameters,
  type CreateBlockchainClientReturnType,
  createBlockchainClient,
  type DestinationWallet,
  defaultNameZone,
} from './api/blockchain/createBlockchainClient.js'
export {
  type CreateDirectoryClientReturnType,
  createDirectoryClient,
  type DirectoryClient,
  type DirectoryDefaults,
  type FetchRecommendedParameters,
  type FetchWalletsParameters,
} from './api/directory/createDirectoryClient.js'
export { dedupeWallets } from './api/directory/dedupeWallets.js'
export { directoryEntries } from './api/directory/directoryEntries.js'
export {
  HttpError,
  type HttpErrorParameters,
  InvalidProjectIdError,
  InvalidResponseError,
  NetworkRequestError,
  OriginNotAllowedError,
  ServerChainNotSupportedError,
  SessionExpiredError,
} from './api/errors.js'
export {
  type CreateHttpClientParameters,
  type CreateHttpClientReturnType,
  createHttpClient,
  type HttpClient,
  type HttpClientErrorType,
  type JsonBodyRequestArguments,
  type JsonRequestArguments,
  type QueryParams,
  type QueryValue,
  type RequestArguments,
  type ResponseSchema,
  type SchemaOutput,
} from './api/http/createHttpClient.js'
export { foyerRpcUrl } from './api/http/foyerRpcUrl.js'
export { type ApiAlertKey, toApiAlert } from './api/http/toApiAlert.js'
export { foyerSdk } from './api/sdk.js'
