import type { Wallet } from '@foyer/protocol'
import type { Foyer } from '../types/foyer.js'
import type { CustomWallet } from '../types/options.js'

export interface GetCustomWalletsParameters {
  /** A wallet search's text: only the custom wallets whose name contains it (any case). */
  query?: string
}

export type GetCustomWalletsReturnType = Wallet[]

/** Only the fields that have a value (the directory's wallets leave absent links out, too). */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>
}

/** A custom wallet as the directory describes its wallets, so that the views list and open both alike. */
function toDirectoryWallet(wallet: CustomWallet): Wallet {
  const app = defined({ ios: wallet.appStore, android: wallet.playStore })
  return {
    id: wallet.id,
    name: wallet.name,
    ...defined({
      homepage: wallet.homepage,
      image_url: wallet.imageUrl,
      mobile_link: wallet.mobileLink,
      desktop_link: wallet.desktopLink,
      webapp_link: wallet.webappLink,
    }),
    ...(Object.keys(app).length > 0 ? { app } : {}),
  }
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
