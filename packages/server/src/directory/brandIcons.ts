// Real logos for the directory's images, from @web3icons/core (MIT): its wallet, network and token SVGs,
// one module each under `svgs/{kind}/{variant}/{id}.svg.js`, whose default export is the SVG text. The
// directory serves them where the set has the wallet, network or token, and its generated mark
// (renderMark) where it has not: the devnet's chains and tokens, and the wallets the set lacks.

/** The kinds of image the set carries; wallets use its app-icon variant (the logo on its square). */
export type BrandIconKind = 'wallets' | 'networks' | 'tokens'

const variants: Record<BrandIconKind, string> = {
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
const networkIcons: Readonly<Record<string, string>> = {
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

/** The icon id of a served network, when the set has its logo (testnets and local chains have none). */
export function networkIconId(caipNetworkId: string): string | undefined {
  return networkIcons[caipNetworkId]
}

/** The icon ids to try for a token symbol: the set names token files by their upper-case symbol. */
export function tokenIconCandidates(symbol: string): string[] {
  return /^[A-Za-z0-9]{1,12}$/.test(symbol) ? [symbol.toUpperCase()] : []
}

type SvgModule = { default?: unknown }

/** Imports one icon module; a specifier in a variable, so that no bundler tries to include the set. */
async function importIcon(specifier: string): Promise<string | undefined> {
  try {
    const module = (await import(specifier)) as SvgModule
    return typeof module.default === 'string' && module.default.startsWith('<svg')
      ? module.default
      : undefined
  } catch {
    // Not in the set (ERR_PACKAGE_PATH_NOT_EXPORTED or ERR_MODULE_NOT_FOUND): the caller draws a mark.
    return undefined
  }
}

/**
 * The first of `ids` that the set has an SVG for, as SVG text, or undefined.
 *
 * @example
 * await loadBrandIcon('wallets', walletIconCandidates('MetaMask')) // '<svg …>'
 */
export async function loadBrandIcon(
  kind: BrandIconKind,
  ids: readonly string[],
): Promise<string | undefined> {
  for (const id of ids) {
    if (!/^[A-Za-z0-9-]+$/.test(id)) continue
    const svg = await importIcon(`@web3icons/core/svgs/${kind}/${variants[kind]}/${id}.svg.js`)
    if (svg) return svg
  }
  return undefined
}
