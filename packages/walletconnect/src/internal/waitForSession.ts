import type { Network, Siwx, WalletConnectPairingEvents } from '@foyer/core'
import { isPairingExpired, PAIRING_EXPIRY_MS, toFoyerError } from '@foyer/core/adapter'
import { ProposalRejectedError, RelayUnreachableError } from '../errors.js'
import type { WalletConnectProvider } from '../types.js'
import { authenticate } from './authenticate.js'
import type { UniversalProvider } from './initProvider.js'
import { scopedProvider } from './scopedProvider.js'
import { toNamespaces } from './sessionNamespaces.js'

/** How often the pairing URI's expiry is checked, in ms. */
const EXPIRY_CHECK_MS = 1_000
/** WalletConnect's "user rejected" codes of a session proposal. */
const PROPOSAL_REJECTED_CODES = new Set([5000, 5001, 5002])

/** One pending `connect` of the SDK, with the URI it displayed. */
export interface Attempt {
  promise: Promise<unknown>
  uri: string | undefined
  settled: boolean
}

/** The SDK's pending `connect` (one at a time), so that a retry after a timeout re-attaches to it. */
export interface Attempts {
  current: Attempt | undefined
  /** Where the current pairing wants the next URI. */
  onUri: ((uri: string) => void) | undefined
  /** Starts a `connect` (with one-click sign-in when there is a SIWX) and makes it the current one. */
  start(universal: UniversalProvider, networks: readonly Network[], siwx: Siwx | undefined): Attempt
}

export function createAttempts(): Attempts {
  const attempts: Attempts = {
    current: undefined,
    onUri: undefined,
    start(universal, networks, siwx) {
      const current: Attempt = {
        promise: siwx
          ? authenticate(universal, networks, siwx)
          : universal.connect({ optionalNamespaces: toNamespaces(networks) }),
        uri: undefined,
        settled: false,
      }
      const settle = () => {
        current.settled = true
        if (attempts.current === current) attempts.current = undefined
      }
      current.promise.then(settle, settle)
      attempts.current = current
      return current
    },
  }
  return attempts
}

function toConnectError(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'number' && PROPOSAL_REJECTED_CODES.has(code))
    return new ProposalRejectedError({ cause: error })
  return toFoyerError(error)
}

/**
 * Opens a fresh socket to the relay when the SDK has none (it would otherwise wait for its own next
 * reconnect, seconds away on a busy machine). A no-op while the SDK is already connecting.
 */
function reconnectRelay(universal: UniversalProvider): void {
  const relayer = universal.client?.core?.relayer
  if (!relayer || relayer.connected) return
  relayer.restartTransport().catch((error: unknown) => {
    console.warn('Foyer: WalletConnect could not reopen the relay socket', error)
  })
}

export interface WaitForSessionParameters {
  universal: UniversalProvider
  networks: readonly Network[]
  siwx: Siwx | undefined
  events: WalletConnectPairingEvents
  attempts: Attempts
  relayTimeoutMs: number
  unreachable: () => Error
}

/**
 * Shows the pairing URI and waits for the wallet's session: a new URI when one expires, the relay's
 * timeout while none comes, a rejected proposal as `ProposalRejectedError`.
 */
export function waitForSession(parameters: WaitForSessionParameters): Promise<WalletConnectProvider> {
  const { universal, networks, siwx, events, attempts, relayTimeoutMs, unreachable } = parameters
  return new Promise<WalletConnectProvider>((resolve, reject) => {
    let expiry: number | undefined
    let settled = false
    let uriTimer: ReturnType<typeof setTimeout> | undefined
    const finish = () => {
      settled = true
      clearInterval(expiryTimer)
      clearTimeout(uriTimer)
      attempts.onUri = undefined
    }
    const fail = (error: Error) => {
      if (settled) return
      finish()
      // The failed pairing's URI is dead (a rejected or expired proposal): dropped with it, so that no
      // view shows or copies it while the next attempt starts (a retry still waiting on the relay
      // shows its attempt's URI again).
      events.walletConnectChanged({ buffering: false, error: true, uri: undefined, pairingExpiry: undefined })
      reject(error)
    }
    const showUri = (uri: string) => {
      clearTimeout(uriTimer)
      expiry = events.now() + PAIRING_EXPIRY_MS
      events.walletConnectChanged({ uri, pairingExpiry: expiry, buffering: false, error: false })
    }
    const follow = (current: Attempt) => {
      uriTimer = setTimeout(() => fail(unreachable()), relayTimeoutMs)
      current.promise.then(
        (session) => {
          if (settled) return
          if (!session) {
            fail(new RelayUnreachableError({ details: 'The wallet answered without a session' }))
            return
          }
          finish()
          events.walletConnectChanged({
            buffering: false,
            error: false,
            uri: undefined,
            pairingExpiry: undefined,
          })
          resolve(scopedProvider(universal, 'eip155'))
        },
        (error: unknown) => {
          // The proposal of an expired, replaced URI: the current one is still waiting for the wallet.
          if (attempts.current !== undefined && attempts.current !== current) return
          fail(toConnectError(error))
        },
      )
    }
    const expiryTimer = setInterval(() => {
      if (expiry === undefined || !isPairingExpired(expiry, events.now())) return
      expiry = undefined
      events.walletConnectChanged({ buffering: true })
      follow(attempts.start(universal, networks, siwx))
    }, EXPIRY_CHECK_MS)
    attempts.onUri = showUri
    // A retry while the SDK is still trying to reach the relay re-attaches to that attempt (its
    // proposal stays valid), and reconnects to the relay now rather than on the SDK's own schedule.
    const attempt = attempts.current
    const retrying = attempt !== undefined && !attempt.settled
    if (retrying) reconnectRelay(universal)
    const pending = attempt && !attempt.settled ? attempt : attempts.start(universal, networks, siwx)
    follow(pending)
    if (pending.uri && pending === attempts.current) showUri(pending.uri)
  })
}
