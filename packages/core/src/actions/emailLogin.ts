import {
  emailThrottledApiError,
  otpExpiredApiError,
  otpInvalidApiError,
  otpLockedApiError,
  tooManyGuessesApiError,
} from '@foyer/protocol'
import { FrameRequestError, InvalidEmailError } from '../kernel/errors/frame.js'
import { t } from '../kernel/messages/t.js'
import { storageKeys } from '../kernel/storage/storageKeys.js'
import { isEmailAddress } from '../kernel/utils/isEmailAddress.js'
import { namespaceServing, setAccountState } from '../state/chains/chainState.js'
import { AUTH_CONNECTOR_ID, getAuthFrame } from '../state/email/authFrame.js'
import type { Foyer } from '../types/foyer.js'
import { connect } from './connect.js'
import { finishSocialLogin } from './socialLogin.js'

/** What the email login asks for next (the view that shows it). */
export type EmailLoginStep = 'device' | 'otp' | 'set-password' | 'enter-password' | 'connected'

/**
 * The frame's refusal of a login step in the page's language (the Foyer server's texts are English):
 * 'Wrong code.' (the view adds the tries left), locked, expired, and the waits: the 30 s between mails and
 * the back-off after many wrong codes (TOO_MANY_GUESSES), both 'Please try again after {n} seconds'. Code, `triesLeft` and `retryAfter` stay as the frame gave them.
 */
function explain(error: unknown): unknown {
  if (!(error instanceof FrameRequestError)) return error
  const { code, retryAfter, triesLeft } = error
  let message: string | undefined
  if (code === otpInvalidApiError.code) message = t('error.emailUpdate.wrongCode')
  else if (code === otpLockedApiError.code) message = t('error.emailLogin.locked')
  else if (code === otpExpiredApiError.code) message = t('error.emailLogin.expired')
  // TOO_MANY_GUESSES: the back-off of wrong codes from this device or network (the Foyer server).
  else if (
    (code === emailThrottledApiError.code || code === tooManyGuessesApiError.code) &&
    retryAfter !== undefined
  )
    message = t('error.emailUpdate.throttled', { seconds: Math.ceil(retryAfter) })
  return message ? new FrameRequestError({ message, code, retryAfter, triesLeft, cause: error }) : error
}

/** The frame's answer to a login step, its refusal explained (see `explain`). */
async function ask<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw explain(error)
  }
}

/**
 * Starts the email login (spec section 4): the secure frame asks the Foyer server to mail a one-time code
 * (EmailVerifyOtp follows). For an account's device it has never seen, the server mails a link that
 * approves the device instead (EmailVerifyDevice follows; once the link is opened, asking again mails the
 * code). Rejects with `InvalidEmailError`, `FrameLoadError` ('Unable to load email login dependency') or
 * the frame's `FrameRequestError` (e.g. 'Please try again after 12 seconds', with `retryAfter`).
 *
 * @example
 * await connectEmail(foyer, { email: 'ada@example.com' })
 */
export async function connectEmail(foyer: Foyer, { email }: { email: string }): Promise<EmailLoginStep> {
  const address = email.trim()
  if (!isEmailAddress(address)) throw new InvalidEmailError()
  const frame = await getAuthFrame(foyer)
  const { action } = await ask(() =>
    frame.request({ type: '@w3m-app/CONNECT_EMAIL', payload: { email: address } }),
  )
  if (action === 'CONNECT') return finishEmailLogin(foyer, address)
  const view = action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp'
  const data = { email: { address, sentAt: foyer.services.now() } }
  const current = foyer.stores.router.getState().view
  if (current === 'EmailVerifyOtp' || current === 'EmailVerifyDevice') foyer.replace(view, data)
  else foyer.push(view, data)
  return action === 'VERIFY_DEVICE' ? 'device' : 'otp'
}

/**
 * Asks again for the address EmailVerifyOtp or EmailVerifyDevice shows: a new code, or, once the device
 * link was opened, the code (the server allows one mail of a kind every 30 s).
 */
export async function resendEmailOtp(foyer: Foyer): Promise<EmailLoginStep> {
  const address = foyer.stores.router.getState().data?.email?.address
  if (!address) throw new InvalidEmailError()
  return connectEmail(foyer, { email: address })
}

/**
 * Checks the one-time code. A returning user on a known device is connected; a first login asks for a
 * recovery password to create the wallet, a new device for the one that unlocks it
 * (EmailRecoveryPassword). A wrong code rejects with the frame's error (its `triesLeft`; the fifth wrong
 * try locks the code).
 */
export async function verifyEmailOtp(foyer: Foyer, { otp }: { otp: string }): Promise<EmailLoginStep> {
  const { data } = foyer.stores.router.getState()
  const frame = await getAuthFrame(foyer)
  const { action } = await ask(() => frame.request({ type: '@w3m-app/CONNECT_OTP', payload: { otp } }))
  if (action === 'CONNECT') return finishEmailLogin(foyer, data?.email?.address)
  const recovery = action === 'SET_RECOVERY_PASSWORD' ? 'set' : 'enter'
  // The code is spent: Back from the password leads to Connect, not to a code that no longer works.
  foyer.replace('EmailRecoveryPassword', { ...data, recovery })
  return recovery === 'set' ? 'set-password' : 'enter-password'
}

/**
 * The recovery-password step, typed in the secure frame's own form (shown over the modal), never in the
 * host page: setting it (first login: the wallet is created and split) or entering it (a new device: the
 * wallet is unlocked and this device gets its share). The frame keeps the form through wrong tries and
 * answers once the wallet is unlocked; then this connects (a social login's too, with its username). Rejects with the frame's error when the visitor
 * cancels in the frame ('USER_REJECTED'), recovery is locked, or the modal closed ('Request was aborted').
 */
export async function continueRecovery(foyer: Foyer): Promise<EmailLoginStep> {
  const { data } = foyer.stores.router.getState()
  const frame = await getAuthFrame(foyer)
  if (data?.recovery === 'set') await frame.request({ type: '@w3m-app/SET_RECOVERY_PASSWORD' })
  else await frame.request({ type: '@w3m-app/ENTER_RECOVERY_PASSWORD' })
  if (data?.social) return finishSocialLogin(foyer, data.social)
  return finishEmailLogin(foyer, data?.email?.address)
}

/** Connects the embedded wallet and records the login (spec section 4: flag and email stored). */
async function finishEmailLogin(foyer: Foyer, email: string | undefined): Promise<EmailLoginStep> {
  await connect(foyer, { connectorId: AUTH_CONNECTOR_ID })
  const { storage } = foyer.services
  storage.setItem(storageKeys.emailLogin, 'true')
  if (email) storage.setItem(storageKeys.email, email)
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  if (namespace) setAccountState(foyer, namespace, { user: { email: email ?? null } })
  return 'connected'
}
