import { ristretto255_oprf } from '@noble/curves/ed25519.js'
import { argon2idAsync } from '@noble/hashes/argon2.js'
import { expect, test } from 'vitest'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import {
  AuthApiError,
  RecoveryEnvelopeError,
  RecoveryLockedError,
  RecoveryObsoleteError,
  WrongRecoveryPasswordError,
} from './errors.js'
import { createWalletShares } from './keys.js'
import {
  assertRecoveryKdf,
  deriveRecoveryKeys,
  newRecoverySalt,
  openRecoveryShare,
  RECOVERY_KDF,
  recoveryKdfFor,
  sealRecoveryShare,
  stretchPassword,
  toRecoveryError,
} from './recovery.js'

const PASSWORD = 'correct horse battery staple'
const FAST = recoveryKdfFor(256)
const server = ristretto255_oprf.oprf.generateKeyPair()
const evaluate = async (blinded: Uint8Array) =>
  ristretto255_oprf.oprf.blindEvaluate(server.secretKey, blinded)

test('default: the production cost is Argon2id with 64 MiB, 3 passes; only the explicit test option lowers it', () => {
  expect(RECOVERY_KDF).toEqual({ memoryKiB: 65536, passes: 3, parallelism: 1 })
  expect(recoveryKdfFor(undefined)).toEqual(RECOVERY_KDF)
  expect(recoveryKdfFor(1_000)).toEqual({ memoryKiB: 1_000, passes: 1, parallelism: 1 })
  expect(recoveryKdfFor(10_000_000).memoryKiB).toBe(65536)
  expect(() => assertRecoveryKdf(FAST)).toThrow(RangeError)
  expect(() => assertRecoveryKdf(FAST, { allowWeakKdf: true })).not.toThrow()
  expect(() =>
    assertRecoveryKdf({ memoryKiB: 4 * 1024 * 1024, passes: 3, parallelism: 1 }, { allowWeakKdf: true }),
  ).toThrow(RangeError)
})

test('behavior: Argon2id is the same with WebAssembly (hash-wasm) and pure JS (@noble/hashes)', async () => {
  const salt = new Uint8Array(16).fill(3)
  const viaWasm = await stretchPassword(PASSWORD, salt, FAST)
  const viaJs = await argon2idAsync(new TextEncoder().encode(PASSWORD), salt, {
    t: 1,
    m: 256,
    p: 1,
    dkLen: 32,
  })
  expect(bytesToBase64(viaWasm)).toBe(bytesToBase64(viaJs))
  // NFC: the composed and decomposed spellings stretch alike.
  expect(bytesToBase64(await stretchPassword('caf\u00e9 au lait!', salt, FAST))).toBe(
    bytesToBase64(await stretchPassword('cafe\u0301 au lait!', salt, FAST)),
  )
})

test('default: the password, the salt and the server key give the same keys each time; any other does not', async () => {
  const salt = newRecoverySalt()
  const a = await deriveRecoveryKeys(PASSWORD, salt, FAST, evaluate)
  const b = await deriveRecoveryKeys(PASSWORD, salt, FAST, evaluate)
  expect(bytesToBase64(a.sealKey)).toBe(bytesToBase64(b.sealKey))
  expect(bytesToBase64(a.verifier)).toBe(bytesToBase64(b.verifier))
  expect(bytesToBase64(a.verifier)).not.toBe(bytesToBase64(a.sealKey))
  const other = ristretto255_oprf.oprf.generateKeyPair()
  for (const keys of [
    await deriveRecoveryKeys(`${PASSWORD}!`, salt, FAST, evaluate),
    await deriveRecoveryKeys(PASSWORD, newRecoverySalt(), FAST, evaluate),
    await deriveRecoveryKeys(PASSWORD, salt, FAST, async (x) =>
      ristretto255_oprf.oprf.blindEvaluate(other.secretKey, x),
    ),
  ])
    expect(bytesToBase64(keys.verifier)).not.toBe(bytesToBase64(a.verifier))
})

test('behavior: the server sees only a blinded element, a new one each time', async () => {
  const seen: string[] = []
  const salt = newRecoverySalt()
  for (let i = 0; i < 2; i++)
    await deriveRecoveryKeys(PASSWORD, salt, FAST, async (blinded) => {
      seen.push(bytesToBase64(blinded))
      return evaluate(blinded)
    })
  expect(seen[0]).not.toBe(seen[1])
  const stretched = bytesToBase64(await stretchPassword(PASSWORD, salt, FAST))
  for (const text of seen) expect(text).not.toContain(stretched.slice(0, 20))
})

test('default: the recovery share round-trips through its envelope, bound to the address', async () => {
  const { address, recoveryShare } = await createWalletShares()
  const other = await createWalletShares()
  const { sealKey } = await deriveRecoveryKeys(PASSWORD, newRecoverySalt(), FAST, evaluate)
  const envelope = await sealRecoveryShare(recoveryShare, sealKey, address)
  expect(base64ToBytes(envelope)).toHaveLength(1 + 12 + 33 + 16)
  expect(base64ToBytes(envelope)?.[0]).toBe(2)
  expect(await openRecoveryShare(envelope, sealKey, address)).toEqual(recoveryShare)
  await expect(openRecoveryShare(envelope, sealKey, other.address)).rejects.toBeInstanceOf(
    WrongRecoveryPasswordError,
  )
  const wrongKey = Uint8Array.from(sealKey)
  wrongKey[0]! ^= 1
  await expect(openRecoveryShare(envelope, wrongKey, address)).rejects.toBeInstanceOf(
    WrongRecoveryPasswordError,
  )
  const flipped = base64ToBytes(envelope)!
  flipped[20]! ^= 1
  await expect(openRecoveryShare(bytesToBase64(flipped), sealKey, address)).rejects.toBeInstanceOf(
    WrongRecoveryPasswordError,
  )
})

test('error: an envelope of the old format (version 1, PBKDF2) or another shape is refused as unreadable', async () => {
  const { address } = await createWalletShares()
  const key = new Uint8Array(32)
  const v1 = new Uint8Array(33 + 33 + 16)
  v1[0] = 1
  await expect(openRecoveryShare(bytesToBase64(v1), key, address)).rejects.toBeInstanceOf(
    RecoveryEnvelopeError,
  )
  await expect(openRecoveryShare('not base64!', key, address)).rejects.toBeInstanceOf(RecoveryEnvelopeError)
  const short = new Uint8Array(20)
  short[0] = 2
  await expect(openRecoveryShare(bytesToBase64(short), key, address)).rejects.toBeInstanceOf(
    RecoveryEnvelopeError,
  )
  // A server answer that is no group element.
  await expect(
    deriveRecoveryKeys(PASSWORD, newRecoverySalt(), FAST, async () => new Uint8Array(32).fill(0xff)),
  ).rejects.toBeInstanceOf(RecoveryEnvelopeError)
})

test("behavior: the server's recovery codes become typed errors with their numbers", () => {
  const api = (code: string, extra: object = {}) => new AuthApiError('x', { code, status: 400, ...extra })
  expect(toRecoveryError(api('RECOVERY_PASSWORD_INVALID', { triesLeft: 7 }))).toMatchObject({
    code: 'RECOVERY_PASSWORD_INVALID',
    triesLeft: 7,
  })
  expect(toRecoveryError(api('RECOVERY_PASSWORD_INVALID'))).toBeInstanceOf(WrongRecoveryPasswordError)
  const locked = toRecoveryError(api('RECOVERY_LOCKED', { retryAfter: 86_400 }))
  expect(locked).toBeInstanceOf(RecoveryLockedError)
  expect(locked).toMatchObject({ code: 'RECOVERY_LOCKED', retryAfter: 86_400 })
  expect(toRecoveryError(api('RECOVERY_FORMAT_OBSOLETE'))).toBeInstanceOf(RecoveryObsoleteError)
  const other = api('SESSION_INVALID')
  expect(toRecoveryError(other)).toBe(other)
})
