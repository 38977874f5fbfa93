import { combine } from 'shamir-secret-sharing'
import { privateKeyToAddress } from 'viem/accounts'
import { bytesToHex } from 'viem/utils'
import { afterEach, expect, test, vi } from 'vitest'
import { InvalidShareError, WalletMismatchError } from './errors.js'
import { createWalletShares, recoverPrivateKey, SHARE_LENGTH, sharesAddress, splitForDevice } from './keys.js'

const addressOf = (key: Uint8Array) => privateKeyToAddress(bytesToHex(key))

/** The address two shares rebuild, or 'refused' when they cannot be of one split (WalletMismatchError). */
const rebuiltOrRefused = (a: Uint8Array, b: Uint8Array) =>
  sharesAddress(a, b).catch((error: unknown) => {
    if (error instanceof WalletMismatchError) return 'refused'
    throw error
  })

/** A new wallet one of whose shares has the x coordinate of `share`, and that share. */
async function walletWithShareAtX(share: Uint8Array) {
  for (;;) {
    const wallet = await createWalletShares()
    const twin = [wallet.deviceShare, wallet.authShare, wallet.recoveryShare].find((s) => s[32] === share[32])
    if (twin) return { ...wallet, twin }
  }
}

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
  // Shares of two different wallets do not rebuild either wallet: another key, or refused when their x
  // coordinates meet (1 time in 255).
  const other = await createWalletShares()
  expect(await rebuiltOrRefused(authShare, other.recoveryShare)).not.toBe(address)
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

test('behavior: a device split: its two shares rebuild the wallet, and fit no share of the first split', async () => {
  const { address, deviceShare, authShare, recoveryShare } = await createWalletShares()
  const device = await splitForDevice(authShare, recoveryShare, address)
  expect(device.deviceShare).toHaveLength(SHARE_LENGTH)
  expect(device.authShare).toHaveLength(SHARE_LENGTH)
  expect(await sharesAddress(device.deviceShare, device.authShare)).toBe(address)
  // The first split still works: the other devices keep theirs.
  expect(await sharesAddress(deviceShare, authShare)).toBe(address)
  // A share of one split with a share of another rebuilds no key of this wallet.
  for (const [a, b] of [
    [device.deviceShare, authShare],
    [device.deviceShare, recoveryShare],
    [device.authShare, deviceShare],
  ] as const) {
    expect(await rebuiltOrRefused(a, b)).not.toBe(address)
  }
  // Two device splits are different polynomials: new shares each time.
  const again = await splitForDevice(deviceShare, recoveryShare, address)
  expect(bytesToHex(again.deviceShare)).not.toBe(bytesToHex(device.deviceShare))
})

test('error: a device split of shares of another wallet is refused before any share is made', async () => {
  const one = await createWalletShares()
  const other = await createWalletShares()
  await expect(splitForDevice(one.authShare, other.recoveryShare, one.address)).rejects.toBeInstanceOf(
    WalletMismatchError,
  )
})

test("error: another split's share at the same x is refused as not this wallet's, not as an invalid share", async () => {
  // Each split draws its shares' x coordinates, so two splits' shares meet at one x 1 time in 255: a
  // clean-clone CI run met it in the test above (InvalidShareError 'the same share twice').
  const one = await createWalletShares()
  const { twin } = await walletWithShareAtX(one.authShare)
  await expect(splitForDevice(one.authShare, twin, one.address)).rejects.toBeInstanceOf(WalletMismatchError)
  await expect(recoverPrivateKey(one.authShare, twin)).rejects.toBeInstanceOf(WalletMismatchError)
  // The same share twice stays a caller's mistake.
  await expect(recoverPrivateKey(one.authShare, Uint8Array.from(one.authShare))).rejects.toBeInstanceOf(
    InvalidShareError,
  )
})

test('behavior: invalid shares are refused', async () => {
  const { authShare } = await createWalletShares()
  await expect(recoverPrivateKey(authShare, authShare)).rejects.toBeInstanceOf(InvalidShareError)
  await expect(recoverPrivateKey(authShare, authShare.slice(1))).rejects.toBeInstanceOf(InvalidShareError)
  const zeroX = Uint8Array.from(authShare)
  zeroX[32] = 0
  await expect(recoverPrivateKey(authShare, zeroX)).rejects.toBeInstanceOf(InvalidShareError)
})
