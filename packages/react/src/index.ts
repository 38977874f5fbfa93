export { AccountButton, type AccountButtonProps } from './components/AccountButton.js'
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton.js'
export { NetworkButton, type NetworkButtonProps } from './components/NetworkButton.js'
export { FoyerProviderMissingError } from './errors.js'
export { FoyerProvider, type FoyerProviderProps } from './FoyerProvider.js'
export { type UseDisconnectReturnType, useDisconnect } from './hooks/useDisconnect.js'
export { type UseFoyerReturnType, useFoyer } from './hooks/useFoyer.js'
export {
  type EmbeddedWalletInfo,
  type UseFoyerAccountParameters,
  type UseFoyerAccountReturnType,
  useFoyerAccount,
} from './hooks/useFoyerAccount.js'
export { useFoyerInstance } from './hooks/useFoyerInstance.js'
export { type UseFoyerNetworkReturnType, useFoyerNetwork } from './hooks/useFoyerNetwork.js'
export { type UseFoyerProviderReturnType, useFoyerProvider } from './hooks/useFoyerProvider.js'
export { type UseFoyerStateReturnType, useFoyerState } from './hooks/useFoyerState.js'
export { type UseWalletInfoReturnType, useWalletInfo } from './hooks/useWalletInfo.js'
export { type UiMessageKey, uiMessages } from './i18n/en.js'
export { type FoyerMessageKey, type TranslateParameters, t } from './i18n/t.js'
export { useFoyerLocale, useT } from './i18n/useT.js'
export { darkTheme } from './theme/darkTheme.js'
export { lightTheme } from './theme/lightTheme.js'
export { resolveTheme } from './theme/resolveTheme.js'
export { themeToCssVars } from './theme/themeToCssVars.js'
export type { Theme, ThemeCssVars } from './theme/types.js'
