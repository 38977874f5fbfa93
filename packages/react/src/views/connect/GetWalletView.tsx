import type { Wallet } from '@foyer/core'
import { findDirectoryWallet, getWalletImageUrl } from '@foyer/core/views'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { WalletImage } from '../../ui/WalletImage.js'

const appKeys = {
  chrome: 'getWallet.app.chrome',
  firefox: 'getWallet.app.firefox',
  safari: 'getWallet.app.safari',
  edge: 'getWallet.app.edge',
  opera: 'getWallet.app.opera',
  browser: 'getWallet.app.browser',
  ios: 'getWallet.app.ios',
  android: 'getWallet.app.android',
  mac: 'getWallet.app.mac',
  windows: 'getWallet.app.windows',
  linux: 'getWallet.app.linux',
} as const

type LinkKey =
  | 'getWallet.desktop'
  | 'getWallet.mobile'
  | 'getWallet.webapp'
  | 'getWallet.homepage'
  | (typeof appKeys)[keyof typeof appKeys]

/** Only absolute http(s) URLs become links; anything else from the directory is ignored. */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    // Not an absolute URL (a deep-link scheme fragment, garbage): not rendered.
    return undefined
  }
}

function walletLinks(wallet: Wallet): { key: LinkKey; href: string }[] {
  const stores = Object.entries(appKeys).map(([platform, key]): [LinkKey, string | null | undefined] => [
    key,
    wallet.app?.[platform],
  ])
  const candidates: [LinkKey, string | null | undefined][] = [
    ['getWallet.desktop', wallet.desktop_link],
    ['getWallet.mobile', wallet.mobile_link],
    ['getWallet.webapp', wallet.webapp_link],
    ...stores,
    ['getWallet.homepage', wallet.homepage],
  ]
  const seen = new Set<string>()
  return candidates.flatMap(([key, value]) => {
    const href = safeHttpUrl(value)
    if (!href || seen.has(href)) return []
    seen.add(href)
    return [{ key, href }]
  })
}

/**
 * GetWallet: how to get a directory wallet that is not installed: its desktop, mobile and web app links,
 * its browser-extension and app-store pages and its website from the directory entry, each opening in a new tab. Only http(s) links are shown.
 */
export function GetWalletView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const id = useStoreSelector(foyer.stores.router, (state) => state.data?.wallet?.id)
  const wallet = id ? findDirectoryWallet(foyer, id) : undefined

  if (!wallet) return <p className="muted center">{t('getWallet.notFound')}</p>
  const links = walletLinks(wallet)

  return (
    <div className="stack">
      <div className="center">
        <WalletImage src={getWalletImageUrl(foyer, wallet)} className="wallet-image wallet-image-large" />
        <p className="muted">{t('getWallet.intro', { wallet: wallet.name })}</p>
      </div>
      {links.length === 0 ? (
        <p className="muted center">{t('getWallet.noLinks')}</p>
      ) : (
        <ul className="stack" aria-label={t('getWallet.linksLabel', { wallet: wallet.name })}>
          {links.map(({ key, href }) => (
            <li key={key}>
              <a className="row" href={href} target="_blank" rel="noopener noreferrer">
                <span className="row-label">{t(key)}</span>
                <span className="visually-hidden"> {t('getWallet.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
