// How the directory's wallets, networks and tokens are matched with @web3icons/core's icons (MIT): its
// wallet, network and token SVGs, one module each under `svgs/{kind}/{variant}/{id}.svg.js`.
// scripts/vendorBrandIcons.mjs applies these rules to the set once and writes ./brandIcons.data.ts, so
// that the server serves the logos without installing the set.

/** The kinds of image the set carries; wallets use its app-icon variant (the logo on its square). */
export type BrandIconKind = 'wallets' | 'networks' | 'tokens'

export const variants: Record<BrandIconKind, string> = {
  wallets: 'background',
  networks: 'branded',
  tokens: 'branded',
}

/** Directory names whose icon the slug rules below do not find. */
const walletAliases: Readonly<Record<string, string>> = {
  'MEW wallet': 'my-ether-wallet',
  TokenPocket: 'token-pocket',
  'Ledger Live': 'ledger',
  'Trezor Suite': 'trezor',
  'Wallet 3': 'wallet-3',
}

/** CAIP-2 network ids of the served networks and their icon ids in the set. */
export const networkIconIds: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:10': 'optimism',
  'eip155:42161': 'arbitrum-one',
  'eip155:137': 'polygon',
  'eip155:42220': 'celo',
  'eip155:1313161554': 'aurora',
  'eip155:56': 'binance-smart-chain',
  'eip155:43114': 'avalanche',
  'eip155:324': 'zksync',
  'eip155:100': 'gnosis',
  'eip155:8453': 'base',
  'eip155:7777777': 'zora',
  'eip155:250': 'fantom',
  'eip155:8217': 'kaia',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'polkadot',
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * The icon ids to try for a directory wallet, best first: its alias, its name as a slug, and the name
 * without a trailing 'Wallet', 'App' or 'Suite' ('Trust Wallet' → 'trust-wallet', 'trust').
 */
export function walletIconCandidates(name: string): string[] {
  const alias = walletAliases[name]
  const full = slug(name)
  const short = slug(name.replace(/\s+(wallet|app|suite)$/i, ''))
  return [...new Set([alias, full, short].filter((id): id is string => Boolean(id)))]
}

/** The icon ids to try for a token symbol: the set names token files by their upper-case symbol. */
export function tokenIconCandidates(symbol: string): string[] {
  return /^[A-Za-z0-9]{1,12}$/.test(symbol) ? [symbol.toUpperCase()] : []
}
