import {
  deviceMismatchApiError,
  type FrameSocialProvider,
  SOCIAL_PROVIDER_NAMES,
  socialAccessDeniedApiError,
  socialLoginPendingApiError,
  socialProviderErrorApiError,
  socialProviderUnavailableApiError,
  socialProviderUnknownApiError,
  socialStateExpiredApiError,
  socialStateInvalidApiError,
  socialTokenInvalidApiError,
} from '@foyer/protocol'
import type { FrameContext } from './context.js'
import { AuthApiError, PromptCancelledError, SocialLoginTimeoutError, UnexpectedStepError } from './errors.js'
import { openSession } from './login.js'
import type { FrameMessageKey } from './prompts/en.js'
import { createTranslator } from './prompts/messages.js'

/**
 * The social login of the secure frame: GET_SOCIAL_REDIRECT_URI → (the page's popup at the provider) →
 * CONNECT_SOCIAL → connected, or the recovery-password step, as the email login's CONNECT_OTP.
 *
 * Farcaster's login takes the same two steps without a popup (GET_FARCASTER_URI, CONNECT_FARCASTER): the
 * server opens a Sign In With Farcaster channel and answers the Farcaster app's sign-in link, which the
 * page shows as a QR code; the finish stays pending until the person approved in their app.
 *
 * The frame starts the login with the server for its own device and keeps the login's `state` in its
 * memory (the latest per provider): the page names only the provider, never a state. The popup is the
 * host page's (opened in the click), so the callback page's `window.opener.postMessage` goes to the page
 * with the frame's origin as its target, which the browser drops: the frame learns the outcome by asking
 * the server (POST /social/finish) every second until the provider has sent the user back.
 */

/** How often CONNECT_SOCIAL asks the server whether the provider has sent the user back. */
export const SOCIAL_POLL_INTERVAL_MS = 1_000
/** How long a social login may take from its start: the server's state lives as long. */
export const SOCIAL_LOGIN_TIMEOUT_MS = 10 * 60_000

/**
 * GET_SOCIAL_REDIRECT_URI: starts a social login with the server for this device and answers the
 * provider's page for the popup. The login's state stays in the frame (a new start replaces the
 * provider's previous one).
 *
 * @example
 * const { uri } = await getSocialRedirectUri(ctx, 'google', signal)
 */
export async function getSocialRedirectUri(
  ctx: FrameContext,
  provider: FrameSocialProvider,
  signal: AbortSignal,
): Promise<{ uri: string }> {
  const deviceId = await ctx.store.getDeviceId()
  const started = await ctx.api
    .startSocial({ provider, deviceId }, { signal })
    .catch((error: unknown) => Promise.reject(toSocialError(ctx, provider, error)))
  ctx.state.social = { ...ctx.state.social, [provider]: { state: started.state, startedAt: Date.now() } }
  return { uri: started.authorizationUrl }
}

/**
 * CONNECT_SOCIAL: waits for the provider's answer to the provider's latest login (POST /social/finish
 * every `SOCIAL_POLL_INTERVAL_MS` while it answers 409 SOCIAL_LOGIN_PENDING, until the request aborts
 * or the login's 10 minutes are over: `SocialLoginTimeoutError`), then keeps the session and opens the
 * wallet as CONNECT_OTP does. The server's failures (SOCIAL_ACCESS_DENIED, SOCIAL_STATE_EXPIRED,
 * SOCIAL_PROVIDER_ERROR, SOCIAL_PROVIDER_UNAVAILABLE, SOCIAL_TOKEN_INVALID, DEVICE_MISMATCH…) keep their
 * code with a text of the frame's catalog in the page's language.
 *
 * @example
 * const { action, userName } = await connectSocial(ctx, 'google', signal) // { action: 'CONNECT', userName: 'Alice' }
 */
export async function connectSocial(
  ctx: FrameContext,
  provider: FrameSocialProvider,
  signal: AbortSignal,
): Promise<{ action: 'CONNECT' | 'SET_RECOVERY_PASSWORD' | 'RECOVERY_PASSWORD_REQUIRED'; userName: string }> {
  // The page closing its modal (CANCEL_PROMPTS) ends the wait too, as it ends the frame's prompts.
  const cancel = new AbortController()
  const onAbort = () => cancel.abort(signal.reason)
  signal.addEventListener('abort', onAbort, { once: true })
  if (signal.aborted) onAbort()
  ctx.state.socialWaits ??= new Set()
  const waits = ctx.state.socialWaits
  waits.add(cancel)
  try {
    return await waitForProvider(ctx, provider, cancel.signal)
  } finally {
    waits.delete(cancel)
    signal.removeEventListener('abort', onAbort)
  }
}

/** CANCEL_PROMPTS: ends the social logins' waits (CONNECT_SOCIAL answers ABORTED). */
export function cancelSocialWaits(ctx: FrameContext): void {
  for (const wait of ctx.state.socialWaits ?? []) wait.abort(new PromptCancelledError())
}

async function waitForProvider(ctx: FrameContext, provider: FrameSocialProvider, signal: AbortSignal) {
  const deviceId = await ctx.store.getDeviceId()
  for (;;) {
    // Read on every turn: a new start for the provider (the person tried again) wins.
    const login = ctx.state.social?.[provider]
    if (!login) throw new UnexpectedStepError('Start the sign-in with this provider first')
    const forget = () => {
      if (ctx.state.social?.[provider] === login)
        ctx.state.social = { ...ctx.state.social, [provider]: undefined }
    }
    const finished = await ctx.api
      .finishSocial({ state: login.state, deviceId }, { signal })
      .catch((error) => {
        if (isStillPending(error)) return undefined
        if (!signal.aborted) forget()
        throw toSocialError(ctx, provider, error)
      })
    if (finished) {
      forget()
      const { sessionToken, user } = finished
      // The account's own address is its email login's: a social account has none (GET /session agrees).
      const { action } = await openSession(ctx, sessionToken, { ...user, email: null }, signal)
      return { action, userName: user.username ?? '' }
    }
    if (Date.now() + SOCIAL_POLL_INTERVAL_MS > login.startedAt + SOCIAL_LOGIN_TIMEOUT_MS) {
      forget()
      throw new SocialLoginTimeoutError(translate(ctx, 'social.expired', provider))
    }
    await sleep(SOCIAL_POLL_INTERVAL_MS, signal)
  }
}

/** The provider has not sent the user back yet, or the server was out of reach for a moment: ask again. */
function isStillPending(error: unknown): boolean {
  return (
    error instanceof AuthApiError &&
    (error.code === socialLoginPendingApiError.code || error.code === 'NETWORK_ERROR')
  )
}

/** `ms` on the frame's clock, or the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted()
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** The catalog's text for each failure of the social login the server answers. */
const SOCIAL_ERROR_KEYS: Readonly<Record<string, FrameMessageKey>> = {
  [socialAccessDeniedApiError.code]: 'social.accessDenied',
  [socialStateExpiredApiError.code]: 'social.expired',
  [socialProviderErrorApiError.code]: 'social.providerError',
  [socialProviderUnavailableApiError.code]: 'social.unavailable',
  [socialTokenInvalidApiError.code]: 'social.tokenInvalid',
  [socialStateInvalidApiError.code]: 'social.failed',
  [socialProviderUnknownApiError.code]: 'social.failed',
  [deviceMismatchApiError.code]: 'social.failed',
}

/** A failure of the social login's server calls, with its code and the catalog's text for it. */
function toSocialError(ctx: FrameContext, provider: FrameSocialProvider, error: unknown): unknown {
  if (!(error instanceof AuthApiError)) return error
  const key = SOCIAL_ERROR_KEYS[error.code]
  if (!key) return error
  return new AuthApiError(translate(ctx, key, provider), {
    code: error.code,
    ...(error.status === undefined ? {} : { status: error.status }),
    cause: error,
  })
}

const translate = (ctx: FrameContext, key: FrameMessageKey, provider: FrameSocialProvider) =>
  createTranslator(ctx.state.locale).t(key, { provider: SOCIAL_PROVIDER_NAMES[provider] })
