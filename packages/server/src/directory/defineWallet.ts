import { sha256Hex } from './sha256Hex.js'
import type { DirectoryWallet, WalletApp, WalletNamespace } from './types.js'

/** A curated wallet as written in `wallets.ts`; `defineWallet` fills in ids and empty fields. */
export interface WalletSource {
  name: string
  homepage: string
  /** Defaults to the name in kebab case. */
  slug?: string
  mobile?: string
  desktop?: string
  webapp?: string
  app?: Partial<WalletApp>
  rdns?: string
  injected?: readonly (readonly [injectedId: string, namespace: WalletNamespace])[]
  chains: readonly string[]
  certified?: boolean
}

const emptyApp: WalletApp = {
  browser: null,
  ios: null,
  android: null,
  mac: null,
  windows: null,
  linux: null,
  chrome: null,
  firefox: null,
  safari: null,
  edge: null,
  opera: null,
}

/** 'Crypto.com DeFi Wallet' → 'crypto-com-defi-wallet'. */
function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Builds the directory entry of a curated wallet. The id is sha256 of the slug (64 hex, like the
 * public directories); the image id is UUID-shaped and derived from the slug too, so both are stable
 * across releases as long as the slug is.
 *
 * @example
 * defineWallet({ name: 'Rabby', homepage: 'https://rabby.io/', chains: ['eip155:1'] }, 10).id
 * // sha256('rabby')
 */
export function defineWallet(source: WalletSource, order: number): DirectoryWallet {
  const slug = source.slug ?? slugify(source.name)
  const imageHash = sha256Hex(`foyer-wallet-image:${slug}`)
  return {
    id: sha256Hex(slug),
    name: source.name,
    slug,
    homepage: source.homepage,
    image_id: [
      imageHash.slice(0, 8),
      imageHash.slice(8, 12),
      imageHash.slice(12, 16),
      imageHash.slice(16, 20),
      imageHash.slice(20, 32),
    ].join('-'),
    image_url: '',
    mobile_link: source.mobile ?? null,
    desktop_link: source.desktop ?? null,
    webapp_link: source.webapp ?? null,
    app: { ...emptyApp, ...source.app },
    injected: source.injected
      ? source.injected.map(([injected_id, namespace]) => ({ injected_id, namespace }))
      : null,
    rdns: source.rdns ?? null,
    chains: [...new Set(source.chains)],
    badge_type: source.certified ? 'certified' : 'none',
    order,
  }
}
