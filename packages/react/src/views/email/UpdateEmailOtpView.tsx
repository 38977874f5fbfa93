import {
  EmailUpdateError,
  getEmailUpdate,
  resendUpdateEmailOtp,
  submitUpdateEmailPrimaryOtp,
  submitUpdateEmailSecondaryOtp,
} from '@foyer/core/views'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { emailSlot, WithEmailAddress } from '../../ui/EmailAddress.js'
import { CodeStep } from './CodeStep.js'

/** UpdateEmailPrimaryOtp: the code mailed to the current address. */
export function UpdateEmailPrimaryOtpView() {
  return <UpdateEmailOtp step="primary" />
}

/** UpdateEmailSecondaryOtp: the code mailed to the new address; the change is made with it. */
export function UpdateEmailSecondaryOtpView() {
  return <UpdateEmailOtp step="secondary" />
}

/**
 * The two code steps of an email change: six boxes (as EmailVerifyOtp's), sent on as soon as the sixth
 * digit is in. The Foyer server checks both codes together when the second comes, so a wrong code is
 * refused there, with the tries left, and the boxes are emptied; since it may be the first code that was
 * wrong, the second step also offers to enter that one again. 'Resend code' (after the 30 s the server
 * asks) mails both codes anew and starts again at the first.
 */
function UpdateEmailOtp({ step }: { step: 'primary' | 'secondary' }) {
  const foyer = useFoyerInstance()
  const t = useT()
  const update = useStoreSelector(foyer.stores.router, () => getEmailUpdate(foyer))
  const firstStepShown = useStoreSelector(foyer.stores.router, (state) =>
    state.history.includes('UpdateEmailPrimaryOtp'),
  )
  if (!update) return null
  const primary = step === 'primary'
  return (
    <CodeStep
      sentText={
        <WithEmailAddress
          text={t(primary ? 'updateEmail.primarySent' : 'updateEmail.secondarySent', { email: emailSlot })}
          address={primary ? update.current : update.next}
        />
      }
      sentAt={update.sentAt}
      checkingText={primary ? t('updateEmail.checking') : t('updateEmail.updating')}
      resentText={t('updateEmail.resent')}
      verify={(otp) =>
        primary ? submitUpdateEmailPrimaryOtp(foyer, { otp }) : submitUpdateEmailSecondaryOtp(foyer, { otp })
      }
      resend={() => resendUpdateEmailOtp(foyer)}
      refused={(failure) =>
        failure instanceof EmailUpdateError &&
        failure.reason === 'wrongCode' &&
        !primary &&
        firstStepShown ? (
          <button type="button" className="link-button" onClick={() => foyer.goBack()}>
            <WithEmailAddress
              text={t('updateEmail.retypeFirst', { email: emailSlot })}
              address={update.current}
            />
          </button>
        ) : null
      }
    />
  )
}
