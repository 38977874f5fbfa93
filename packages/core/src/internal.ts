// @foyer/core/internal: everything the React binding and the chain adapters need beyond the host face
// (stores' helpers, the message catalog, the wallet-request policy, the directory and WalletConnect
// helpers, every error class). Unversioned: hosts should not import it.

export {
  caipAccountIdRegex,
  caipNetworkIdRegex,
  checksumAddress,
  hasValidChecksum,
  isCaipReference,
} from '@foyer/protocol'
export {
  chooseWalletLink,
  getWalletLink,
  openWalletLink,
  type WalletLinkParameters,
} from './actions/chooseWalletLink.js'
export {
  connectEmail,
  continueRecovery,
  type EmailLoginStep,
  isEmailAddress,
  resendEmailOtp,
  verifyEmailOtp,
} from './actions/emailLogin.js'
export { type FetchConnectWalletsReturnType, fetchConnectWallets } from './actions/fetchConnectWallets.js'
export {
  type FetchWalletsPageParameters,
  type FetchWalletsReturnType,
  fetchWallets,
} from './actions/fetchWallets.js'
export {
  checkOnrampAmount,
  fetchOnrampPurchases,
  getOnrampOffer,
  loadOnrampOffer,
  type OnrampAmountProblem,
  type OnrampAsset,
  OnrampError,
  type OnrampOffer,
  type OnrampOrder,
  type OnrampPaymentMethod,
  type OnrampPrice,
  type OnrampProvider,
  type OnrampPurchase,
  quoteOnramp,
  startOnramp,
} from './actions/onramp.js'
export { prepareAdapters } from './actions/prepareAdapters.js'
export {
  canRegisterAccountName,
  checkNameLabel,
  fullName,
  type NameSuggestion,
  nameSuffix,
  type RegisterAccountNameErrorType,
  registerAccountName,
  suggestAccountNames,
} from './actions/registerAccountName.js'
export {
  type SearchWalletsParameters,
  type SearchWalletsReturnType,
  searchWallets,
  walletSearchTiming,
} from './actions/searchWallets.js'
export { setLegalAccepted } from './actions/setLegalAccepted.js'
export { shake } from './actions/shake.js'
export { signOutEverywhere } from './actions/signOutEverywhere.js'
export { executeSwap } from './actions/swap/executeSwap.js'
export { initSwap } from './actions/swap/initSwap.js'
export { previewSwap } from './actions/swap/previewSwap.js'
export { SWAP_QUOTE_DELAY_MS } from './actions/swap/quoteSwap.js'
export { editSwap, flipSwap, selectSwapToken, setSwapAmount, setSwapMax } from './actions/swap/swapForm.js'
export { SWAP_SLIPPAGE_PERCENT } from './actions/swap/swapParameters.js'
export {
  canUpdateEmail,
  EmailUpdateError,
  type EmailUpdateProblem,
  getEmailUpdate,
  resendUpdateEmailOtp,
  submitUpdateEmailPrimaryOtp,
  submitUpdateEmailSecondaryOtp,
  type UpdateEmailStep,
  updateEmail,
} from './actions/updateEmail.js'
export * from './api.js'
export * from './index.js'
export { cacheKeys, cacheLifetimes } from './kernel/cache/cacheKeys.js'
export {
  type CreateCacheParameters,
  type CreateCacheReturnType,
  createCache,
  type FoyerCache,
  type SiwxSession,
} from './kernel/cache/createCache.js'
export {
  balanceRetryDelayMs,
  type CreateRetryBlockParameters,
  type CreateRetryBlockReturnType,
  createRetryBlock,
  type RetryBlock,
} from './kernel/cache/createRetryBlock.js'
export type { TimedCache } from './kernel/cache/createTimedRecord.js'
export {
  FetchTransactionsError,
  NoServerError,
  TokenBalanceUnavailableError,
  TransactionsAccountRequiredError,
} from './kernel/errors/account.js'
export {
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidChainIdError,
} from './kernel/errors/caip.js'
export {
  AdapterNotFoundError,
  ConnectionAbortedError,
  ConnectorNotFoundError,
  DisconnectError,
  type ErrorParameters,
  ProviderNotFoundError,
  RemoveAdapterWhileConnectedError,
} from './kernel/errors/connection.js'
export {
  FrameAbortedError,
  FrameLoadError,
  FrameRequestError,
  InvalidEmailError,
} from './kernel/errors/frame.js'
export {
  InvalidNameError,
  type NameLabelProblem,
  NameRegistrationError,
  NameSuggestionsError,
} from './kernel/errors/names.js'
export {
  NetworkNotFoundError,
  RemoveLastNetworkError,
  UnsupportedChainError,
} from './kernel/errors/network.js'
export {
  InsufficientFundsError,
  InvalidSendCallsError,
  NotConnectedError,
  RequestNotSupportedError,
  RpcMethodNotAllowedError,
  SendNotSupportedError,
  TransactionFeeError,
  TransactionGasError,
  TransactionNonceError,
  TransactionRevertedError,
} from './kernel/errors/request.js'
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
} from './kernel/errors/rpc.js'
export {
  InvalidSiwxMessageError,
  SignatureDeclinedError,
  SiwxInitError,
  SiwxVerificationError,
  SmartAccountSignInError,
} from './kernel/errors/siwx.js'
export { SwapError, type SwapErrorStep } from './kernel/errors/swap.js'
export { toFoyerError } from './kernel/errors/toFoyerError.js'
export { InvalidRpcResponseError, RpcTimeoutError, RpcUnreachableError } from './kernel/errors/transport.js'
export {
  activeLocale,
  type CatalogLoader,
  type CatalogTexts,
  loadLocale,
  lookupMessage,
  registerCatalogLoader,
  registerEnglish,
  subscribeCatalog,
} from './kernel/messages/catalog.js'
export { type Catalog, type MessageKey, messages } from './kernel/messages/en.js'
export { fillMessage, setMessageFormatter } from './kernel/messages/fillMessage.js'
export { formatMessage, messagePlaceholders } from './kernel/messages/format.js'
export {
  isLanguageTag,
  type Locale,
  localeDirection,
  locales,
  matchLocale,
  type TextDirection,
} from './kernel/messages/locales.js'
export { type MessageParameters, t } from './kernel/messages/t.js'
export {
  ALLOWED_RPC_METHODS,
  APPROVAL_RPC_METHODS,
  getRpcMethodKind,
  type RpcMethodKind,
  SAFE_RPC_METHODS,
} from './kernel/requests/rpcPolicy.js'
export { createSiwxNonce, toSiwxMessage } from './kernel/siwx/siteSiwxMessage.js'
export {
  createStore,
  type Listener,
  readServerState,
  recordServerStates,
  type Store,
} from './kernel/store/createStore.js'
export { formatFiat } from './kernel/utils/formatFiat.js'
export { formatPendingCount, pendingTransactionsLimit } from './kernel/utils/formatPendingCount.js'
export { getTransactionSign, type TransactionSign } from './kernel/utils/getTransactionSign.js'
export { isMobile } from './kernel/utils/isMobile.js'
export { isSolanaAddress } from './kernel/utils/isSolanaAddress.js'
export {
  isNativeTokenAddress,
  NATIVE_TOKEN_ADDRESSES,
  withoutNativePlaceholder,
} from './kernel/utils/nativeTokenAddress.js'
export { openHref } from './kernel/utils/openHref.js'
export { shouldAddChain } from './kernel/utils/shouldAddChain.js'
export { formatAmount, parseAmount } from './kernel/utils/units.js'
export {
  formatWalletLink,
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
} from './kernel/utils/walletConnectPairing.js'
export { isSpamTransaction } from './selectors/filterTransactions.js'
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
export { getNetworkImageUrls } from './selectors/getNetworkImageUrls.js'
export { type AccountNft, getNftsFromTransactions } from './selectors/getNftsFromTransactions.js'
export { getPendingDirectoryRows } from './selectors/getPendingDirectoryRows.js'
export { canSwap, getSwapInputError } from './selectors/getSwapInputError.js'
export { type TransactionGroup, toLocalDay } from './selectors/groupTransactionsByDate.js'
export { isLegalPending } from './selectors/isLegalPending.js'
export { AUTH_CONNECTOR_ID, isEmailLoginEnabled } from './state/authConnector.js'
export { syncFrameTheme } from './state/authFrame.js'
export { getDirectoryChains, getWalletImageUrl } from './state/directoryApi.js'
export { type DirectoryState, findDirectoryWallet, type WalletSearchState } from './state/directoryStore.js'
export { readLegalAcceptance } from './state/legalAcceptance.js'
export { ensureRecentWallets } from './state/recentWallets.js'
export { getSwapStore } from './state/swapStore.js'
