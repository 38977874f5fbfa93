import { getAccount } from '@foyer/core'
import { updateEmail } from '@foyer/core/views'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { emailSlot, WithEmailAddress } from '../../ui/EmailAddress.js'
import { EmailForm } from './EmailForm.js'

/**
 * UpdateEmailWallet: the new address of an email account. Continue asks the secure frame to mail a code
 * to the current address and one to the new address; the code steps follow. An address that cannot be
 * one, or is the current one, is refused before anything is sent; the frame's refusals (an address
 * another account uses, 'Please try again after 12 seconds', 'Unable to load email login dependency')
 * show under the field, which keeps what was typed.
 */
export function UpdateEmailWalletView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const current = useStoreSelector(foyer.stores.chains, () => getAccount(foyer, 'eip155')?.user?.email)
  return (
    <EmailForm
      // Kept by the instance: going back from the code steps does not lose it.
      field="newEmail"
      // After a change, the address typed for it is the current one: the field starts empty again.
      initial={(typed) => (typed.trim().toLowerCase() === current?.toLowerCase() ? '' : typed)}
      send={(instance, address) => updateEmail(instance, { email: address })}
      label={t('updateEmail.label')}
      sendingText={t('updateEmail.sending')}
      intro={
        current ? (
          <p className="muted">
            <WithEmailAddress text={t('updateEmail.intro', { email: emailSlot })} address={current} />
          </p>
        ) : null
      }
    />
  )
}
