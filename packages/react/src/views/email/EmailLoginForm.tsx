import { loadLoginFlows } from '@foyer/core/views'
import { useT } from '../../i18n/useT.js'
import { EmailForm } from './EmailForm.js'

/**
 * Connect's email field (spec section 2, connect methods): Continue asks the secure frame to mail a code
 * and EmailVerifyOtp follows. An address that cannot be one is refused before anything is sent; the
 * frame's errors ('Please try again after 12 seconds', 'Unable to load email login dependency') show
 * under the field, which keeps what was typed, and Continue tries again.
 */
export function EmailLoginForm() {
  const t = useT()
  return (
    <EmailForm
      // Kept by the instance: going to a wallet and back does not lose it.
      field="loginEmail"
      // The flow's code loads with the first Continue (Connect asks for it at idle before).
      send={(instance, address) =>
        loadLoginFlows().then(({ connectEmail }) => connectEmail(instance, { email: address }))
      }
      label={t('email.label')}
      sendingText={t('email.sending')}
      inline
      className="stack email-login"
    />
  )
}
