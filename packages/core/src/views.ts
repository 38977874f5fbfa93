// @foyer/core/views: what the React binding's views need beyond `@foyer/core` (the host face) and
// `@foyer/core/messages` (the catalog): the flows and selectors behind Connect, email login, names,
// swap and on-ramp, and the errors those views word. Unversioned: hosts should not import it.
export { getWalletLink, openWalletLink } from './actions/chooseWalletLink.js'
export { connectSocial } from './actions/connectSocial.js'
export { continueRecovery, resendEmailOtp, verifyEmailOtp } from './actions/emailLogin.js'
export { fetchConnectWallets } from './actions/fetchConnectWallets.js'
export { fetchWallets } from './actions/fetchWallets.js'
export { loadLoginFlows } from './actions/loadLoginFlows.js'
export {
  checkOnrampAmount,
  fetchOnrampPurchases,
  getOnrampOffer,
  type OnrampAsset,
  type OnrampOffer,
  type OnrampPaymentMethod,
  type OnrampPrice,
  type OnrampProvider,
  type OnrampPurchase,
  quoteOnramp,
  startOnramp,
} from './actions/onramp.js'
export { prepareAdapters } from './actions/prepareAdapters.js'
export { prepareServerClients } from './actions/prepareServerClients.js'
export {
  canRegisterAccountName,
  checkNameLabel,
  fullName,
  type NameSuggestion,
  nameSuffix,
  registerAccountName,
  suggestAccountNames,
} from './actions/registerAccountName.js'
export { searchWallets } from './actions/searchWallets.js'
export { setLegalAccepted } from './actions/setLegalAccepted.js'
export {
  type SetPreferredAccountTypeErrorType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from './actions/setPreferredAccountType.js'
export { canSignOutEverywhere, signOutEverywhere } from './actions/signOutEverywhere.js'
export { executeSwap } from './actions/swap/executeSwap.js'
export { initSwap } from './actions/swap/initSwap.js'
export { previewSwap } from './actions/swap/previewSwap.js'
export { editSwap, flipSwap, selectSwapToken, setSwapAmount, setSwapMax } from './actions/swap/swapForm.js'
export { SWAP_SLIPPAGE_PERCENT } from './actions/swap/swapParameters.js'
export {
  canUpdateEmail,
  EmailUpdateError,
  getEmailUpdate,
  resendUpdateEmailOtp,
  submitUpdateEmailPrimaryOtp,
  submitUpdateEmailSecondaryOtp,
  updateEmail,
} from './actions/updateEmail.js'
export { ProviderNotFoundError } from './kernel/errors/connection.js'
export { FrameRequestError, InvalidEmailError, SocialLoginError } from './kernel/errors/frame.js'
export { InvalidNameError } from './kernel/errors/names.js'
export { SwapError } from './kernel/errors/swap.js'
export { toFoyerError } from './kernel/errors/toFoyerError.js'
export { readServerState, type Store } from './kernel/store/createStore.js'
export { afterPaint } from './kernel/utils/afterPaint.js'
export { formatFiat } from './kernel/utils/formatFiat.js'
export { formatPendingCount } from './kernel/utils/formatPendingCount.js'
export { getTransactionSign } from './kernel/utils/getTransactionSign.js'
export { isEmailAddress } from './kernel/utils/isEmailAddress.js'
export { isMobile } from './kernel/utils/isMobile.js'
export { lazyFormat, lazyFormatPer } from './kernel/utils/lazyFormat.js'
export { shareLoad } from './kernel/utils/shareLoad.js'
export { canOfferSend } from './selectors/canOfferSend.js'
export { canOfferSwaps } from './selectors/canOfferSwaps.js'
export {
  accountTypeOf,
  type EmbeddedAccountTypeView,
  getEmbeddedAccountType,
} from './selectors/getAccountType.js'
export { getAllWalletsEntries } from './selectors/getAllWalletsEntries.js'
export { getConnectDirectoryWallets } from './selectors/getConnectDirectoryWallets.js'
export { getConnectMethodsOrder } from './selectors/getConnectMethodsOrder.js'
export { getConnectorsForConnectView } from './selectors/getConnectorsForConnectView.js'
export { getFarcasterUrl } from './selectors/getFarcasterUrl.js'
export { findInstalledConnector, getInstalledConnectors } from './selectors/getInstalledWallets.js'
export { getNetworkImageUrls } from './selectors/getNetworkImageUrls.js'
export { getPendingDirectoryRows } from './selectors/getPendingDirectoryRows.js'
export { getSocialProviders } from './selectors/getSocialProviders.js'
export { canSwap, getSwapInputError, type SwapAccountKind } from './selectors/getSwapInputError.js'
export { toLocalDay } from './selectors/groupTransactionsByDate.js'
export { isLegalPending } from './selectors/isLegalPending.js'
export { showsBalances } from './selectors/showsBalances.js'
export { readLegalAcceptance } from './state/connection/legalAcceptance.js'
export { ensureRecentWallets } from './state/connection/recentWallets.js'
export { getWalletImageUrl } from './state/directory/directoryApi.js'
export { type DirectoryState, findDirectoryWallet } from './state/directory/directoryStore.js'
export { syncFrameTheme } from './state/email/authFrame.js'
export {
  isSocialProvider,
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './state/social/socialProviders.js'
export { getSwapStore } from './state/swap/swapStore.js'
