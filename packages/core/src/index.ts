// Instance

// Flows
export {
  type AddNetworkErrorType,
  type AddNetworkParameters,
  type AddNetworkReturnType,
  addNetwork,
} from './actions/addNetwork.js'
export {
  chooseWalletLink,
  getWalletLink,
  openWalletLink,
  type WalletLinkParameters,
} from './actions/chooseWalletLink.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from './actions/connect.js'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './actions/disconnect.js'
export {
  type FetchBalanceErrorType,
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from './actions/fetchBalance.js'
export {
  type FetchConnectWalletsReturnType,
  fetchConnectWallets,
} from './actions/fetchConnectWallets.js'
export {
  type FetchIdentityErrorType,
  type FetchIdentityReturnType,
  fetchIdentity,
} from './actions/fetchIdentity.js'
export { type FetchNftsErrorType, type FetchNftsReturnType, fetchNfts } from './actions/fetchNfts.js'
export {
  type FetchTokenBalancesErrorType,
  type FetchTokenBalancesParameters,
  type FetchTokenBalancesReturnType,
  fetchTokenBalances,
} from './actions/fetchTokenBalances.js'
export {
  type FetchTransactionsErrorType,
  type FetchTransactionsParameters,
  type FetchTransactionsReturnType,
  fetchTransactions,
} from './actions/fetchTransactions.js'
export {
  type FetchWalletsPageParameters,
  type FetchWalletsReturnType,
  fetchWallets,
} from './actions/fetchWallets.js'
export {
  type RemoveAdapterErrorType,
  type RemoveAdapterParameters,
  type RemoveAdapterReturnType,
  removeAdapter,
} from './actions/removeAdapter.js'
export {
  type RemoveNetworkErrorType,
  type RemoveNetworkParameters,
  type RemoveNetworkReturnType,
  removeNetwork,
} from './actions/removeNetwork.js'
export {
  type RequestErrorType,
  type RequestParameters,
  type RequestReturnType,
  request,
} from './actions/request.js'
export {
  type SearchWalletsParameters,
  type SearchWalletsReturnType,
  searchWallets,
  walletSearchTiming,
} from './actions/searchWallets.js'
export { setAccountTab } from './actions/setAccountTab.js'
export {
  type AnalyticsConsent,
  getAnalyticsConsent,
  setAnalyticsConsent,
} from './actions/setAnalyticsConsent.js'
export { shake } from './actions/shake.js'
export { cancelSignIn, checkSignIn, type SignInErrorType, signIn } from './actions/signIn.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './actions/switchNetwork.js'
// API clients (spec section 7), loaded only by code that uses them
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
export type {
  ApproveCalldata,
  Balance,
  Balances,
  GasPrice,
  Identity,
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
  Transaction,
  Transactions,
} from './api/blockchain/schemas.js'
export * as blockchainSchemas from './api/blockchain/schemas.js'
export {
  type CreateDirectoryClientReturnType,
  createDirectoryClient,
  type DirectoryClient,
  type DirectoryDefaults,
  directoryEntries,
  type FetchRecommendedParameters,
  type FetchWalletsParameters,
} from './api/directory/createDirectoryClient.js'
export { dedupeWallets } from './api/directory/dedupeWallets.js'
export type { Wallet, WalletsPage } from './api/directory/walletSchema.js'
export {
  ChainNotSupportedError,
  HttpError,
  type HttpErrorParameters,
  InvalidProjectIdError,
  InvalidResponseError,
  NetworkRequestError,
  OriginNotAllowedError,
  RpcResponseError,
  RpcTimeoutError,
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
export { type ApiAlertKey, toApiAlert } from './api/http/toApiAlert.js'
export {
  type CreateRpcTransportParameters,
  type CreateRpcTransportReturnType,
  createRpcTransport,
  type RpcRequestArguments,
  type RpcRequester,
  type RpcTransport,
  type RpcTransportErrorType,
  rpcDefaults,
} from './api/rpc/createRpcTransport.js'
export { foyerRpcUrl } from './api/rpc/foyerRpcUrl.js'
export { foyerSdk } from './api/sdk.js'
export { NATIVE_TOKEN_ADDRESS, SIWX_TOKEN_HEADER } from './api/wire.js'
// Caches (spec sections 3 and 9)
export { cacheKeys, cacheLifetimes } from './cache/cacheKeys.js'
export {
  type CreateCacheParameters,
  type CreateCacheReturnType,
  createCache,
  type DeepLinkChoice,
  type FoyerCache,
  type SiwxSession,
} from './cache/createCache.js'
export {
  balanceRetryDelayMs,
  type CreateRetryBlockParameters,
  type CreateRetryBlockReturnType,
  createRetryBlock,
  type RetryBlock,
} from './cache/createRetryBlock.js'
export type { TimedCache } from './cache/createTimedRecord.js'
export {
  type CreateFoyerErrorType,
  type CreateFoyerParameters,
  type CreateFoyerReturnType,
  createFoyer,
} from './createFoyer.js'
export {
  FetchTransactionsError,
  NoServerError,
  TokenBalanceUnavailableError,
  TransactionsAccountRequiredError,
} from './errors/account.js'
// Errors
export { FoyerError, type FoyerErrorParameters } from './errors/base.js'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError, InvalidChainIdError } from './errors/caip.js'
export { InvalidOptionsError } from './errors/config.js'
export {
  AdapterNotFoundError,
  ConnectionAbortedError,
  ConnectorNotFoundError,
  DisconnectError,
  type ErrorParameters,
  ProviderNotFoundError,
  RemoveAdapterWhileConnectedError,
} from './errors/connection.js'
export { NetworkNotFoundError, RemoveLastNetworkError, UnsupportedChainError } from './errors/network.js'
export {
  InsufficientFundsError,
  InvalidSendCallsError,
  NotConnectedError,
  RequestNotSupportedError,
  RpcMethodNotAllowedError,
  TransactionFeeError,
  TransactionGasError,
  TransactionNonceError,
  TransactionRevertedError,
} from './errors/request.js'
export {
  ChainDisconnectedError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './errors/rpc.js'
export {
  InvalidSiwxMessageError,
  SignatureDeclinedError,
  SiwxInitError,
  SiwxVerificationError,
  SmartAccountSignInError,
} from './errors/siwx.js'
export { toFoyerError } from './errors/toFoyerError.js'
export {
  type AccountDataState,
  type FetchStatus,
  getAccountDataStore,
} from './internal/accountDataStore.js'
export { getDirectoryChains, getWalletImageUrl } from './internal/directoryApi.js'
export {
  type DirectoryState,
  findDirectoryWallet,
  getDirectoryStore,
  type WalletSearchState,
} from './internal/directoryStore.js'
export { ensureRecentWallets } from './internal/recentWallets.js'
// Messages
export { type MessageKey, messages } from './messages/en.js'
export { type MessageParameters, t } from './messages/t.js'
// RPC policy
export { explainTransactionError } from './rpc/explainTransactionError.js'
export { type FoyerEip1193Provider, type FoyerProviderEvent, getProvider } from './rpc/getProvider.js'
export {
  ALLOWED_RPC_METHODS,
  APPROVAL_RPC_METHODS,
  getRpcMethodKind,
  type RpcMethodKind,
  SAFE_RPC_METHODS,
} from './rpc/rpcPolicy.js'
export { filterTransactions, isSpamTransaction } from './selectors/filterTransactions.js'
// Selectors
export { type GetAccountReturnType, getAccount } from './selectors/getAccount.js'
export { getActiveChain } from './selectors/getActiveChain.js'
export {
  type GetConnectMethodsOrderReturnType,
  getConnectMethodsOrder,
} from './selectors/getConnectMethodsOrder.js'
export {
  type ConnectViewItem,
  type GetConnectorsForConnectViewReturnType,
  getConnectorsForConnectView,
} from './selectors/getConnectorsForConnectView.js'
export { findInstalledConnector, getInstalledConnectors } from './selectors/getInstalledWallets.js'
export { type GetNetworkReturnType, getNetwork } from './selectors/getNetwork.js'
export { getNetworkImageUrls } from './selectors/getNetworkImageUrls.js'
export { type AccountNft, getNftsFromTransactions } from './selectors/getNftsFromTransactions.js'
export { getTokenBalances, getTotalPortfolioValue } from './selectors/getTokenBalances.js'
export {
  groupTransactionsByDate,
  type TransactionGroup,
  toLocalDay,
} from './selectors/groupTransactionsByDate.js'
export { isConnected } from './selectors/isConnected.js'
// Send
export {
  canPreviewSend,
  editSend,
  estimateSendFee,
  finishSend,
  getSendFormErrors,
  loadSendTokens,
  previewSend,
  type SendFormErrors,
  sendTokens,
  setSendAmount,
  setSendMax,
  setSendReceiver,
  setSendToken,
} from './send/sendActions.js'
export { getSendStore, type SendState, type SendToken, type SentTransfer } from './send/sendStore.js'
export { encodeErc20Transfer, formatAmount, parseAmount } from './send/units.js'
export { createBackendSiwx } from './siwx/createBackendSiwx.js'
// Sign in with X
export {
  type CreateDefaultSiwxParameters,
  createDefaultSiwx,
  createSiwxNonce,
  toSiwxMessage,
} from './siwx/createDefaultSiwx.js'
export { formatSiwxMessage } from './siwx/formatSiwxMessage.js'
export { parseSiwxMessage } from './siwx/parseSiwxMessage.js'
export type {
  CreateBackendSiwxParameters,
  SiweConfig,
  Siwx,
  SiwxMessage,
  SiwxMessageData,
  SiwxSignedSession,
} from './siwx/types.js'
export { createStore, type Listener, type Store } from './store/createStore.js'
// Types (contracts)
export type * from './types/adapter.js'
export type * from './types/connector.js'
export type * from './types/foyer.js'
export type * from './types/network.js'
export type * from './types/options.js'
export type * from './types/state.js'
export {
  caipAccountIdRegex,
  caipNetworkIdRegex,
  isCaipReference,
} from './utils/caipGrammar.js'
// Utilities
export { chainIdToCoinType } from './utils/chainIdToCoinType.js'
export { checksumAddress, hasValidChecksum } from './utils/checksumAddress.js'
export { createMemoryStorage } from './utils/createMemoryStorage.js'
export { getExplorerAddressUrl, getExplorerTransactionUrl } from './utils/explorerUrls.js'
export { formatBalance } from './utils/formatBalance.js'
export { formatFiat } from './utils/formatFiat.js'
export { formatPendingCount, pendingTransactionsLimit } from './utils/formatPendingCount.js'
export { getTransactionSign, type TransactionSign } from './utils/getTransactionSign.js'
export { isCaipAddress } from './utils/isCaipAddress.js'
export { isCaipNetworkId } from './utils/isCaipNetworkId.js'
export { isEvmAddress } from './utils/isEvmAddress.js'
export { isMobile } from './utils/isMobile.js'
export { isSolanaAddress } from './utils/isSolanaAddress.js'
export { openHref } from './utils/openHref.js'
export { type ParseCaipAddressReturnType, parseCaipAddress } from './utils/parseCaipAddress.js'
export { type ParseCaipNetworkIdReturnType, parseCaipNetworkId } from './utils/parseCaipNetworkId.js'
export { shouldAddChain } from './utils/shouldAddChain.js'
export { type TruncateAddressParameters, truncateAddress } from './utils/truncateAddress.js'
export {
  formatWalletLink,
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
} from './utils/walletConnectPairing.js'
