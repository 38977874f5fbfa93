import {
  type authUserSchema,
  recoveryEvaluateAnswerSchema as evaluateAnswerSchema,
  recoveryOpenAnswerSchema as openAnswerSchema,
  otpAnswerSchema,
  passkeyOpenAnswerSchema,
  passkeysAnswerSchema,
  recoveryAnswerSchema,
  sessionAnswerSchema,
  socialFinishAnswerSchema,
  socialStartAnswerSchema,
  emailUpdateAnswerSchema as updateAnswerSchema,
  emailUpdateVerifyAnswerSchema as updateVerifyAnswerSchema,
  otpVerifyAnswerSchema as verifyAnswerSchema,
  walletAnswerSchema as walletSchema,
} from '@foyer/protocol'
import type { Address } from 'viem'
import type * as z from 'zod/mini'
import {
  type AuthApiConnection,
  type AuthApiMethod,
  type AuthApiRequest,
  callAuthApi,
  headersOf,
  readAuthApi,
} from './authApiCall.js'

/**
 * The Foyer auth API as the secure frame calls it (`${apiUrl}/auth/v1`, JSON). Answers are parsed with zod
 * at this edge; a 4xx/5xx answer `{ code, message, … }` becomes an `AuthApiError` carrying `code`,
 * `status`, `retryAfter` (EMAIL_THROTTLED) and `triesLeft` (OTP_INVALID). The answer shapes are the
 * server's, from `@foyer/protocol` (`authApiRoutes`).
 */

export type AuthUser = Omit<z.output<typeof authUserSchema>, 'address'> & { address: Address | null }

/**
 * The wallet as PUT /wallet stores it: the address, the auth share (base64), the recovery envelope
 * (base64, recovery.ts) and the recovery password's public record (salt, Argon2id cost, verifier).
 */
export interface ServerWallet {
  address: Address
  authShare: string
  recoveryShare: string
  recovery: {
    salt: string
    kdf: { memoryKiB: number; passes: number; parallelism: number }
    verifier: string
  }
}

/**
 * The wallet as GET /wallet answers it: the address, the wallet's auth share, and this device's own auth
 * share when it recovered the wallet (keys.ts `splitForDevice`). Never the recovery envelope.
 */
export interface ServerWalletShares {
  address: Address
  authShare: string
  deviceAuthShare?: string | undefined
}

export interface AuthRequestOptions {
  signal?: AbortSignal | undefined
}

/**
 * The project and the host page a session belongs to, sent as `X-Foyer-Project` and `X-Foyer-Origin`
 * with every call: the server opens a session for them at /email/verify and refuses its token (401)
 * when another project's or site's frame presents it.
 */
export interface AuthScope {
  projectId: string
  /** The origin of the page that embeds the frame, e.g. 'https://app.example.com'. */
  hostOrigin: string
}

/**
 * The scope of the frame this script runs in: `projectId` from its query, the embedding page's origin
 * from `location.ancestorOrigins[0]` (Chromium, Safari) or else from `document.referrer` (the origin the
 * page's default referrer policy sends). Undefined outside a browser frame, or when either is unknown.
 *
 * @example
 * readBrowserScope(window) // { projectId: 'demo', hostOrigin: 'https://app.example.com' }
 */
export function readBrowserScope(
  win: {
    location?: { search: string; ancestorOrigins?: ArrayLike<string> }
    document?: { referrer: string }
  } = globalThis as never,
): AuthScope | undefined {
  const location = win.location
  if (!location) return undefined
  const projectId = new URLSearchParams(location.search).get('projectId') ?? ''
  let hostOrigin = location.ancestorOrigins?.[0]
  if (hostOrigin === undefined && win.document?.referrer) {
    try {
      hostOrigin = new URL(win.document.referrer).origin
    } catch {
      hostOrigin = undefined
    }
  }
  if (!projectId || !hostOrigin || hostOrigin === 'null') return undefined
  return { projectId, hostOrigin }
}

export interface AuthApi {
  /**
   * POST /email/otp: sends a one-time code. The Foyer server answers VERIFY_OTP for every address (a
   * known account's new device included: the code verifies it); VERIFY_DEVICE is still read.
   */
  requestOtp(
    body: { email: string; deviceId: string },
    options?: AuthRequestOptions,
  ): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>
  /** POST /email/verify: the code for a session (and a verified device). */
  verifyOtp(
    body: { email: string; deviceId: string; otp: string },
    options?: AuthRequestOptions,
  ): Promise<{ sessionToken: string; user: AuthUser }>
  /**
   * POST /social/start: a social login for this device; where the popup goes, the login's `state` (the
   * frame keeps it) and when it expires (Unix ms).
   */
  startSocial(
    body: { provider: string; deviceId: string },
    options?: AuthRequestOptions,
  ): Promise<{ authorizationUrl: string; state: string; expiresAt: number }>
  /**
   * POST /social/finish: the login's session once the provider sent the user back (409
   * SOCIAL_LOGIN_PENDING before), with the provider and its name for the user; or the provider's failure.
   */
  finishSocial(
    body: { state: string; deviceId: string },
    options?: AuthRequestOptions,
  ): Promise<{ sessionToken: string; user: AuthUser }>
  /**
   * The headers that present `token` as the server checks a session (authorization, device, project,
   * the page's origin), for the session's requests made by other clients (the paymaster route, ERC-7677).
   */
  sessionHeaders(token: string): Promise<Record<string, string>>
  /** GET /session: the session's user; 401 when the session is over. */
  getSession(token: string, options?: AuthRequestOptions): Promise<AuthUser>
  /** DELETE /session; `all: true` ends every session of the account (every device and project). */
  deleteSession(token: string, options?: AuthRequestOptions & { all?: boolean }): Promise<void>
  /** PUT /wallet: a new wallet's address, auth share and recovery envelope. */
  putWallet(token: string, wallet: ServerWallet, options?: AuthRequestOptions): Promise<void>
  /** GET /wallet: the address and auth shares (no recovery envelope). */
  getWallet(token: string, options?: AuthRequestOptions): Promise<ServerWalletShares>
  /** POST /email/update: starts an email change. */
  updateEmail(
    token: string,
    newEmail: string,
    options?: AuthRequestOptions,
  ): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  /** POST /email/update/verify: the codes sent to the current and the new address; answers the new one. */
  verifyEmailUpdate(
    token: string,
    codes: { primaryOtp: string; secondaryOtp: string },
    options?: AuthRequestOptions,
  ): Promise<{ email: string }>
  /** GET /recovery: the recovery password's salt (base64), Argon2id cost and the account's tries left. */
  getRecovery(
    token: string,
    options?: AuthRequestOptions,
  ): Promise<{ salt: string; kdf: ServerWallet['recovery']['kdf']; triesLeft: number }>
  /** POST /recovery/evaluate: the OPRF evaluation of a blinded element (base64); one counted try. */
  evaluateRecovery(
    token: string,
    blinded: string,
    options?: AuthRequestOptions,
  ): Promise<{ evaluated: string; triesLeft?: number | undefined }>
  /** POST /recovery/open: the recovery envelope for the password's verifier (base64). */
  openRecovery(
    token: string,
    verifier: string,
    options?: AuthRequestOptions,
  ): Promise<{ recoveryShare: string }>
  /** PUT /wallet/device-share: this device's own auth share (base64). */
  putDeviceShare(token: string, authShare: string, options?: AuthRequestOptions): Promise<void>
  /** GET /recovery/passkeys: the account's recovery passkeys (credential id and PRF salt, base64). */
  listPasskeys(
    token: string,
    options?: AuthRequestOptions,
  ): Promise<{ passkeys: { credentialId: string; prfSalt: string }[] }>
  /**
   * POST /recovery/passkeys: adds a recovery passkey; `signature` is the wallet's EIP-191 signature of
   * `recoveryPasskeyProof` (only a device that holds the wallet adds one).
   */
  addPasskey(
    token: string,
    passkey: { credentialId: string; prfSalt: string; envelope: string; signature: string },
    options?: AuthRequestOptions,
  ): Promise<void>
  /** POST /recovery/passkeys/open: the envelope of one of the account's passkeys (base64). */
  openPasskey(
    token: string,
    credentialId: string,
    options?: AuthRequestOptions,
  ): Promise<{ envelope: string }>
}

export interface CreateAuthApiParameters {
  /** The Foyer server's base URL; the API lives under `/auth/v1`. */
  apiUrl: string
  fetch?: typeof globalThis.fetch
  /**
   * This device's id, sent as `X-Foyer-Device` with every signed-in call: the server binds a session to
   * the device it was made on, so a stolen session token is refused anywhere else.
   */
  deviceId?: () => Promise<string>
  /**
   * The project and host page origin sent as `X-Foyer-Project` / `X-Foyer-Origin` with every call (the
   * server binds the session to them). By default `readBrowserScope()`: the frame's own query and
   * embedding page; without one (outside a browser frame) the headers are not sent and sign-in fails.
   */
  scope?: AuthScope | (() => AuthScope | undefined)
}

/**
 * A client of the Foyer auth API.
 *
 * @example
 * const api = createAuthApi({ apiUrl: 'https://foyer.example.com' })
 * const { action } = await api.requestOtp({ email, deviceId })
 */
export function createAuthApi(parameters: CreateAuthApiParameters): AuthApi {
  const connection: AuthApiConnection = {
    base: `${parameters.apiUrl.replace(/\/+$/, '')}/auth/v1`,
    fetch: parameters.fetch ?? globalThis.fetch,
    scope: () => {
      const { scope = readBrowserScope } = parameters
      return typeof scope === 'function' ? scope() : scope
    },
    deviceId: parameters.deviceId,
  }
  const call = (method: AuthApiMethod, path: string, request: AuthApiRequest) =>
    callAuthApi(connection, method, path, request)
  const read = <T>(method: 'GET' | 'POST', path: string, schema: z.ZodMiniType<T>, request: AuthApiRequest) =>
    readAuthApi(connection, method, path, schema, request)

  return {
    sessionHeaders: (token) => headersOf(connection, { token }),
    requestOtp: (body, options = {}) => read('POST', '/email/otp', otpAnswerSchema, { body, ...options }),
    verifyOtp: async (body, options = {}) => {
      const answer = await read('POST', '/email/verify', verifyAnswerSchema, { body, ...options })
      return { sessionToken: answer.sessionToken, user: toUser(answer.user) }
    },
    startSocial: (body, options = {}) =>
      read('POST', '/social/start', socialStartAnswerSchema, { body, ...options }),
    finishSocial: async (body, options = {}) => {
      const answer = await read('POST', '/social/finish', socialFinishAnswerSchema, { body, ...options })
      return { sessionToken: answer.sessionToken, user: toUser(answer.user) }
    },
    getSession: async (token, options = {}) => {
      const answer = await read('GET', '/session', sessionAnswerSchema, { token, ...options })
      return toUser('user' in answer ? answer.user : answer)
    },
    deleteSession: async (token, { all = false, ...options } = {}) => {
      await call('DELETE', all ? '/session?all=1' : '/session', { token, ...options })
    },
    putWallet: async (token, wallet, options = {}) => {
      await call('PUT', '/wallet', { token, body: wallet, ...options })
    },
    getWallet: async (token, options = {}) => {
      const wallet = await read('GET', '/wallet', walletSchema, { token, ...options })
      return { ...wallet, address: wallet.address as Address }
    },
    updateEmail: (token, newEmail, options = {}) =>
      read('POST', '/email/update', updateAnswerSchema, { token, body: { newEmail }, ...options }),
    verifyEmailUpdate: (token, codes, options = {}) =>
      read('POST', '/email/update/verify', updateVerifyAnswerSchema, { token, body: codes, ...options }),
    getRecovery: (token, options = {}) =>
      read('GET', '/recovery', recoveryAnswerSchema, { token, ...options }),
    evaluateRecovery: (token, blinded, options = {}) =>
      read('POST', '/recovery/evaluate', evaluateAnswerSchema, { token, body: { blinded }, ...options }),
    openRecovery: (token, verifier, options = {}) =>
      read('POST', '/recovery/open', openAnswerSchema, { token, body: { verifier }, ...options }),
    putDeviceShare: async (token, authShare, options = {}) => {
      await call('PUT', '/wallet/device-share', { token, body: { authShare }, ...options })
    },
    listPasskeys: (token, options = {}) =>
      read('GET', '/recovery/passkeys', passkeysAnswerSchema, { token, ...options }),
    addPasskey: async (token, passkey, options = {}) => {
      await call('POST', '/recovery/passkeys', { token, body: passkey, ...options })
    },
    openPasskey: (token, credentialId, options = {}) =>
      read('POST', '/recovery/passkeys/open', passkeyOpenAnswerSchema, {
        token,
        body: { credentialId },
        ...options,
      }),
  }
}

function toUser(user: z.output<typeof authUserSchema>): AuthUser {
  return { ...user, address: user.address as Address | null }
}
