import type { Wallet } from '@foyer/protocol'
import type { Foyer } from '../types/foyer.js'
import type { CustomWallet } from '../types/options.js'

export interface GetCustomWalletsParameters {
  /** A wallet search's text: only the custom wallets whose name contains it (any case). */
  query?: string
}

export type GetCustomWalletsReturnType = Wallet[]

/** A custom wallet as the directory describes its wallets, so that the views list and open both alike. */
function toDirectoryWallet(wallet: CustomWallet): Wallet {
  const app = { ios: wallet.appStore, android: wallet.playStore }
  const entries = Object.entries({
    id: wallet.id,
    name: wallet.name,
    homepage: wallet.homepage,
    image_url: wallet.imageUrl,
    mobile_link: wallet.mobileLink,
    desktop_link: wallet.desktopLink,
    webapp_link: wallet.webappLink,
    app:
      app.ios || app.android ? Object.fromEntries(Object.entries(app).filter(([, link]) => link)) : undefined,
  }).filter(([, value]) => value !== undefined)
  return Object.fromEntries(entries) as Wallet
}

/**
 * The host's `customWallets` in the directory's wallet shape (spec section 3, Wallet), in the host's
 * order, leaving out those whose id is in `excludeWalletIds`; with a `query`, those whose name contains it.
 *
 * @example
 * getCustomWallets(foyer, { query: 'acme' })
 * // [{ id: 'acme', name: 'Acme Wallet', mobile_link: 'acme://', image_url: 'https://…' }]
 */
export function getCustomWallets(
  foyer: Foyer,
  { query = '' }: GetCustomWalletsParameters = {},
): GetCustomWalletsReturnType {
  const { customWallets = [], excludeWalletIds = [] } = foyer.options
  const text = query.trim().toLowerCase()
  return customWallets
    .filter((wallet) => !excludeWalletIds.includes(wallet.id))
    .filter((wallet) => wallet.name.toLowerCase().includes(text))
    .map(toDirectoryWallet)
}
