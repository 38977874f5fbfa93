import { AuthAccountNotFoundError } from '../kernel/errors/account.js'
import { FrameRequestError, InvalidEmailError } from '../kernel/errors/frame.js'
import { t } from '../kernel/messages/t.js'
import { storageKeys } from '../kernel/storage/storageKeys.js'
import { isEmailAddress } from '../kernel/utils/isEmailAddress.js'
import { getAccount } from '../selectors/getAccount.js'
import { namespaceServing, setAccountState } from '../state/chains/chainState.js'
import { getAuthFrame } from '../state/email/authFrame.js'
import type { Foyer } from '../types/foyer.js'
import type { RouterData } from '../types/state.js'

/** The email of the embedded wallet's account (the family of the adapter that hosts it), if any. */
function currentEmail(foyer: Foyer): string | null | undefined {
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  return namespace ? getAccount(foyer, namespace)?.user?.email : undefined
}

/** What the email change asks for next (the view that shows it). */
export type UpdateEmailStep = 'primary-otp' | 'secondary-otp' | 'updated'

/** Why an email change was refused, each with its catalog text. */
export type EmailUpdateProblem =
  | 'unchanged'
  | 'taken'
  | 'throttled'
  | 'wrongCode'
  | 'locked'
  | 'expired'
  | 'missing'

/**
 * The frame's refusal of an email change, in the page's language (the Foyer server's own texts are
 * English). Still a `FrameRequestError`: `retryAfter` and `triesLeft` come along, `code` is the frame's.
 */
export class EmailUpdateError extends FrameRequestError {
  override name = 'EmailUpdateError'
  readonly reason: EmailUpdateProblem
  constructor(
    reason: EmailUpdateProblem,
    {
      code,
      retryAfter,
      triesLeft,
      cause,
    }: {
      code?: string | undefined
      retryAfter?: number | undefined
      triesLeft?: number | undefined
      cause?: unknown
    } = {},
  ) {
    const keys = {
      unchanged: 'error.emailUpdate.unchanged',
      taken: 'error.emailUpdate.taken',
      throttled: 'error.emailUpdate.throttled',
      wrongCode: 'error.emailUpdate.wrongCode',
      locked: 'error.emailUpdate.locked',
      expired: 'error.emailUpdate.expired',
      missing: 'error.emailUpdate.missing',
    } as const
    super({
      message: t(keys[reason], { seconds: Math.ceil(retryAfter ?? 30) }),
      code: code ?? `EMAIL_UPDATE_${reason.toUpperCase()}`,
      retryAfter,
      triesLeft,
      cause,
    })
    this.reason = reason
  }
}

// The frame's codes (the Foyer server's, passed on; UNEXPECTED_STEP is the frame's own, after a reload
// lost the change under way) and what each means to the person changing the address.
const problems: Record<string, EmailUpdateProblem> = {
  EMAIL_UNCHANGED: 'unchanged',
  EMAIL_TAKEN: 'taken',
  EMAIL_THROTTLED: 'throttled',
  RATE_LIMITED: 'throttled',
  OTP_INVALID: 'wrongCode',
  OTP_LOCKED: 'locked',
  OTP_EXPIRED: 'expired',
  OTP_MISSING: 'missing',
  UNEXPECTED_STEP: 'missing',
}

/** The frame's refusal as an `EmailUpdateError` when it is one of the change's; anything else as it is. */
function explain(error: unknown): unknown {
  if (!(error instanceof FrameRequestError) || error instanceof EmailUpdateError) return error
  const reason = problems[error.code]
  if (!reason) return error
  return new EmailUpdateError(reason, {
    code: error.code,
    retryAfter: error.retryAfter,
    triesLeft: error.triesLeft,
    cause: error,
  })
}

async function ask<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw explain(error)
  }
}

type EmailUpdate = NonNullable<RouterData['emailUpdate']>

/**
 * The email change under way: the addresses and when the codes were sent. The code views read it from
 * the router, or from here once the router forgot it (the header's back, 'Enter the code sent to …
 * again'); undefined when none is under way for the account's current address.
 */
export function getEmailUpdate(foyer: Foyer): EmailUpdate | undefined {
  const shown = foyer.stores.router.getState().data?.emailUpdate
  if (shown) return shown
  const kept = foyer.services.emailUpdate
  return kept && kept.current === currentEmail(foyer) ? kept : undefined
}

/**
 * Whether the connected account can change its email address: it signed in by email (the AUTH
 * connector; a wallet's account has no address to change).
 *
 * @example
 * if (canUpdateEmail(foyer)) foyer.push('UpdateEmailWallet')
 */
export function canUpdateEmail(foyer: Foyer): boolean {
  const account = getAccount(foyer)
  if (account?.status !== 'connected' || !account.user?.email) return false
  const { connectors } = foyer.stores.chains.getState()
  return connectors.some((item) => item.id === account.connectorId && item.type === 'AUTH')
}

/**
 * Starts changing the account's address to `email` (UpdateEmailWallet): the secure
 * frame asks the Foyer server to mail one code to the current address and one to the new address, and
 * the view that asks for the first of them follows (UpdateEmailPrimaryOtp; UpdateEmailSecondaryOtp when
 * the frame asks for the second only). Asked again from those views, it sends both codes anew (the
 * frame forgets a code typed before) and shows the first step again. Rejects with
 * `AuthAccountNotFoundError` ('Address or auth connector not found') when no account is signed in by
 * email, `InvalidEmailError`, `EmailUpdateError` (the same address, one another account uses, 'Please try again after {n}
 * seconds' with `retryAfter`) or `FrameLoadError`; nothing changes then.
 *
 * @example
 * await updateEmail(foyer, { email: 'ada@new.example' }) // 'primary-otp'
 */
export async function updateEmail(foyer: Foyer, { email }: { email: string }): Promise<UpdateEmailStep> {
  if (!canUpdateEmail(foyer)) throw new AuthAccountNotFoundError()
  const next = email.trim()
  if (!isEmailAddress(next)) throw new InvalidEmailError()
  const current = currentEmail(foyer) ?? ''
  if (next.toLowerCase() === current.toLowerCase()) throw new EmailUpdateError('unchanged')
  const frame = await getAuthFrame(foyer)
  const { action } = await ask(() =>
    frame.request({ type: '@w3m-app/UPDATE_EMAIL', payload: { email: next } }),
  )
  const view = action === 'VERIFY_SECONDARY_OTP' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp'
  const update = { current, next, sentAt: foyer.services.now() }
  foyer.services.emailUpdate = update
  const data: RouterData = { emailUpdate: update }
  const shown = foyer.stores.router.getState().view
  if (shown === 'UpdateEmailSecondaryOtp') {
    // A resend from the second step: both codes are new, so the first step comes back in its place.
    foyer.goBack()
    if (foyer.stores.router.getState().view === 'UpdateEmailPrimaryOtp') foyer.replace(view, data)
    else foyer.push(view, data)
  } else if (shown === 'UpdateEmailPrimaryOtp') foyer.replace(view, data)
  else foyer.push(view, data)
  return action === 'VERIFY_SECONDARY_OTP' ? 'secondary-otp' : 'primary-otp'
}

/** Asks for both codes again, for the address the change under way goes to (30 s between mails). */
export async function resendUpdateEmailOtp(foyer: Foyer): Promise<UpdateEmailStep> {
  const next = getEmailUpdate(foyer)?.next
  if (!next) throw new EmailUpdateError('missing')
  return updateEmail(foyer, { email: next })
}

/**
 * The code mailed to the current address. The frame keeps it and the Foyer server checks it with the
 * second code (one call checks both), so a wrong first code is only refused at the second step
 * (`EmailUpdateError` 'wrongCode' there; going back and typing it again replaces it).
 */
export async function submitUpdateEmailPrimaryOtp(
  foyer: Foyer,
  { otp }: { otp: string },
): Promise<UpdateEmailStep> {
  const update = getEmailUpdate(foyer)
  if (!update) throw new EmailUpdateError('missing')
  const frame = await getAuthFrame(foyer)
  await ask(() => frame.request({ type: '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP', payload: { otp } }))
  foyer.push('UpdateEmailSecondaryOtp', { emailUpdate: update })
  return 'secondary-otp'
}

/**
 * The code mailed to the new address: the Foyer server checks both codes and changes the address. The
 * account (`user.email`) and the stored email become the new address, the modal goes back to Account
 * and says so. A wrong code rejects with `EmailUpdateError` 'wrongCode' and its `triesLeft` (each try
 * spends one of both codes' five), an old one with 'expired', a spent one with 'locked'.
 */
export async function submitUpdateEmailSecondaryOtp(
  foyer: Foyer,
  { otp }: { otp: string },
): Promise<UpdateEmailStep> {
  const frame = await getAuthFrame(foyer)
  const { newEmail } = await ask(() =>
    frame.request({ type: '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP', payload: { otp } }),
  )
  foyer.services.emailUpdate = undefined
  foyer.services.storage.setItem(storageKeys.email, newEmail)
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  if (namespace)
    setAccountState(foyer, namespace, (account) => ({ user: { ...account.user, email: newEmail } }))
  foyer.reset('Account')
  foyer.showToast({ type: 'success', message: t('toast.emailUpdated') })
  return 'updated'
}
