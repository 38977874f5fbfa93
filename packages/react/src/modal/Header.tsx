import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useT } from '../i18n/useT.js'
import { BackIcon, CloseIcon, HelpIcon } from '../ui/icons.js'
import { viewTitle } from './viewTitle.js'

export const titleId = 'foyer-modal-title'

/** Title of the view (labels the dialog), Back when there is history, '?' on Connect, and Close. */
export function Header() {
  const foyer = useFoyerInstance()
  const t = useT()
  const router = useStoreSelector(foyer.stores.router, (state) => state)
  const connectors = useStoreSelector(foyer.stores.chains, (state) => state.connectors)
  const title = viewTitle(t, router.view, router.data, connectors)
  const signedIn = useStoreSelector(foyer.stores.connection, (state) => state.signedIn)
  // The close guard of spec section 2: no Close (and no Back) while a required sign-in is pending.
  const guarded =
    (router.view === 'SIWXSignMessage' || router.view === 'ApproveTransaction') &&
    Boolean(foyer.options.siwx?.getRequired?.()) &&
    signedIn !== true
  const canGoBack = router.history.length > 1 && !guarded

  let start = null
  if (canGoBack) {
    start = (
      <button
        type="button"
        className="icon-button"
        aria-label={t('modal.back')}
        onClick={() => foyer.goBack()}
      >
        <BackIcon />
      </button>
    )
  } else if (router.view === 'Connect') {
    start = (
      <button
        type="button"
        className="icon-button"
        aria-label={t('modal.help')}
        onClick={() => foyer.push('WhatIsAWallet')}
      >
        <HelpIcon />
      </button>
    )
  }

  // Not a <header>: that is a banner landmark, and the host page has its own (axe:
  // landmark-no-duplicate-banner); the dialog is named by the title below.
  return (
    <div className="header">
      <div>{start}</div>
      <h2 id={titleId} key={title} className="title">
        {router.view === 'Account' ? <span className="visually-hidden">{title}</span> : title}
      </h2>
      <div>
        {guarded ? null : (
          <button
            type="button"
            className="icon-button"
            aria-label={t('modal.close')}
            onClick={() => foyer.close()}
          >
            <CloseIcon />
          </button>
        )}
      </div>
    </div>
  )
}
