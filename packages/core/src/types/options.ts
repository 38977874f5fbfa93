import type { ChainAdapter } from './adapter.js'
import type { Metadata } from './metadata.js'
import type { CaipNetworkId, Network } from './network.js'
import type { SiweConfig, Siwx } from './siwx.js'
import type { KeyValueStorage } from './storage.js'
import type { BasicWalletConnectConnector } from './walletConnect.js'

export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  socials: readonly string[] | false
}

export type { Metadata }

export type ThemeMode = 'light' | 'dark'

export interface ThemeVariables {
  '--foyer-accent'?: string
  '--foyer-color-mix'?: string
  '--foyer-color-mix-strength'?: number
  '--foyer-font-family'?: string
  '--foyer-font-size-master'?: string
  '--foyer-border-radius-master'?: string
  '--foyer-z-index'?: number
}

export type ConnectMethod = 'email' | 'social' | 'wallet'

/**
 * A wallet the host adds to the list, one the wallet directory does not have (its own app wallet, say).
 * It connects through WalletConnect with its links, like a directory wallet that is not installed.
 */
export interface CustomWallet {
  /** Unique among `customWallets`; a directory wallet with the same id is replaced by this one. */
  id: string
  name: string
  /** The wallet's website (http or https). */
  homepage?: string
  /** Its icon: an http(s) URL or a `data:image/…` URL. Without one (or when it fails to load), initials. */
  imageUrl?: string
  /** Opens the wallet app on a phone: an http(s) universal link or an app link such as `mywallet://`. */
  mobileLink?: string
  /** Opens the desktop app: an http(s) link or an app link such as `mywallet://`. */
  desktopLink?: string
  /** Its web app (http or https). */
  webappLink?: string
  /** Its App Store page (http or https). */
  appStore?: string
  /** Its Google Play page (http or https). */
  playStore?: string
}

export type { KeyValueStorage } from './storage.js'
export type { SiweConfig, Siwx }

export interface FoyerOptions {
  projectId: string
  networks: readonly Network[]
  defaultNetwork?: Network | CaipNetworkId
  metadata?: Metadata
  adapters?: readonly ChainAdapter[]
  /**
   * Basic WalletConnect mode (spec section 2): a site with no `adapters` gives `walletConnectBasic()` of
   * `@foyer/walletconnect` here, and its visitors connect through WalletConnect alone. The modal opens on
   * the WalletConnect QR code (All Wallets on a phone), and a wallet on a network the site did not request
   * is not sent to UnsupportedChain. With `adapters`, give the connector to them instead (refused here).
   */
  walletConnect?: BasicWalletConnectConnector
  features?: Partial<Features>
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  allowUnsupportedChain?: boolean
  enableEmbedded?: boolean
  disableAppend?: boolean
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  /**
   * Wallets not in the directory, listed in Connect after the featured wallets and in All Wallets (list
   * and search). `excludeWalletIds` and `featuredWalletIds` apply to them as to directory wallets.
   */
  customWallets?: CustomWallet[]
  connectMethodsOrder?: ConnectMethod[]
  /** The site's terms of service, linked from Connect (required with `features.legalCheckbox`, or the privacy policy). */
  termsConditionsUrl?: string
  /** The site's privacy policy, linked from Connect. */
  privacyPolicyUrl?: string
  /**
   * The page's Content-Security-Policy nonce. Foyer styles its shadow roots with constructed style
   * sheets, which a strict `style-src` allows; where a browser has none, its `<style>` elements carry it.
   */
  nonce?: string
  /**
   * The language of the modal, the buttons and core's messages, as a BCP 47 tag ('ar', 'pt-BR'):
   * the closest of Foyer's catalogs is used. Defaults to the browser's languages, in order, then
   * English. The language is the page's: with two instances, the last one set wins (`setLocale`).
   */
  locale?: string
  siweConfig?: SiweConfig
  siwx?: Siwx
  /** Base URL of the Foyer server (wallet directory, blockchain API, analytics). */
  apiUrl?: string
  /**
   * The secure login frame's page (email login, spec section 2), served by the Foyer server from an
   * origin of its own, never the site's (e.g. `https://frame.example.com/frame`). Email login
   * (`features.email`) is offered only with it.
   */
  authFrameUrl?: string
  /**
   * The secure login frame also logs what it does (its requests, the wallet it made, its storage) to the
   * browser's console, under the frame's origin: for a host debugging email login. Its warnings are
   * always logged. Default false.
   */
  enableLogger?: boolean
  /**
   * The Foyer server for visitors whose time zone is in mainland China, Hong Kong or Macau (spec
   * section 9's restricted time zones), where `apiUrl`'s host may be blocked: a mirror the site runs
   * there. Without it, every visitor uses `apiUrl`.
   */
  restrictedApiUrl?: string
  /**
   * Network images by CAIP network id (`'eip155:1'`) or chain id (`'1'`). A network's own `imageUrl`
   * wins; without either, the Foyer server's network image (GET /public/getAssetImage/{caipNetworkId}).
   */
  chainImages?: Record<string, string>
  /** Storage for caches (recent wallets, sessions). Defaults to localStorage in the browser, memory elsewhere. */
  storage?: KeyValueStorage
  /** Tells core whether it runs on a mobile device; defaults to a user-agent check. */
  isMobile?: () => boolean
  /**
   * Opens a wallet's deep link (WalletConnect on mobile: the chosen wallet app, for pairing and for each
   * request). Defaults to navigating the window; hosts in a webview can route it themselves.
   */
  openHref?: (href: string) => void
  /** Clock, replaceable in tests. */
  now?: () => number
  /** Called for each analytics event (the analytics client lands with the server issue). */
  onEvent?: (event: AnalyticsEvent) => void
  /**
   * Require the visitor's consent before any analytics event is sent to the Foyer server
   * (`setAnalyticsConsent(foyer, true)` records it). `onEvent` is local and is not affected.
   */
  consent?: { required: boolean }
}

export interface ResolvedOptions
  extends Omit<FoyerOptions, 'features' | 'defaultNetwork' | 'themeMode' | 'networks' | 'adapters'> {
  networks: readonly Network[]
  defaultNetwork: Network
  adapters: readonly ChainAdapter[]
  features: Features
  themeMode: ThemeMode
  siwx: Siwx | undefined
}

export type AnalyticsEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'SELECT_WALLET'
  | 'SEARCH_WALLET'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  | 'SIWX_AUTH_SUCCESS'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'SWAP_APPROVAL_ERROR'
  | 'SIWX_AUTH_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'

export interface AnalyticsEvent {
  event: AnalyticsEventName
  properties?: Record<string, unknown>
}
