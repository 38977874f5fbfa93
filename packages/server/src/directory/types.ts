/** Chain families a wallet can be injected into (the spec's namespaces). */
export type WalletNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot'

/** `badge_type` of a directory entry: 'certified' marks wallets the Foyer curators have checked. */
export type BadgeType = 'none' | 'certified'

/** Where to get the wallet, per platform: a store or download URL, or null when there is none. */
export interface WalletApp {
  browser: string | null
  ios: string | null
  android: string | null
  mac: string | null
  windows: string | null
  linux: string | null
  chrome: string | null
  firefox: string | null
  safari: string | null
  edge: string | null
  opera: string | null
}

/** How an installed wallet shows itself in the page (a provider flag such as `isMetaMask`). */
export interface WalletInjection {
  injected_id: string
  namespace: WalletNamespace
}

/**
 * One wallet of the directory, as `GET /getWallets` answers it: every field of the spec's Wallet
 * entity (section 3) plus what a directory needs to list, order and link it.
 */
export interface DirectoryWallet {
  /** 64 hex characters: sha256 of the slug. */
  id: string
  name: string
  slug: string
  homepage: string
  /** Key of the generated mark: `GET /getWalletImage/{image_id}`. */
  image_id: string
  /** Always '': the client builds the image URL from `image_id`. */
  image_url: string
  /** Universal link (https://…) or custom scheme (`trust://`); null for extension-only wallets. */
  mobile_link: string | null
  /** Custom scheme of a desktop app, or null. */
  desktop_link: string | null
  /** https URL of a web wallet, or null. */
  webapp_link: string | null
  app: WalletApp
  injected: WalletInjection[] | null
  /** Reverse-DNS name announced through EIP-6963, or null. */
  rdns: string | null
  /** CAIP-2 network ids (`eip155:1`, `solana:5eykt4…`, `bip122:0000…`). */
  chains: string[]
  badge_type: BadgeType
  /** Position in the curated list (ascending). */
  order: number
}

/** The parsed query of `GET /getWallets`. */
export interface GetWalletsQuery {
  page: number
  entries: number
  chains: string[]
  include: string[]
  exclude: string[]
  search: string
  badgeType: BadgeType | undefined
}

/** The answer of `GET /getWallets`: `count` is the total after filters, `data` the requested page. */
export interface GetWalletsResponse {
  count: number
  data: DirectoryWallet[]
}
