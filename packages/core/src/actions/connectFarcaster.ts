import type { FrameRequestType } from '@foyer/protocol'
import type { FrameClient } from '../api/frame/createFrameClient.js'
import { FrameAbortedError, type FrameRequestError, type SocialLoginError } from '../kernel/errors/frame.js'
import { toFoyerError } from '../kernel/errors/toFoyerError.js'
import { getChainEntry, namespaceServing, setAccountState } from '../state/chains/chainState.js'
import { getAuthFrame } from '../state/email/authFrame.js'
import type { Foyer } from '../types/foyer.js'
import type { RouterData } from '../types/state.js'
import { type ConnectSocialReturnType, continueSocialLogin, explainSocialError } from './socialLogin.js'

/** What the Farcaster login asks for next: the recovery password (first login, new device), or nothing. */
export type ConnectFarcasterReturnType = ConnectSocialReturnType

export type ConnectFarcasterErrorType = FrameRequestError | FrameAbortedError | SocialLoginError

/** The frame's requests of a Farcaster login, which leaving the view ends. */
const isFarcasterRequest = (type: FrameRequestType) =>
  type === '@w3m-app/GET_FARCASTER_URI' || type === '@w3m-app/CONNECT_FARCASTER'

/** The Farcaster sign-in link in the embedded wallet's account state (spec section 3: `farcasterUrl`). */
function setFarcasterUrl(foyer: Foyer, farcasterUrl: string | undefined): void {
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  if (namespace) setAccountState(foyer, namespace, { farcasterUrl })
}

/** Whether the embedded wallet's account has an address (connected). */
function hasAddress(foyer: Foyer): boolean {
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  return Boolean(namespace && getChainEntry(foyer, namespace)?.accountState.address)
}

/**
 * ConnectingFarcaster with new data, its error cleared, or shown when `error` is given. The data object is
 * the run's mark: another run replaces it.
 */
function showConnectingFarcaster(foyer: Foyer, error?: unknown): RouterData {
  const { view } = foyer.stores.router.getState()
  const failure = error === undefined ? undefined : toFoyerError(error)
  const data: RouterData = {
    social: {
      provider: 'farcaster',
      error: failure ? { code: failure.code ?? 'UNKNOWN', message: failure.shortMessage } : undefined,
    },
  }
  if (view === 'ConnectingFarcaster') foyer.replace('ConnectingFarcaster', data)
  else if (error === undefined) foyer.push('ConnectingFarcaster', data)
  return data
}

/**
 * Spec section 2: leaving ConnectingFarcaster without an address clears the Farcaster URL and reloads the
 * auth connector. Core's frame client has no reload of its own (the frame's RELOAD reloads the frame's
 * document, which would drop the page's requests and its READY handshake): here it resets the frame
 * connector's Farcaster login instead, ending the page's open Farcaster requests and telling the frame to
 * stop waiting for the channel (CANCEL_PROMPTS, as closing the modal does for a social login).
 */
function resetFarcasterLogin(foyer: Foyer, frame: FrameClient | undefined): void {
  if (!hasAddress(foyer)) setFarcasterUrl(foyer, undefined)
  if (!frame) return
  frame.abort(isFarcasterRequest)
  frame
    .request({ type: '@w3m-app/CANCEL_PROMPTS' })
    .catch((error: unknown) => console.warn('Foyer: the login frame did not end the Farcaster login', error))
}

/**
 * Calls `end` once when the run is over for the visitor: they left ConnectingFarcaster (Back, another
 * view, the embedded modal's reset), the modal closed, or another run replaced this one's data (Try
 * again). Returns the watch's stop.
 */
function watchView(foyer: Foyer, data: RouterData, end: () => void): () => void {
  const unsubscribes: (() => void)[] = []
  let stopped = false
  const stop = () => {
    stopped = true
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
  }
  const over = () => {
    if (stopped) return
    stop()
    end()
  }
  unsubscribes.push(
    foyer.stores.router.subscribe((state) => {
      if (state.view !== 'ConnectingFarcaster' || state.data !== data) over()
    }),
  )
  if (!foyer.options.enableEmbedded)
    unsubscribes.push(
      foyer.stores.modal.subscribe((state, previous) => {
        if (previous.open && !state.open) over()
      }),
    )
  return stop
}

/**
 * Logs in with Farcaster (spec sections 2 and 7), without a login window: shows ConnectingFarcaster, asks
 * the secure frame for a Sign In With Farcaster link (GET_FARCASTER_URI: the frame opens the channel
 * with the server), keeps it in the account state's `farcasterUrl` (the view shows it as a QR code and a
 * link), and waits (CONNECT_FARCASTER, up to the login's 10 minutes) for the visitor to approve in their
 * Farcaster app. Then it goes on as `connectSocial` does: a returning user on a known device is
 * connected, with the Farcaster username on the account; a first login or a new device asks for the
 * recovery password (EmailRecoveryPassword, then `continueRecovery`).
 *
 * Leaving the view (Back), closing the modal or a new call (Try again) ends the wait: the URL is cleared
 * and the frame stops waiting; the call then rejects with `FrameAbortedError` ('Request was aborted')
 * and shows nothing. A failure (the relay down: SOCIAL_PROVIDER_UNAVAILABLE; a signature that does not
 * verify: SOCIAL_TOKEN_INVALID; SOCIAL_STATE_EXPIRED…) is shown on ConnectingFarcaster in the page's
 * language, with the URL cleared, and rejects with it.
 *
 * @example
 * button.onclick = () => connectFarcaster(foyer)
 */
export async function connectFarcaster(foyer: Foyer): Promise<ConnectFarcasterReturnType> {
  const data = showConnectingFarcaster(foyer)
  setFarcasterUrl(foyer, undefined)
  let frame: FrameClient | undefined
  let ended = false
  const stopWatch = watchView(foyer, data, () => {
    ended = true
    resetFarcasterLogin(foyer, frame)
  })
  const check = () => {
    if (ended) throw new FrameAbortedError({ reason: 'aborted' })
  }
  try {
    frame = await getAuthFrame(foyer)
    check()
    const { uri } = await frame.request({ type: '@w3m-app/GET_FARCASTER_URI' })
    check()
    setFarcasterUrl(foyer, uri)
    const answer = await frame.request({ type: '@w3m-app/CONNECT_FARCASTER' })
    check()
    // The channel is spent: nothing to show or cancel from here on.
    stopWatch()
    setFarcasterUrl(foyer, undefined)
    return await continueSocialLogin(foyer, 'farcaster', answer)
  } catch (cause) {
    stopWatch()
    // The visitor left, or a new call took over: that one owns the view and the URL.
    if (ended)
      throw cause instanceof FrameAbortedError ? cause : new FrameAbortedError({ reason: 'aborted', cause })
    setFarcasterUrl(foyer, undefined)
    const error = explainSocialError(cause, 'farcaster')
    if (foyer.stores.router.getState().view === 'ConnectingFarcaster') showConnectingFarcaster(foyer, error)
    throw error
  }
}
