import { combine, split } from 'shamir-secret-sharing'
import { type Address, isAddressEqual } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { bytesToHex } from 'viem/utils'
import { InvalidShareError, WalletMismatchError } from './errors.js'

/**
 * The wallet key and its shares. The secp256k1 private key is split 2-of-3 with Shamir's scheme
 * (`shamir-secret-sharing`, over GF(2^8)): a device share kept in the frame origin's storage, an auth share
 * kept by the Foyer server, and a recovery share that the server keeps encrypted with a key of the user's
 * recovery password (recovery.ts: Argon2id and an OPRF with the server). Any two rebuild the key; one
 * alone tells nothing about it. Each further device gets a split of its own (`splitForDevice`).
 *
 * A share is 33 bytes: 32 bytes of y values and, last, its x coordinate (1-255).
 */

const KEY_LENGTH = 32
export const SHARE_LENGTH = KEY_LENGTH + 1
/** The order n of secp256k1, big-endian: a private key is an integer in [1, n - 1]. */
const SECP256K1_ORDER = /* @__PURE__ */ Uint8Array.from([
  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe, 0xba, 0xae,
  0xdc, 0xe6, 0xaf, 0x48, 0xa0, 0x3b, 0xbf, 0xd2, 0x5e, 0x8c, 0xd0, 0x36, 0x41, 0x41,
])

export interface WalletShares {
  address: Address
  /** Kept in the frame origin's IndexedDB. */
  deviceShare: Uint8Array
  /** Kept by the Foyer server, released to a verified session on a verified device. */
  authShare: Uint8Array
  /** Sealed with the recovery password's key (`sealRecoveryShare`) before it leaves the frame. */
  recoveryShare: Uint8Array
}

/**
 * A new wallet: a random secp256k1 private key (crypto.getRandomValues, out-of-range draws rejected),
 * its address, and its three shares. The key bytes are zeroed before this returns; only the shares leave.
 *
 * @example
 * const { address, deviceShare, authShare, recoveryShare } = await createWalletShares()
 */
export async function createWalletShares(): Promise<WalletShares> {
  const key = new Uint8Array(KEY_LENGTH)
  try {
    do crypto.getRandomValues(key)
    while (!isPrivateKey(key))
    // viem needs the key as a hex string; JS strings cannot be zeroed, this one is dropped with the call.
    const address = privateKeyToAddress(bytesToHex(key))
    const [deviceShare, authShare, recoveryShare] = await split(key, 3, 2)
    return { address, deviceShare: deviceShare!, authShare: authShare!, recoveryShare: recoveryShare! }
  } finally {
    key.fill(0)
  }
}

/**
 * The private key that two shares of one wallet rebuild. The caller zeroes it when done (`key.fill(0)`).
 *
 * Errors: `InvalidShareError` when either is not a share or both are the same share (a caller's mistake);
 * `WalletMismatchError` when two shares cannot be of one split: they have one x coordinate, or rebuild no
 * private key. Shares of two splits (another wallet's, or another device's split of this one) are such a
 * pair whenever their x coordinates meet, 1 time in 255 since each split draws its own, so that case is
 * told apart from a malformed share, not left to chance. Most pairs of two splits rebuild some other key
 * without error: compare the address of the result with the wallet's (`splitForDevice`, signer.ts).
 */
export async function recoverPrivateKey(shareA: Uint8Array, shareB: Uint8Array): Promise<Uint8Array> {
  if (!isShare(shareA) || !isShare(shareB)) throw new InvalidShareError(`a share is ${SHARE_LENGTH} bytes`)
  if (shareA[KEY_LENGTH] === shareB[KEY_LENGTH]) {
    if (isEqualBytes(shareA, shareB)) throw new InvalidShareError('the same share twice')
    throw new WalletMismatchError()
  }
  const key = await combine([shareA, shareB])
  if (!isPrivateKey(key)) {
    key.fill(0)
    throw new WalletMismatchError()
  }
  return key
}

/**
 * The address of the key that two shares rebuild, the key bytes zeroed before this returns: how the frame
 * checks that shares from the device and the server belong to the wallet the server names.
 */
export async function sharesAddress(shareA: Uint8Array, shareB: Uint8Array): Promise<Address> {
  const key = await recoverPrivateKey(shareA, shareB)
  try {
    return privateKeyToAddress(bytesToHex(key))
  } finally {
    key.fill(0)
  }
}

export interface DeviceShares {
  /** Kept by this device. */
  deviceShare: Uint8Array
  /** Kept by the server for this device alone (PUT /auth/v1/wallet/device-share). */
  authShare: Uint8Array
}

/**
 * A share pair of the wallet for one more device: the key that two shares rebuild (checked against
 * `address`, else `WalletMismatchError`), split again by the library (`split(key, 3, 2)`: a fresh random
 * polynomial), its first share for the device and its second for the server; the third is zeroed. The
 * key bytes are zeroed before this returns.
 *
 * Why a new split for each device and not one new share of the old split: the scheme's shares are points
 * of a polynomial the library draws, and only its own `split` and `combine` touch them here (no
 * interpolation of our own, issue #24 item 4). Replacing the server's auth and recovery shares by a fresh
 * 2-of-3 split would leave every other device's share fitting nothing (each device would need the
 * recovery password again whenever another one recovered, in turn), so the account's first split stays
 * (the first device's share, the server's auth share and the recovery share), and each further device has
 * a split of its own, whose second share the server keeps for that device only. Any share of one split
 * tells nothing with a share of another; the server holding one share of each split still cannot sign;
 * and dropping a device's auth share on the server makes that device's share useless.
 *
 * @example
 * const { deviceShare, authShare } = await splitForDevice(walletAuthShare, recoveryShare, address)
 */
export async function splitForDevice(
  shareA: Uint8Array,
  shareB: Uint8Array,
  address: Address,
): Promise<DeviceShares> {
  const key = await recoverPrivateKey(shareA, shareB)
  try {
    if (!isAddressEqual(privateKeyToAddress(bytesToHex(key)), address)) throw new WalletMismatchError()
    const [deviceShare, authShare, spare] = await split(key, 3, 2)
    spare!.fill(0)
    return { deviceShare: deviceShare!, authShare: authShare! }
  } finally {
    key.fill(0)
  }
}

/** Whether `bytes` is a share of this scheme: 33 bytes, x coordinate not 0. */
export function isShare(bytes: Uint8Array): boolean {
  return bytes.length === SHARE_LENGTH && bytes[KEY_LENGTH] !== 0
}

function isEqualBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/** 32 bytes read as an integer in [1, n - 1], compared byte by byte (no copy of the key is made). */
function isPrivateKey(key: Uint8Array): boolean {
  if (key.length !== KEY_LENGTH || key.every((byte) => byte === 0)) return false
  for (let i = 0; i < KEY_LENGTH; i++) {
    if (key[i]! !== SECP256K1_ORDER[i]!) return key[i]! < SECP256K1_ORDER[i]!
  }
  return false
}
