import { getChainEntry, namespaceServing } from '../state/chains/chainState.js'
import type { Foyer } from '../types/foyer.js'

/**
 * The Farcaster sign-in link of the login under way (`connectFarcaster`), which ConnectingFarcaster shows
 * as a QR code and a link: the embedded wallet's account state `farcasterUrl`, or undefined while the
 * frame opens the channel, after a failure and once the visitor left the view.
 *
 * @example
 * const url = getFarcasterUrl(foyer) // 'https://farcaster.xyz/~/siwf?channelToken=…'
 */
export function getFarcasterUrl(foyer: Foyer): string | undefined {
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  return namespace ? getChainEntry(foyer, namespace)?.accountState.farcasterUrl : undefined
}
