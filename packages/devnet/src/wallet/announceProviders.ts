import type { DevWallet } from './createDevWallet.js'

/**
 * EIP-6963: announces each wallet that has not vanished once now, and again on every
 * `eip6963:requestProvider`. Returns a function that stops answering.
 */
export function announceProviders(target: Window, wallets: readonly DevWallet[]): () => void {
  const details = new Map(
    wallets.map((wallet) => [
      wallet,
      Object.freeze({ info: Object.freeze({ ...wallet.info }), provider: wallet.provider }),
    ]),
  )
  // The page's own CustomEvent (a constructor from another realm would not dispatch in every DOM).
  const { CustomEvent } = target as Window & typeof globalThis
  const announce = () => {
    for (const wallet of wallets) {
      if (wallet.vanished) continue
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: details.get(wallet) }))
    }
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
