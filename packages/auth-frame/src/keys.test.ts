import { combine } from 'shamir-secret-sharing'
import { privateKeyToAddress } from 'viem/accounts'
import { bytesToHex } from 'viem/utils'
import { afterEach, expect, test, vi } from 'vitest'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import {
  InvalidShareError,
  RecoveryEnvelopeError,
  RecoveryPasswordRuleError,
  WrongRecoveryPasswordError,
} from './errors.js'
import {
  createWalletShares,
  decryptRecoveryShare,
  deriveShare,
  encryptRecoveryShare,
  RECOVERY_KDF_ITERATIONS,
  recoverPrivateKey,
  SHARE_LENGTH,
} from './keys.js'

const PASSWORD = 'correct horse battery staple'
const FAST = { iterations: 1_000 }

const addressOf = (key: Uint8Array) => privateKeyToAddress(bytesToHex(key))

/** Lets `intercept` see (and fill, returning true) each array given to crypto.getRandomValues. */
function interceptRandom(intercept: (array: Uint8Array) => boolean) {
  const original = crypto.getRandomValues.bind(crypto)
  vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) =>
    array instanceof Uint8Array && intercept(array) ? array : original(array),
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

test('default: any two of the three shares rebuild the key and its address', async () => {
  const { address, deviceShare, authShare, recoveryShare } = await createWalletShares()
  for (const share of [deviceShare, authShare, recoveryShare]) expect(share).toHaveLength(SHARE_LENGTH)
  const pairs = [
    [deviceShare, authShare],
    [authShare, recoveryShare],
    [deviceShare, recoveryShare],
    [recoveryShare, deviceShare],
  ] as const
  const keys = await Promise.all(pairs.map(([a, b]) => recoverPrivateKey(a, b)))
  for (const key of keys) {
    expect(addressOf(key)).toBe(address)
    expect(key).toEqual(keys[0])
  }
})

test('behavior: one share alone does not give the key', async () => {
  const { address, authShare } = await createWalletShares()
  // The library refuses a single share outright.
  await expect(combine([authShare])).rejects.toThrow()
  // Read as a key, the share is not the key.
  expect(addressOf(authShare.slice(0, 32))).not.toBe(address)
  // With a made-up second share the result is some other key.
  const guess = crypto.getRandomValues(new Uint8Array(SHARE_LENGTH))
  guess[32] = authShare[32] === 1 ? 2 : 1
  expect(addressOf(await recoverPrivateKey(authShare, guess))).not.toBe(address)
  // Shares of two different wallets do not rebuild either wallet.
  const other = await createWalletShares()
  expect(addressOf(await recoverPrivateKey(authShare, other.recoveryShare))).not.toBe(address)
})

test('behavior: the key bytes are zeroed once the shares exist', async () => {
  const drawn: Uint8Array[] = []
  interceptRandom((array) => {
    if (array.length === 32) drawn.push(array)
    return false
  })
  await createWalletShares()
  expect(drawn).toHaveLength(1)
  expect(drawn[0]!.every((byte) => byte === 0)).toBe(true)
})

test('behavior: out-of-range keys (0, n or above) are drawn again', async () => {
  const valid = new Uint8Array(32).fill(7)
  const draws = [new Uint8Array(32).fill(0xff), new Uint8Array(32), valid]
  interceptRandom((array) => {
    if (array.length !== 32 || draws.length === 0) return false
    array.set(draws.shift()!)
    return true
  })
  const { address } = await createWalletShares()
  expect(draws).toHaveLength(0)
  expect(address).toBe(addressOf(valid))
})

test('behavior: a derived share works with every other share, at its own x', async () => {
  const { address, deviceShare, authShare, recoveryShare } = await createWalletShares()
  const fresh = await deriveShare(authShare, recoveryShare)
  expect(fresh).toHaveLength(SHARE_LENGTH)
  expect([authShare[32], recoveryShare[32]]).not.toContain(fresh[32])
  for (const other of [authShare, recoveryShare, deviceShare]) {
    if (other[32] === fresh[32]) {
      // A fresh x equal to the old device share's x gives that very share: same point of the same line.
      expect(fresh).toEqual(other)
      continue
    }
    expect(addressOf(await recoverPrivateKey(fresh, other))).toBe(address)
  }
})

test('behavior: invalid shares are refused', async () => {
  const { authShare } = await createWalletShares()
  await expect(recoverPrivateKey(authShare, authShare)).rejects.toBeInstanceOf(InvalidShareError)
  await expect(recoverPrivateKey(authShare, authShare.slice(1))).rejects.toBeInstanceOf(InvalidShareError)
  const zeroX = Uint8Array.from(authShare)
  zeroX[32] = 0
  await expect(deriveShare(authShare, zeroX)).rejects.toBeInstanceOf(InvalidShareError)
})

test('default: the recovery share round-trips through its envelope', async () => {
  const { recoveryShare } = await createWalletShares()
  const envelope = await encryptRecoveryShare(recoveryShare, PASSWORD, FAST)
  expect(base64ToBytes(envelope)?.[0]).toBe(1)
  expect(await decryptRecoveryShare(envelope, PASSWORD)).toEqual(recoveryShare)
  // Random salt and iv: the same share and password never give the same envelope.
  expect(await encryptRecoveryShare(recoveryShare, PASSWORD, FAST)).not.toBe(envelope)
})

test('parameters: the default iteration count is 600 000 and is written in the envelope', async () => {
  expect(RECOVERY_KDF_ITERATIONS).toBe(600_000)
  const { recoveryShare } = await createWalletShares()
  const envelope = await encryptRecoveryShare(recoveryShare, PASSWORD)
  const bytes = base64ToBytes(envelope)!
  expect(new DataView(bytes.buffer).getUint32(1)).toBe(600_000)
  expect(await decryptRecoveryShare(envelope, PASSWORD)).toEqual(recoveryShare)
})

test('behavior: a wrong password is a typed error, never a garbage share', async () => {
  const { recoveryShare } = await createWalletShares()
  const envelope = await encryptRecoveryShare(recoveryShare, PASSWORD, FAST)
  const error = await decryptRecoveryShare(envelope, 'correct horse battery stapler').catch((e) => e)
  expect(error).toBeInstanceOf(WrongRecoveryPasswordError)
  expect(error.code).toBe('RECOVERY_PASSWORD_INVALID')
})

test('behavior: a tampered envelope is detected', async () => {
  const { recoveryShare } = await createWalletShares()
  const envelope = base64ToBytes(await encryptRecoveryShare(recoveryShare, PASSWORD, FAST))!
  const altered = (index: number, value: (byte: number) => number) => {
    const copy = Uint8Array.from(envelope)
    copy[index] = value(copy[index]!)
    return bytesToBase64(copy)
  }
  // Ciphertext, tag, salt, iv and the iteration count: the tag no longer verifies.
  for (const index of [envelope.length - 1, envelope.length - 20, 4, 10, 25])
    await expect(
      decryptRecoveryShare(
        altered(index, (b) => b ^ 1),
        PASSWORD,
      ),
    ).rejects.toBeInstanceOf(WrongRecoveryPasswordError)
  // Version, length and encoding: not an envelope this frame reads.
  await expect(
    decryptRecoveryShare(
      altered(0, () => 2),
      PASSWORD,
    ),
  ).rejects.toBeInstanceOf(RecoveryEnvelopeError)
  await expect(decryptRecoveryShare(bytesToBase64(envelope.slice(0, -1)), PASSWORD)).rejects.toBeInstanceOf(
    RecoveryEnvelopeError,
  )
  await expect(decryptRecoveryShare('not base64!', PASSWORD)).rejects.toBeInstanceOf(RecoveryEnvelopeError)
})

test('behavior: the password rule asks for at least 10 characters', async () => {
  const { recoveryShare } = await createWalletShares()
  const error = await encryptRecoveryShare(recoveryShare, '123456789', FAST).catch((e) => e)
  expect(error).toBeInstanceOf(RecoveryPasswordRuleError)
  expect(error.message).toMatchInlineSnapshot(`"The recovery password must be at least 10 characters long"`)
  // Characters, not UTF-16 units: ten emoji pass, five (ten units) do not.
  await expect(encryptRecoveryShare(recoveryShare, '🔑'.repeat(10), FAST)).resolves.toBeTypeOf('string')
  await expect(encryptRecoveryShare(recoveryShare, '🔑'.repeat(5), FAST)).rejects.toBeInstanceOf(
    RecoveryPasswordRuleError,
  )
})

test('behavior: the password is read in NFC, so both Unicode spellings of it decrypt', async () => {
  const { recoveryShare } = await createWalletShares()
  const composed = 'mot de passe été'.normalize('NFC')
  const decomposed = composed.normalize('NFD')
  expect(decomposed).not.toBe(composed)
  const envelope = await encryptRecoveryShare(recoveryShare, composed, FAST)
  expect(await decryptRecoveryShare(envelope, decomposed)).toEqual(recoveryShare)
})
