import type { ResolvedChain } from './resolveChains.js'

/**
 * Names of NFT collections the server flags as spam wherever they are deployed: unsolicited
 * "airdrop" collections that lure people to phishing sites. Lower-case.
 */
const SPAM_COLLECTION_NAMES: ReadonlySet<string> = new Set(['free airdrop claim'])

/**
 * The server's spam list: a collection is spam when the chain's config flags it (`spam: true`) or
 * when its name is on the list of known spam collections (the devnet's 'Free Airdrop Claim').
 *
 * @example
 * isSpamCollection(chain, { address: '0x…', name: 'Free Airdrop Claim' }) // true
 */
export function isSpamCollection(
  chain: ResolvedChain,
  collection: { address: string; name: string | null },
): boolean {
  if (chain.nfts.get(collection.address.toLowerCase())?.spam === true) return true
  return collection.name !== null && SPAM_COLLECTION_NAMES.has(collection.name.trim().toLowerCase())
}
