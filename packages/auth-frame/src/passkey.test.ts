import { describe, expect, test } from 'vitest'
import { bytesToBase64 } from './base64.js'
import {
  createRecoveryPasskey,
  evaluatePasskeys,
  openPasskeyShare,
  passkeysAvailable,
  sealPasskeyShare,
} from './passkey.js'
import { createFakePasskeys } from './test/fakePasskeys.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const user = { id: '2f0a3c1e-8c4b-4b8e-9d7c-0a1b2c3d4e5f', email: 'ada@example.com' }
const share = () => Uint8Array.from({ length: 33 }, (_, i) => i + 1)

describe('createRecoveryPasskey', () => {
  test('default: creates a passkey for the frame’s host name, user verification required, PRF with a 32-byte salt', async () => {
    const { credentials, calls } = createFakePasskeys()
    const created = await createRecoveryPasskey(credentials, { rpId: 'auth.foyer.test', user })
    expect(created.prfSalt).toHaveLength(32)
    expect(created.prfOutput).toHaveLength(32)
    const options = (calls[0]!.options as CredentialCreationOptions).publicKey!
    expect(options.rp.id).toBe('auth.foyer.test')
    expect(options.authenticatorSelection).toEqual({ userVerification: 'required', residentKey: 'preferred' })
    expect(options.pubKeyCredParams.map((item) => item.alg)).toEqual([-7, -257])
    expect((options.extensions as { prf: { eval: { first: Uint8Array } } }).prf.eval.first).toEqual(
      created.prfSalt,
    )
    expect(calls.map((call) => call.kind)).toEqual(['create'])
  })

  test('behavior: an authenticator that evaluates PRF only on assertions is asked once more, for that credential', async () => {
    const { credentials, calls, switches } = createFakePasskeys()
    switches.prfAtCreate = false
    const created = await createRecoveryPasskey(credentials, { rpId: 'auth.foyer.test', user })
    expect(calls.map((call) => call.kind)).toEqual(['create', 'get'])
    const allowed = (calls[1]!.options as CredentialRequestOptions).publicKey!.allowCredentials!
    expect(allowed.map((item) => new Uint8Array(item.id as ArrayBuffer))).toEqual([created.credentialId])
    // The same output as a later assertion gives.
    const again = await evaluatePasskeys(credentials, {
      rpId: 'auth.foyer.test',
      passkeys: [
        { credentialId: bytesToBase64(created.credentialId), prfSalt: bytesToBase64(created.prfSalt) },
      ],
    })
    expect(again.prfOutput).toEqual(created.prfOutput)
  })

  test('error: no PRF support is PASSKEY_UNSUPPORTED', async () => {
    const { credentials, switches } = createFakePasskeys()
    switches.prf = false
    await expect(createRecoveryPasskey(credentials, { rpId: 'auth.foyer.test', user })).rejects.toMatchObject(
      {
        code: 'PASSKEY_UNSUPPORTED',
      },
    )
  })

  test('error: a closed dialog (NotAllowedError) is PASSKEY_CANCELLED', async () => {
    const { credentials, switches } = createFakePasskeys()
    switches.refuse = 'NotAllowedError'
    await expect(createRecoveryPasskey(credentials, { rpId: 'auth.foyer.test', user })).rejects.toMatchObject(
      {
        code: 'PASSKEY_CANCELLED',
      },
    )
  })
})

describe('evaluatePasskeys', () => {
  test('behavior: each credential is evaluated with its own salt', async () => {
    const { credentials, calls } = createFakePasskeys()
    const first = await createRecoveryPasskey(credentials, { rpId: 'a.test', user })
    const second = await createRecoveryPasskey(credentials, { rpId: 'a.test', user })
    const listed = [first, second].map((item) => ({
      credentialId: bytesToBase64(item.credentialId),
      prfSalt: bytesToBase64(item.prfSalt),
    }))
    const evaluated = await evaluatePasskeys(credentials, { rpId: 'a.test', passkeys: listed })
    expect(evaluated.credentialId).toEqual(first.credentialId)
    expect(evaluated.prfOutput).toEqual(first.prfOutput)
    const byCredential = (
      (calls.at(-1)!.options as CredentialRequestOptions).publicKey!.extensions as {
        prf: { evalByCredential: Record<string, { first: Uint8Array }> }
      }
    ).prf.evalByCredential
    expect(Object.keys(byCredential)).toEqual(
      [first, second].map((item) => Buffer.from(item.credentialId).toString('base64url')),
    )
  })
})

describe('sealPasskeyShare / openPasskeyShare', () => {
  const prf = () => ({
    credentialId: crypto.getRandomValues(new Uint8Array(16)),
    prfOutput: crypto.getRandomValues(new Uint8Array(32)),
  })

  test('default: round trip, version 3', async () => {
    const key = prf()
    const envelope = await sealPasskeyShare(share(), key, ADDRESS)
    expect(Buffer.from(envelope, 'base64')[0]).toBe(3)
    expect(await openPasskeyShare(envelope, key, ADDRESS)).toEqual(share())
    // The address's case does not matter.
    expect(await openPasskeyShare(envelope, key, ADDRESS.toLowerCase())).toEqual(share())
  })

  test('error: another PRF output does not open it', async () => {
    const key = prf()
    const envelope = await sealPasskeyShare(share(), key, ADDRESS)
    const wrong = { ...key, prfOutput: crypto.getRandomValues(new Uint8Array(32)) }
    await expect(openPasskeyShare(envelope, wrong, ADDRESS)).rejects.toMatchObject({
      code: 'PASSKEY_INVALID',
    })
  })

  test('error: another credential id does not open it', async () => {
    const key = prf()
    const envelope = await sealPasskeyShare(share(), key, ADDRESS)
    const moved = { ...key, credentialId: crypto.getRandomValues(new Uint8Array(16)) }
    await expect(openPasskeyShare(envelope, moved, ADDRESS)).rejects.toMatchObject({
      code: 'PASSKEY_INVALID',
    })
  })

  test('error: a changed envelope does not open', async () => {
    const key = prf()
    const bytes = Buffer.from(await sealPasskeyShare(share(), key, ADDRESS), 'base64')
    for (const index of [1, 13, bytes.length - 1]) {
      const tampered = Uint8Array.from(bytes)
      tampered[index]! ^= 1
      await expect(openPasskeyShare(bytesToBase64(tampered), key, ADDRESS)).rejects.toMatchObject({
        code: 'PASSKEY_INVALID',
      })
    }
  })

  test('error: another wallet’s address does not open it', async () => {
    const key = prf()
    const envelope = await sealPasskeyShare(share(), key, ADDRESS)
    await expect(openPasskeyShare(envelope, key, OTHER)).rejects.toMatchObject({ code: 'PASSKEY_INVALID' })
  })

  test('error: another version or length is unreadable, not a wrong passkey', async () => {
    const key = prf()
    const bytes = Buffer.from(await sealPasskeyShare(share(), key, ADDRESS), 'base64')
    const password = Uint8Array.from(bytes)
    password[0] = 2
    await expect(openPasskeyShare(bytesToBase64(password), key, ADDRESS)).rejects.toMatchObject({
      code: 'RECOVERY_ENVELOPE_INVALID',
    })
    await expect(openPasskeyShare(bytesToBase64(bytes.subarray(0, 40)), key, ADDRESS)).rejects.toMatchObject({
      code: 'RECOVERY_ENVELOPE_INVALID',
    })
  })
})

describe('passkeysAvailable', () => {
  const window = (hostname: string, extra: object = {}) => ({
    PublicKeyCredential: class PublicKeyCredential {},
    isSecureContext: true,
    location: { hostname },
    ...extra,
  })
  test.each([
    ['auth.foyer.test', true],
    ['localhost', true],
    ['127.0.0.1', false],
    ['[::1]', false],
  ])('%s → %s', (hostname, available) => {
    expect(passkeysAvailable(window(hostname))).toBe(available)
  })
  test('behavior: no WebAuthn, or not a secure context: none', () => {
    expect(passkeysAvailable(window('auth.foyer.test', { PublicKeyCredential: undefined }))).toBe(false)
    expect(passkeysAvailable(window('auth.foyer.test', { isSecureContext: false }))).toBe(false)
  })
})
