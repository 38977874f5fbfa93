import type { FrameClient } from '../api/frame/createFrameClient.js'
import { type FrameAbortedError, type FrameRequestError, SocialLoginError } from '../kernel/errors/frame.js'
import { toFoyerError } from '../kernel/errors/toFoyerError.js'
import { getAuthFrame } from '../state/email/authFrame.js'
import { cancel, schedule } from '../state/services.js'
import type { SocialProvider } from '../state/social/socialProviders.js'
import type { Foyer } from '../types/foyer.js'
import { loadLoginFlows } from './loadLoginFlows.js'
import { type ConnectSocialReturnType, continueSocialLogin, explainSocialError } from './socialLogin.js'

export type { ConnectSocialReturnType }

export interface ConnectSocialParameters {
  provider: SocialProvider
}

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
 * SOCIAL_STATE_INVALID, in the page's language). Farcaster has no provider's page to open: its login is
 * `connectFarcaster`'s (a QR code in the modal), which this hands it to.
 *
 * @example
 * button.onclick = () => connectSocial(foyer, { provider: 'google' })
 */
export async function connectSocial(
  foyer: Foyer,
  { provider }: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  if (provider === 'farcaster') return (await loadLoginFlows()).connectFarcaster(foyer)
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
    return await continueSocialLogin(foyer, provider, answer)
  } catch (cause) {
    watch?.stop()
    if (popup && !popup.closed) popup.close()
    if (frame && cause instanceof SocialLoginError && cause.reason === 'windowClosed') cancelSocial(frame)
    const error = explainSocialError(cause, provider)
    if (foyer.stores.router.getState().view === 'ConnectingSocial')
      showConnectingSocial(foyer, provider, error)
    throw error
  }
}
