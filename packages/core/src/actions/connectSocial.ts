import {
  deviceMismatchApiError,
  socialAccessDeniedApiError,
  socialProviderErrorApiError,
  socialProviderUnavailableApiError,
  socialStateExpiredApiError,
  socialStateInvalidApiError,
  socialTokenInvalidApiError,
} from '@foyer/protocol'
import type { FrameClient } from '../api/frame/createFrameClient.js'
import { FrameAbortedError, FrameRequestError, SocialLoginError } from '../kernel/errors/frame.js'
import { toFoyerError } from '../kernel/errors/toFoyerError.js'
import type { MessageKey } from '../kernel/messages/en.js'
import { t } from '../kernel/messages/t.js'
import { storageKeys } from '../kernel/storage/storageKeys.js'
import { namespaceServing, setAccountState } from '../state/chains/chainState.js'
import { AUTH_CONNECTOR_ID, getAuthFrame } from '../state/email/authFrame.js'
import { cancel, schedule } from '../state/services.js'
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '../state/social/socialProviders.js'
import type { Foyer } from '../types/foyer.js'
import { connect } from './connect.js'

export interface ConnectSocialParameters {
  provider: SocialProvider
}

/** What the social login asks for next: the recovery password (first login, new device), or nothing. */
export type ConnectSocialReturnType = 'set-password' | 'enter-password' | 'connected'

export type ConnectSocialErrorType = SocialLoginError | FrameRequestError | FrameAbortedError

/** The login window: its name (one at a time) and size. */
export const SOCIAL_WINDOW_NAME = 'foyer-social'
const SOCIAL_WINDOW_FEATURES = 'width=500,height=650'
/** How often the page looks whether the visitor closed the login window. */
export const SOCIAL_WINDOW_POLL_MS = 500
/**
 * How long the page still waits for the frame once the login window has closed: the server's callback page
 * closes the window itself when the provider sent the visitor back, and the frame learns the outcome at its
 * next look at the server (every second), so a closed window is only a cancellation once that look is past.
 */
export const SOCIAL_CLOSED_GRACE_MS = 5_000

/** The frame's codes of a failed social login, with the catalog's words for them. */
const frameCodeMessages: Record<string, MessageKey> = {
  [socialAccessDeniedApiError.code]: 'error.social.accessDenied',
  [socialStateExpiredApiError.code]: 'error.social.stateExpired',
  [socialStateInvalidApiError.code]: 'error.social.stateInvalid',
  [socialProviderErrorApiError.code]: 'error.social.providerError',
  [socialProviderUnavailableApiError.code]: 'error.social.providerUnavailable',
  [socialTokenInvalidApiError.code]: 'error.social.tokenInvalid',
  [deviceMismatchApiError.code]: 'error.social.deviceMismatch',
}

/** The frame's refusal in the page's language (the Foyer server's texts are English); its code stays. */
function explain(error: unknown, provider: SocialProvider): unknown {
  const name = SOCIAL_PROVIDER_NAMES[provider]
  if (error instanceof FrameRequestError) {
    const key = error.code ? frameCodeMessages[error.code] : undefined
    return key
      ? new FrameRequestError({ message: t(key, { provider: name }), code: error.code, cause: error })
      : error
  }
  if (error instanceof FrameAbortedError && error.reason === 'timeout')
    return new SocialLoginError({ reason: 'timeout', cause: error })
  return error
}

/**
 * Watches the login window every 500 ms (the instance's timers): rejects with 'The login window was
 * closed…' `SOCIAL_CLOSED_GRACE_MS` after it closed without the frame's answer (the callback page closes
 * it on its own when the provider is done), or at once when the modal closes (then the window is closed
 * too). `stop` ends the watch.
 */
function watchWindow(foyer: Foyer, popup: Window): { closed: Promise<never>; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  let unsubscribe: (() => void) | undefined
  const stop = () => {
    cancel(foyer, timer)
    unsubscribe?.()
  }
  const closed = new Promise<never>((_, reject) => {
    const end = () => {
      stop()
      reject(new SocialLoginError({ reason: 'windowClosed' }))
    }
    const look = () => {
      if (popup.closed) timer = schedule(foyer, end, SOCIAL_CLOSED_GRACE_MS)
      else timer = schedule(foyer, look, SOCIAL_WINDOW_POLL_MS)
    }
    timer = schedule(foyer, look, SOCIAL_WINDOW_POLL_MS)
    if (foyer.options.enableEmbedded) return
    unsubscribe = foyer.stores.modal.subscribe((state, previous) => {
      if (!previous.open || state.open) return
      popup.close()
      end()
    })
  })
  return { closed, stop }
}

/** Tells the frame to stop waiting for the provider (the page gave up), and drops the page's request. */
function cancelSocial(frame: FrameClient): void {
  frame.abort((type) => type === '@w3m-app/CONNECT_SOCIAL')
  frame
    .request({ type: '@w3m-app/CANCEL_PROMPTS' })
    .catch((error: unknown) => console.warn('Foyer: the login frame did not end the social login', error))
}

/** ConnectingSocial for `provider`, its error cleared, or shown when `error` is given. */
function showConnectingSocial(foyer: Foyer, provider: SocialProvider, error?: unknown): void {
  const { view } = foyer.stores.router.getState()
  const failure = error === undefined ? undefined : toFoyerError(error)
  const data = {
    social: {
      provider,
      error: failure ? { code: failure.code ?? 'UNKNOWN', message: failure.shortMessage } : undefined,
    },
  }
  if (view === 'ConnectingSocial') foyer.replace('ConnectingSocial', data)
  else if (error === undefined) foyer.push('ConnectingSocial', data)
}

/**
 * Logs in with a social provider (spec section 4): opens the login window at once, inside the visitor's
 * click (browsers block a window opened later), shows ConnectingSocial, asks the secure frame for the
 * provider's page and sends the window there; the frame then waits for the provider to send the visitor
 * back (CONNECT_SOCIAL). A returning user on a known device is connected; a first login asks for the
 * recovery password that creates the wallet, a new device for the one that unlocks it
 * (EmailRecoveryPassword, then `continueRecovery`). The account's username is the provider's name for
 * the user. Rejects, with the reason shown on ConnectingSocial (Try again), when the window is blocked
 * (`SocialLoginError` SOCIAL_POPUP_BLOCKED), closed before the login finished (SOCIAL_WINDOW_CLOSED: the
 * frame stops waiting), the provider refused or the state did not match (the frame's code, e.g.
 * SOCIAL_STATE_INVALID, in the page's language).
 *
 * @example
 * button.onclick = () => connectSocial(foyer, { provider: 'google' })
 */
export async function connectSocial(
  foyer: Foyer,
  { provider }: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  // Before any await: the browser lets a window open only inside the click.
  const popup =
    typeof window === 'undefined' ? null : window.open('', SOCIAL_WINDOW_NAME, SOCIAL_WINDOW_FEATURES)
  showConnectingSocial(foyer, provider)
  let frame: FrameClient | undefined
  let watch: ReturnType<typeof watchWindow> | undefined
  try {
    if (!popup) throw new SocialLoginError({ reason: 'popupBlocked' })
    watch = watchWindow(foyer, popup)
    const { closed } = watch
    frame = await Promise.race([getAuthFrame(foyer), closed])
    const client = frame
    const { uri } = await Promise.race([
      client.request({ type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider } }),
      closed,
    ])
    popup.location.href = uri
    const answer = await Promise.race([
      client.request({ type: '@w3m-app/CONNECT_SOCIAL', payload: { provider } }),
      closed,
    ])
    watch.stop()
    if (!popup.closed) popup.close()
    const social = { provider, userName: answer.userName ?? null }
    if (answer.action === 'CONNECT') return await finishSocialLogin(foyer, social)
    const recovery = answer.action === 'SET_RECOVERY_PASSWORD' ? 'set' : 'enter'
    // The provider's answer is spent: Back from the password leads to Connect, not to the waiting view.
    foyer.replace('EmailRecoveryPassword', { social, recovery })
    return recovery === 'set' ? 'set-password' : 'enter-password'
  } catch (cause) {
    watch?.stop()
    if (popup && !popup.closed) popup.close()
    if (frame && cause instanceof SocialLoginError && cause.reason === 'windowClosed') cancelSocial(frame)
    const error = explain(cause, provider)
    if (foyer.stores.router.getState().view === 'ConnectingSocial')
      showConnectingSocial(foyer, provider, error)
    throw error
  }
}

/**
 * Connects the embedded wallet after a social login and records it (spec section 4: the login flag and
 * the social username stored; the account's user and provider set). `continueRecovery` ends with it too.
 */
export async function finishSocialLogin(
  foyer: Foyer,
  { provider, userName }: { provider: string; userName?: string | null | undefined },
): Promise<'connected'> {
  await connect(foyer, { connectorId: AUTH_CONNECTOR_ID })
  const { storage } = foyer.services
  storage.setItem(storageKeys.emailLogin, 'true')
  storage.removeItem(storageKeys.email)
  if (userName) storage.setItem(storageKeys.socialUsername, userName)
  else storage.removeItem(storageKeys.socialUsername)
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  if (namespace)
    setAccountState(foyer, namespace, {
      socialProvider: provider,
      user: { email: null, username: userName ?? null },
    })
  return 'connected'
}
