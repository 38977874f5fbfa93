import { randomBytes } from 'node:crypto'
import { type MailCatcher, startMailCatcher } from '@foyer/devnet'
import { recoveryPasskeyProof } from '@foyer/protocol'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_RECOVERY_PASSKEYS } from './recoveryPasskeys.js'
import { type AuthTestbed, BETA, startAuthTestbed } from './test/startAuthTestbed.js'

let catcher: MailCatcher
beforeAll(async () => {
  catcher = await startMailCatcher()
})
afterAll(() => catcher?.stop())

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

describe.each(['pglite', 'postgres'] as const)('recovery passkeys on %s', (kind) => {
  let bed: AuthTestbed
  beforeAll(async () => {
    bed = await startAuthTestbed({ kind, catcher })
  }, 60_000)
  afterAll(() => bed?.stop())

  let counter = 0
  const newEmail = (label: string) => `${label}-${kind}-passkey-${++counter}@example.com`
  const signIn = async (email: string, device: string) => {
    bed.clock.now += 30_000
    await bed.call('POST', '/email/otp', { body: { email, deviceId: device } })
    const otp = await bed.codeFor(email)
    const verified = await bed.call('POST', '/email/verify', { body: { email, deviceId: device, otp } })
    expect(verified.status).toBe(200)
    const { sessionToken: token, user } = verified.body as { sessionToken: string; user: { id: string } }
    return { token, device, userId: user.id }
  }
  type Auth = Awaited<ReturnType<typeof signIn>>

  /** An account whose wallet (a real key) was made on device A, and the mailbox holder's new device B. */
  const walletAndNewDevice = async (label: string) => {
    const email = newEmail(label)
    const wallet = privateKeyToAccount(generatePrivateKey())
    const first = await signIn(email, `${label}-device-a-0123456789`)
    const put = await bed.call('PUT', '/wallet', {
      ...first,
      body: {
        address: wallet.address,
        authShare: b64(randomBytes(33)),
        recoveryShare: b64(randomBytes(62)),
        recovery: {
          salt: b64(randomBytes(16)),
          kdf: { memoryKiB: 65536, passes: 3, parallelism: 1 },
          verifier: b64(randomBytes(32)),
        },
      },
    })
    expect(put.status).toBe(204)
    const second = await signIn(email, `${label}-device-b-0123456789`)
    return { email, wallet, first, second }
  }

  /** A passkey's record, signed by `signer` (the wallet, unless a test says otherwise). */
  const passkey = async (
    auth: Auth,
    wallet: { address: string },
    signer: ReturnType<typeof privateKeyToAccount>,
    overrides: { signedCredentialId?: string } = {},
  ) => {
    const body = {
      credentialId: b64(randomBytes(16)),
      prfSalt: b64(randomBytes(32)),
      envelope: b64(randomBytes(62)),
    }
    const message = recoveryPasskeyProof({
      userId: auth.userId,
      address: wallet.address,
      ...body,
      credentialId: overrides.signedCredentialId ?? body.credentialId,
    })
    return { ...body, signature: await signer.signMessage({ message }) }
  }
  const add = (auth: Auth, body: unknown, ip?: string) =>
    bed.call('POST', '/recovery/passkeys', { ...auth, body, ...(ip ? { ip } : {}) })

  test('default: the device that holds the wallet adds a passkey; a new device lists it and gets its envelope', async () => {
    const { wallet, first, second } = await walletAndNewDevice('default')
    expect((await bed.call('GET', '/recovery/passkeys', second)).body).toEqual({ passkeys: [] })
    const body = await passkey(first, wallet, wallet)
    const added = await add(first, body)
    expect(added.status).toBe(204)
    const listed = await bed.call('GET', '/recovery/passkeys', second)
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual({ passkeys: [{ credentialId: body.credentialId, prfSalt: body.prfSalt }] })
    expect(listed.text).not.toContain(body.envelope)
    const opened = await bed.call('POST', '/recovery/passkeys/open', {
      ...second,
      body: { credentialId: body.credentialId },
    })
    expect(opened).toMatchObject({ status: 200, body: { envelope: body.envelope } })
  })

  test('behavior: a session that only proved the mailbox cannot add one (no wallet signature)', async () => {
    const { wallet, second } = await walletAndNewDevice('rule')
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await add(second, await passkey(second, wallet, stranger))
    expect(forged).toMatchObject({ status: 403, body: { code: 'WALLET_PROOF_INVALID' } })
    // The wallet's signature of another credential does not carry over.
    const moved = await passkey(second, wallet, wallet, { signedCredentialId: b64(randomBytes(16)) })
    expect((await add(second, moved)).body).toMatchObject({ code: 'WALLET_PROOF_INVALID' })
    // Nor to another account.
    const other = await walletAndNewDevice('rule-other')
    const fromOther = await passkey(other.first, wallet, wallet)
    expect((await add(other.first, fromOther)).status).toBe(403)
    expect((await bed.call('GET', '/recovery/passkeys', second)).body).toEqual({ passkeys: [] })
    // The wallet's own signature is what it takes, whichever device sends it.
    expect((await add(second, await passkey(second, wallet, wallet))).status).toBe(204)
  })

  test('error: every route needs a live session of this project and page, on its own verified device', async () => {
    const { wallet, first } = await walletAndNewDevice('session')
    const body = await passkey(first, wallet, wallet)
    const routes = [
      ['GET', '/recovery/passkeys', undefined],
      ['POST', '/recovery/passkeys', body],
      ['POST', '/recovery/passkeys/open', { credentialId: body.credentialId }],
    ] as const
    for (const [method, path, payload] of routes) {
      const options = payload === undefined ? {} : { body: payload }
      expect((await bed.call(method, path, options)).body, path).toMatchObject({ code: 'SESSION_INVALID' })
      expect((await bed.call(method, path, { ...options, token: first.token })).body, path).toMatchObject({
        code: 'DEVICE_MISMATCH',
      })
      expect(
        (await bed.call(method, path, { ...options, ...first, device: 'another-device-0123456789' })).body,
        path,
      ).toMatchObject({ code: 'DEVICE_MISMATCH' })
      const otherProject = await bed.call(method, path, {
        ...options,
        ...first,
        scope: { project: BETA.project, origin: BETA.origin },
      })
      expect(otherProject.status, path).toBe(401)
    }
  })

  test('error: before the wallet exists there is nothing to protect: 404', async () => {
    const auth = await signIn(newEmail('nowallet'), 'nowallet-device-0123456789')
    expect((await bed.call('GET', '/recovery/passkeys', auth)).body).toMatchObject({
      code: 'WALLET_NOT_FOUND',
    })
    const signer = privateKeyToAccount(generatePrivateKey())
    expect((await add(auth, await passkey(auth, signer, signer))).body).toMatchObject({
      code: 'WALLET_NOT_FOUND',
    })
  })

  test('error: bad input is a 400 that names the field', async () => {
    const { wallet, first } = await walletAndNewDevice('input')
    const good = await passkey(first, wallet, wallet)
    const cases: [unknown, string][] = [
      [{ ...good, credentialId: 'not base64!' }, 'credentialId'],
      [{ ...good, credentialId: b64(randomBytes(8)) }, 'credentialId'],
      [{ ...good, prfSalt: b64(randomBytes(16)) }, 'prfSalt'],
      [{ ...good, envelope: '' }, 'envelope'],
      [{ ...good, signature: '0x1234' }, 'signature'],
      [{ credentialId: good.credentialId }, 'prfSalt'],
      [[], ''],
    ]
    for (const [body, field] of cases) {
      const answer = await add(first, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.code).toBe('VALIDATION')
      expect(answer.body.message).toContain(field)
    }
    const open = await bed.call('POST', '/recovery/passkeys/open', { ...first, body: { credentialId: 42 } })
    expect(open).toMatchObject({ status: 400, body: { code: 'VALIDATION' } })
    const raw = await bed.call('POST', '/recovery/passkeys', { ...first, raw: '{"credentialId":' })
    expect(raw.status).toBe(400)
  })

  test('error: an unknown credential, or another account’s, is 404; the same credential twice 409', async () => {
    const { wallet, first, second } = await walletAndNewDevice('unknown')
    const other = await walletAndNewDevice('unknown-other')
    const theirs = await passkey(other.first, other.wallet, other.wallet)
    expect((await add(other.first, theirs)).status).toBe(204)
    for (const credentialId of [b64(randomBytes(16)), theirs.credentialId]) {
      const answer = await bed.call('POST', '/recovery/passkeys/open', { ...second, body: { credentialId } })
      expect(answer).toMatchObject({ status: 404, body: { code: 'PASSKEY_NOT_FOUND' } })
    }
    const mine = await passkey(first, wallet, wallet)
    expect((await add(first, mine)).status).toBe(204)
    expect(await add(first, mine)).toMatchObject({ status: 409, body: { code: 'PASSKEY_EXISTS' } })
  })

  test(`behavior: an account has at most ${MAX_RECOVERY_PASSKEYS} passkeys`, async () => {
    const { wallet, first } = await walletAndNewDevice('cap')
    for (let index = 0; index < MAX_RECOVERY_PASSKEYS; index++)
      expect((await add(first, await passkey(first, wallet, wallet))).status, `passkey ${index}`).toBe(204)
    const eleventh = await add(first, await passkey(first, wallet, wallet))
    expect(eleventh).toMatchObject({ status: 409, body: { code: 'PASSKEY_LIMIT_REACHED', max: 10 } })
    const listed = await bed.call('GET', '/recovery/passkeys', first)
    expect((listed.body.passkeys as unknown[]).length).toBe(MAX_RECOVERY_PASSKEYS)
  })

  test('behavior: adds and opens count against the client address’s hourly limit', async () => {
    const { wallet, first, second } = await walletAndNewDevice('limit')
    const body = await passkey(first, wallet, wallet)
    // The limiter's windows are fixed (clock hours): start at the top of one.
    bed.clock.now = Math.ceil(bed.clock.now / 3_600_000) * 3_600_000
    expect((await add(first, body, '203.0.113.9')).status).toBe(204)
    const open = (ip: string) =>
      bed.call('POST', '/recovery/passkeys/open', {
        ...second,
        body: { credentialId: body.credentialId },
        ip,
      })
    // 120 an hour (the code checks' limit); the minute's limit of every route is waited out between (its
    // windows' clean-up erased the hourly windows until this test caught it).
    for (let index = 1; index < 120; index++) {
      if (index % 60 === 0) bed.clock.now += 61_000
      expect((await open('203.0.113.9')).status, `open ${index}`).toBe(200)
    }
    bed.clock.now += 61_000
    const limited = await open('203.0.113.9')
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60)
    // Another client address is not held up.
    expect((await open('203.0.113.10')).status).toBe(200)
  }, 60_000)
})
