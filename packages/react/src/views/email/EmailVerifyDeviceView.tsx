import { resendEmailOtp, toFoyerError } from '@foyer/core/views'
import { useState } from 'react'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { emailSlot, WithEmailAddress } from '../../ui/EmailAddress.js'

/**
 * EmailVerifyDevice: the account is known but this device is not, so the Foyer server mailed a link that
 * approves it. Once the visitor opened it (on any device), Continue asks again and the code follows
 * (EmailVerifyOtp). Asked before the link was opened, the server answers with its 30 s wait, shown here.
 */
export function EmailVerifyDeviceView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const email = useStoreSelector(foyer.stores.router, (state) => state.data?.email)
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string>()
  if (!email) return null

  const proceed = async () => {
    setAsking(true)
    setError(undefined)
    try {
      await resendEmailOtp(foyer)
    } catch (cause) {
      setError(toFoyerError(cause).shortMessage)
    } finally {
      setAsking(false)
    }
  }

  return (
    <div className="stack">
      <p className="muted center">
        <WithEmailAddress text={t('emailDevice.text', { email: emailSlot })} address={email.address} />
      </p>
      <p className="muted center" role="status">
        {asking ? t('email.sending') : ''}
      </p>
      {error ? (
        <p className="error-text center" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="button button-block" disabled={asking} onClick={proceed}>
        {t('emailDevice.continue')}
      </button>
    </div>
  )
}
