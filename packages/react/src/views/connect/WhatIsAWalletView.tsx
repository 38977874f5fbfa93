import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useT } from '../../i18n/useT.js'

/** WhatIsAWallet: a short explanation for people new to wallets, and the way to get one (the directory). */
export function WhatIsAWalletView() {
  const t = useT()
  const foyer = useFoyerInstance()
  const directory = Boolean(foyer.options.apiUrl) && foyer.options.features.allWallets
  return (
    <div className="stack">
      <section className="center">
        <h3 className="headline">{t('whatIsAWallet.homeTitle')}</h3>
        <p className="muted">{t('whatIsAWallet.homeText')}</p>
      </section>
      <section className="center">
        <h3 className="headline">{t('whatIsAWallet.loginTitle')}</h3>
        <p className="muted">{t('whatIsAWallet.loginText')}</p>
      </section>
      {directory ? (
        <button type="button" className="button button-block" onClick={() => foyer.push('AllWallets')}>
          {t('whatIsAWallet.getWallet')}
        </button>
      ) : null}
    </div>
  )
}
