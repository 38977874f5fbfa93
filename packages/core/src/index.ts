// @foyer/core for host sites: create an instance, run the flows, read state through selectors, and the
// errors and types they come with (the adapter contract included). Beyond it, adapters use
// `@foyer/core/adapter`, the React views `@foyer/core/views`, both `@foyer/core/messages` (the catalog);
// code that wants the HTTP clients of the Foyer server uses `@foyer/core/api`.
export type { Balance, Identity, Transaction, Transactions, Wallet } from '@foyer/protocol'
export {
  type AddNetworkErrorType,
  type AddNetworkParameters,
  type AddNetworkReturnType,
  addNetwork,
} from './actions/addNetwork.js'
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
  canPreviewSend,
  editSend,
  estimateSendFee,
  finishSend,
  getSendFormErrors,
  loadSendTokens,
  previewSend,
  type SendFormErrors,
  setSendAmount,
  setSendMax,
  setSendReceiver,
  setSendToken,
} from './actions/send.js'
export { sendTokens } from './actions/sendTokens.js'
export { setAccountTab } from './actions/setAccountTab.js'
export {
  type AnalyticsConsent,
  getAnalyticsConsent,
  setAnalyticsConsent,
} from './actions/setAnalyticsConsent.js'
export { setLocale } from './actions/setLocale.js'
export { cancelSignIn, checkSignIn, type SignInErrorType, signIn } from './actions/signIn.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './actions/switchNetwork.js'
export { createBackendSiwx } from './api/siwx/createBackendSiwx.js'
export {
  type CreateFoyerErrorType,
  type CreateFoyerParameters,
  type CreateFoyerReturnType,
  createFoyer,
} from './createFoyer.js'
export { FoyerError, type FoyerErrorParameters } from './kernel/errors/base.js'
export { CodeLoadError } from './kernel/errors/codeLoad.js'
export { InvalidOptionsError } from './kernel/errors/config.js'
export { UserRejectedRequestError } from './kernel/errors/rpc.js'
export { type Locale, locales, type TextDirection } from './kernel/messages/locales.js'
export { createDefaultSiwx } from './kernel/siwx/createDefaultSiwx.js'
export { formatSiwxMessage } from './kernel/siwx/formatSiwxMessage.js'
export { parseSiwxMessage } from './kernel/siwx/parseSiwxMessage.js'
export { createMemoryStorage } from './kernel/storage/createMemoryStorage.js'
export { getExplorerAddressUrl, getExplorerTransactionUrl } from './kernel/utils/explorerUrls.js'
export { formatBalance } from './kernel/utils/formatBalance.js'
export { isCaipAddress } from './kernel/utils/isCaipAddress.js'
export { isCaipNetworkId } from './kernel/utils/isCaipNetworkId.js'
export { type ParseCaipAddressReturnType, parseCaipAddress } from './kernel/utils/parseCaipAddress.js'
export { type ParseCaipNetworkIdReturnType, parseCaipNetworkId } from './kernel/utils/parseCaipNetworkId.js'
export { type TruncateAddressParameters, truncateAddress } from './kernel/utils/truncateAddress.js'
export { filterTransactions } from './selectors/filterTransactions.js'
export { type GetAccountReturnType, getAccount } from './selectors/getAccount.js'
export { getAccountTabs } from './selectors/getAccountTabs.js'
export { getActiveChain } from './selectors/getActiveChain.js'
export { type GetNetworkReturnType, getNetwork } from './selectors/getNetwork.js'
export { getTokenBalances, getTotalPortfolioValue } from './selectors/getTokenBalances.js'
export { groupTransactionsByDate } from './selectors/groupTransactionsByDate.js'
export { isConnected } from './selectors/isConnected.js'
export type { AccountDataState, FetchStatus } from './state/accountData/accountDataStore.js'
export {
  type FoyerEip1193Provider,
  type FoyerProviderEvent,
  getProvider,
} from './state/chains/getProvider.js'
export type {
  SendSimulation,
  SendState,
  SendToken,
  SentTransfer,
  SimulatedChange,
} from './state/send/sendStore.js'
export type * from './types/adapter.js'
export type * from './types/connector.js'
export type * from './types/forms.js'
export type * from './types/foyer.js'
export type * from './types/network.js'
export type * from './types/options.js'
export type {
  CreateBackendSiwxParameters,
  CreateDefaultSiwxParameters,
  SiweConfig,
  Siwx,
  SiwxAddSessionOptions,
  SiwxMessage,
  SiwxMessageData,
  SiwxSignedSession,
  SiwxVerifier,
} from './types/siwx.js'
export type * from './types/state.js'
export type * from './types/swap.js'
export type * from './types/walletConnect.js'
