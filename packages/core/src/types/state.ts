import type { ConnectedWalletInfo, Connector } from './connector.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace, Network } from './network.js'

/** The wallet link (or app) the user chose last for a pairing on a phone. */
export interface DeepLinkChoice {
  name: string
  href: string
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'
export type AccountTab = 'tokens' | 'nfts' | 'activity'

export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  iconUrl: string
  quantity: { decimals: string; numeric: string }
}

/** Network state of one namespace (spec section 3). */
export interface NetworkState {
  caipNetwork: Network | undefined
  requestedCaipNetworks: Network[]
  approvedCaipNetworkIds: CaipNetworkId[] | undefined
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[] | undefined
}

/** Account state of one namespace (spec section 3). */
export interface AccountState {
  status: ConnectionStatus
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  /** True while the native balance is being fetched. */
  balanceLoading: boolean
  profileName: string | null | undefined
  profileImage: string | null | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: TokenBalance[]
  smartAccountDeployed: boolean
  currentTab: AccountTab
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType
  socialProvider: string | undefined
  socialWindow: unknown
  farcasterUrl: string | undefined
  allAccounts: { address: string; type: AccountType }[]
  user: { email?: string | null; username?: string | null } | undefined
  /** Id of the connector this namespace is connected through. */
  connectorId: string | undefined
}

export interface ChainEntry {
  namespace: ChainNamespace
  networkState: NetworkState
  accountState: AccountState
}

export interface ChainsState {
  activeNamespace: ChainNamespace | undefined
  chains: Partial<Record<ChainNamespace, ChainEntry>>
  /**
   * Set while a switch to another namespace is in flight: the wallet's switch, or, when that namespace
   * has no connection yet, the Connect view offering its wallets until one connects (spec section 4).
   */
  isSwitchingNamespace: boolean
  /** The namespace being switched to while `isSwitchingNamespace`; undefined otherwise. */
  switchingNamespace: ChainNamespace | undefined
  connectors: Connector[]
}

export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'ConnectSocials'
  | 'ConnectingSocial'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'Networks'
  | 'SwitchNetwork'
  | 'WhatIsAWallet'
  | 'WalletSend'
  | 'GetWallet'
  | 'Receive'
  | 'OnRampProviders'
  | 'BuyInProgress'
  | 'Swap'
  | 'SwapSelectToken'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'EmailRecoveryPassword'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'

export interface RouterData {
  connectorId?: string
  /** The directory wallet shown by GetWallet (id and name). */
  wallet?: {
    id: string
    name: string
    /** For WalletConnect with a directory wallet: its image and links (spec section 3, Wallet). */
    imageUrl?: string | undefined
    mobileLink?: string | undefined
    desktopLink?: string | undefined
    webappLink?: string | undefined
  }
  network?: Network
  /** The name RegisterAccountNameSuccess announces. */
  name?: string
  /** The checkout BuyInProgress follows: its provider, what is bought, and its page. */
  onramp?: { provider: string; symbol: string; url: string }
  /** The side SwapSelectToken chooses for. */
  swapSide?: 'from' | 'to'
  /**
   * The email login in progress: the address the code (or the device link) went to, and when it was sent
   * (instance clock, for the resend countdown).
   */
  email?: { address: string; sentAt: number }
  /**
   * The social login in progress (ConnectingSocial, then EmailRecoveryPassword): its provider, the name
   * it gave for the user once it answered, and why it stopped (a coded error, in the page's language).
   */
  social?: {
    provider: string
    userName?: string | null | undefined
    error?: { code: string; message: string } | undefined
  }
  /** EmailRecoveryPassword: choose one (first login) or enter it (a new device). */
  recovery?: 'set' | 'enter'
  /**
   * The email change in progress (UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp): the current address
   * (its code comes first), the new one, and when both codes were sent (instance clock, for the resend
   * countdown).
   */
  emailUpdate?: { current: string; next: string; sentAt: number }
  /** ApproveTransaction: the request the embedded wallet is asked to sign. */
  approval?: { method: string; params?: unknown }
}

export interface RouterState {
  view: ViewName
  history: ViewName[]
  data: RouterData | undefined
}

export interface ModalState {
  open: boolean
  loading: boolean
  /** True for 500 ms after a failed action (spec section 4). */
  shake: boolean
}

export type ToastType = 'success' | 'error' | 'loading' | 'svg'

export interface ToastState {
  open: boolean
  type: ToastType
  message: string
  /** Increments on every new toast so that views can key animations. */
  id: number
}

export interface ConnectionError {
  code: string
  message: string
}

export interface RecentWallet {
  id: string
  rdns?: string
}

/** WalletConnect pairing status (spec sections 3 and 4). */
export interface WalletConnectState {
  /** The pairing URI shown as a QR code (`wc:...`). */
  uri: string | undefined
  /** When the URI expires, on the `options.now` clock (ms). */
  pairingExpiry: number | undefined
  /** True while the connector is (re)creating a pairing. */
  buffering: boolean
  /** True when the last pairing could not be created (relay unreachable...). */
  error: boolean
  linking: DeepLinkChoice | undefined
}

export interface ConnectionState {
  /** The connector currently being connected or switched through. */
  pendingConnectorId: string | undefined
  /** The last connect / switch error, shown in ConnectingExternal or SwitchNetwork with a retry. */
  error: ConnectionError | undefined
  recentWallets: RecentWallet[]
  /** True once the visitor ticked the legal checkbox (`features.legalCheckbox`); kept in storage. */
  legalAccepted?: boolean
  /** True once the connected account holds a sign-in session for its network (SIWX). */
  signedIn?: boolean
  /** WalletConnect pairing status; undefined until a WalletConnect connector reports one. */
  walletConnect?: WalletConnectState
}

export interface AlertState {
  /** Message key from the catalog, e.g. 'alert.projectIdNotConfigured'. */
  key: string | undefined
}
