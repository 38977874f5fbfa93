import { getEmbeddedAccountType, setPreferredAccountType, toFoyerError } from '@foyer/core/views'
import { useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'

/**
 * The embedded wallet's account type on the account view (issue #29): the real type of the active
 * account ('Smart account' or 'EOA'), and on a network where the wallet has a smart account, the switch
 * to the other one ('Switch to your EOA' / 'Switch to your smart account'), busy while it runs. A failed
 * switch falls back to the EOA, and core's toast says so. Nothing for any other account.
 */
export function AccountType() {
  const foyer = useFoyerInstance()
  const t = useT()
  const view = useStoreSelector(foyer.stores.chains, () => getEmbeddedAccountType(foyer))
  const [switching, setSwitching] = useState(false)
  if (!view) return null

  const label = view.type === 'smartAccount' ? t('account.type.smartAccount') : t('account.type.eoa')
  const switchTo = view.switchTo
  const change = () => {
    if (!switchTo || switching) return
    setSwitching(true)
    setPreferredAccountType(foyer, { type: switchTo })
      .catch((error: unknown) => {
        const failure = toFoyerError(error)
        // The failed switch itself was already said (its toast, after the fallback to the EOA).
        if (failure.code !== 'ACCOUNT_TYPE_SWITCH_FAILED')
          foyer.showToast({ type: 'error', message: failure.shortMessage })
      })
      .finally(() => setSwitching(false))
  }

  return (
    <>
      <p className="muted account-type">
        <span className="visually-hidden">{t('account.type')} </span>
        <span>{label}</span>
      </p>
      {switchTo ? (
        <button
          type="button"
          className="link-button"
          onClick={change}
          disabled={switching}
          aria-busy={switching}
        >
          {switching
            ? t('account.switchingType')
            : switchTo === 'eoa'
              ? t('account.switchToEoa')
              : t('account.switchToSmartAccount')}
        </button>
      ) : null}
    </>
  )
}
