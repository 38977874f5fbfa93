import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ristretto255_oprf } from '@noble/curves/ed25519.js'

/**
 * A stand-in for the Foyer server's auth API (`/auth/v1`) on 127.0.0.1, for the auth client and frame
 * tests: email codes (always `FAKE_OTP`, the email update's second code `FAKE_SECONDARY_OTP`), sessions,
 * known devices and the stored wallets, in memory. Failures are switches: `throttle` (seconds) answers
 * 429 EMAIL_THROTTLED, `hang` never answers, `heldSessionChecks` (a list) keeps each GET /session's
 * answer until the test calls the function it pushes there. `requests` records what was asked.
 */
export interface FakeAuthApi {
  /** The `apiUrl` to give the client (without `/auth/v1`). */
  url: string
  users: Map<string, FakeUser>
  requests: Array<{ method: string; path: string; body: unknown; authorization: string | undefined }>
  switches: {
    throttle?: number | undefined
    hang?: boolean | undefined
    heldSessionChecks?: Array<() => void> | undefined
  }
  close(): Promise<void>
}

export interface FakeUser {
  id: string
  email: string
  wallet?: { address: string; authShare: string; recoveryShare: string }
  /** The recovery password's record (PUT /wallet's `recovery`) and its counted tries (10, then locked). */
  recovery?: { salt: string; kdf: unknown; verifier: string; tries: number; openTries: number }
  /** The devices' own auth shares (PUT /wallet/device-share), by device id. */
  deviceShares: Map<string, string>
  devices: Set<string>
}

/** The fake's OPRF key (the real server derives one per account from its shareKey). */
const OPRF_KEY = ristretto255_oprf.oprf.deriveKeyPair(new Uint8Array(32).fill(9), new Uint8Array()).secretKey
export const FAKE_RECOVERY_TRIES = 10

export const FAKE_OTP = '123456'
export const FAKE_SECONDARY_OTP = '654321'
const OTP_TRIES = 3

export async function startFakeAuthApi(): Promise<FakeAuthApi> {
  const users = new Map<string, FakeUser>()
  const pending = new Map<string, { deviceId: string; triesLeft: number }>()
  const sessions = new Map<string, { email: string; deviceId: string }>()
  const emailUpdates = new Map<string, string>()
  const requests: FakeAuthApi['requests'] = []
  const switches: FakeAuthApi['switches'] = {}
  const hanging = new Set<ServerResponse>()

  const userView = (user: FakeUser, isNew = false) => ({
    id: user.id,
    email: user.email,
    isNew,
    address: user.wallet?.address ?? null,
  })

  type Answer = [status: number, body?: unknown]
  const route = (method: string, path: string, body: Record<string, string>, token?: string): Answer => {
    const fail = (status: number, code: string, extra: object = {}): Answer => [
      status,
      { code, message: code.toLowerCase().replaceAll('_', ' '), ...extra },
    ]
    if (method === 'POST' && path === '/email/otp') {
      if (switches.throttle !== undefined)
        return fail(429, 'EMAIL_THROTTLED', { retryAfter: switches.throttle })
      const email = body.email!
      pending.set(email, { deviceId: body.deviceId!, triesLeft: OTP_TRIES })
      const known = users.get(email)?.devices.has(body.deviceId!)
      return [200, { action: known ? 'VERIFY_OTP' : 'VERIFY_DEVICE' }]
    }
    if (method === 'POST' && path === '/email/verify') {
      const email = body.email!
      const code = pending.get(email)
      if (!code || code.deviceId !== body.deviceId) return fail(400, 'OTP_EXPIRED')
      if (body.otp !== FAKE_OTP) {
        code.triesLeft -= 1
        if (code.triesLeft <= 0) {
          pending.delete(email)
          return fail(423, 'OTP_LOCKED')
        }
        return fail(400, 'OTP_INVALID', { triesLeft: code.triesLeft })
      }
      pending.delete(email)
      const isNew = !users.has(email)
      if (isNew)
        users.set(email, { id: `user-${users.size + 1}`, email, devices: new Set(), deviceShares: new Map() })
      const user = users.get(email)!
      user.devices.add(body.deviceId!)
      const sessionToken = `token-${crypto.randomUUID()}`
      sessions.set(sessionToken, { email, deviceId: body.deviceId! })
      return [200, { sessionToken, user: userView(user, isNew) }]
    }

    const session = token === undefined ? undefined : sessions.get(token)
    const user = session && users.get(session.email)
    if (!session || !user) return fail(401, 'UNAUTHORIZED')
    if (path === '/session' && method === 'GET') return [200, userView(user)]
    if ((path === '/session' || path === '/session?all=1') && method === 'DELETE') {
      sessions.delete(token!)
      // ?all=1: every session of the account.
      if (path.endsWith('?all=1'))
        for (const [other, entry] of sessions) if (entry.email === session.email) sessions.delete(other)
      return [204]
    }
    if (path === '/wallet' && method === 'PUT') {
      if (user.wallet) return fail(409, 'WALLET_EXISTS')
      user.wallet = { address: body.address!, authShare: body.authShare!, recoveryShare: body.recoveryShare! }
      const recovery = body.recovery as unknown as { salt: string; kdf: unknown; verifier: string }
      user.recovery = { ...recovery, tries: 0, openTries: 0 }
      return [204]
    }
    if (path === '/wallet' && method === 'GET') {
      if (!user.devices.has(session.deviceId)) return fail(403, 'DEVICE_NOT_VERIFIED')
      if (!user.wallet) return fail(404, 'WALLET_NOT_FOUND')
      const deviceAuthShare = user.deviceShares.get(session.deviceId)
      return [
        200,
        {
          address: user.wallet.address,
          authShare: user.wallet.authShare,
          ...(deviceAuthShare && { deviceAuthShare }),
        },
      ]
    }
    if (path === '/wallet/device-share' && method === 'PUT') {
      user.deviceShares.set(session.deviceId, body.authShare!)
      return [204]
    }
    const { recovery } = user
    const locked = () => fail(423, 'RECOVERY_LOCKED', { retryAfter: 86_400, triesLeft: 0 })
    if (path === '/recovery' && method === 'GET') {
      if (!recovery) return fail(404, 'WALLET_NOT_FOUND')
      if (recovery.tries >= FAKE_RECOVERY_TRIES) return locked()
      return [
        200,
        { salt: recovery.salt, kdf: recovery.kdf, triesLeft: FAKE_RECOVERY_TRIES - recovery.tries },
      ]
    }
    if (path === '/recovery/evaluate' && method === 'POST') {
      if (recovery && recovery.tries >= FAKE_RECOVERY_TRIES) return locked()
      if (recovery) {
        recovery.tries += 1
        recovery.openTries += 1
      }
      const blinded = new Uint8Array(Buffer.from(body.blinded!, 'base64'))
      const evaluated = Buffer.from(ristretto255_oprf.oprf.blindEvaluate(OPRF_KEY, blinded)).toString(
        'base64',
      )
      return [200, { evaluated, ...(recovery && { triesLeft: FAKE_RECOVERY_TRIES - recovery.tries }) }]
    }
    if (path === '/recovery/open' && method === 'POST') {
      if (!recovery || !user.wallet) return fail(404, 'WALLET_NOT_FOUND')
      if (recovery.openTries <= 0) return fail(409, 'RECOVERY_TRY_MISSING')
      recovery.openTries -= 1
      if (body.verifier !== recovery.verifier) {
        if (recovery.tries >= FAKE_RECOVERY_TRIES) return locked()
        return fail(400, 'RECOVERY_PASSWORD_INVALID', { triesLeft: FAKE_RECOVERY_TRIES - recovery.tries })
      }
      recovery.tries = 0
      recovery.openTries = 0
      return [200, { recoveryShare: user.wallet.recoveryShare }]
    }
    if (path === '/email/update' && method === 'POST') {
      emailUpdates.set(user.email, body.newEmail!)
      return [200, { action: 'VERIFY_PRIMARY_OTP' }]
    }
    if (path === '/email/update/verify' && method === 'POST') {
      const newEmail = emailUpdates.get(user.email)
      if (!newEmail || body.primaryOtp !== FAKE_OTP || body.secondaryOtp !== FAKE_SECONDARY_OTP)
        return fail(400, 'OTP_INVALID', { triesLeft: 2 })
      emailUpdates.delete(user.email)
      users.delete(user.email)
      user.email = newEmail
      users.set(newEmail, user)
      session.email = newEmail
      return [200, { email: newEmail }]
    }
    return fail(404, 'NOT_FOUND')
  }

  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      const path = (request.url ?? '').replace(/^\/auth\/v1/, '')
      const body = text ? (JSON.parse(text) as Record<string, string>) : {}
      const authorization = request.headers.authorization
      requests.push({ method: request.method ?? '', path, body, authorization })
      if (switches.hang) {
        hanging.add(response)
        return
      }
      const reply = () => {
        const [status, answer] = route(
          request.method ?? '',
          path,
          body,
          authorization?.replace(/^Bearer /, ''),
        )
        response.statusCode = status
        if (answer === undefined) return response.end()
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify(answer))
      }
      if (switches.heldSessionChecks && path === '/session' && request.method === 'GET')
        switches.heldSessionChecks.push(reply)
      else reply()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    users,
    requests,
    switches,
    close: () => {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
