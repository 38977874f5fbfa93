import { brandIcons } from './brandIcons.data.js'

// Real logos for the directory's images, from @web3icons/core (MIT), vendored in ./brandIcons.data.ts by
// scripts/vendorBrandIcons.mjs (./brandIconRules.ts says how each wallet, network and token is matched).
// The directory serves them where the set has the wallet, network or token, and its generated mark
// (renderMark) where it has not: the devnet's chains and tokens, currencies, and the wallets the set lacks.

const own = (map: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined

/** The logo of a directory wallet, by its name, as SVG text. */
export function walletLogo(name: string): string | undefined {
  return own(brandIcons.wallets, name)
}

/** The logo of a served network, by its CAIP-2 id (testnets and the local chains have none). */
export function networkLogo(caipNetworkId: string): string | undefined {
  return own(brandIcons.networks, caipNetworkId)
}

/** The logo of a token, by its symbol in any case (the devnet's own tokens have none). */
export function tokenLogo(symbol: string): string | undefined {
  return own(brandIcons.tokens, symbol.toUpperCase())
}
