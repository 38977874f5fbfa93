import { useT } from '../i18n/useT.js'

/** WhatIsAWallet: a short explanation for people new to wallets. */
export function WhatIsAWalletView() {
  const t = useT()
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
    </div>
  )
}
