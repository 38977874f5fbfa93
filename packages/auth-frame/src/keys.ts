import { combine, split } from 'shamir-secret-sharing'
import type { Address } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { bytesToHex } from 'viem/utils'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import {
  InvalidShareError,
  RecoveryEnvelopeError,
  RecoveryPasswordRuleError,
  WrongRecoveryPasswordError,
} from './errors.js'

/**
 * The wallet key and its shares. The secp256k1 private key is split 2-of-3 with Shamir's scheme
 * (`shamir-secret-sharing`, over GF(2^8)): a device share kept in the frame origin's storage, an auth share
 * kept by the Foyer server, and a recovery share that the server keeps encrypted with the user's recovery
 * password. Any two rebuild the key; one alone tells nothing about it.
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
  /** Encrypted with the recovery password (`encryptRecoveryShare`) before it leaves the frame. */
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
 * Two shares of different wallets rebuild some other key without error: compare the address of the
 * result with the wallet's (signer.ts does).
 */
export async function recoverPrivateKey(shareA: Uint8Array, shareB: Uint8Array): Promise<Uint8Array> {
  assertSharePair(shareA, shareB)
  const key = await combine([shareA, shareB])
  if (!isPrivateKey(key)) {
    key.fill(0)
    throw new InvalidShareError('the shares do not rebuild a private key')
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

/**
 * A new share of the same key, at a fresh x coordinate, made from two shares without rebuilding the key.
 * This is how a new device gets its own device share while the server's auth share and recovery share
 * stay valid (and so does every other device's share): in the 2-of-3 scheme every share is a point on one
 * line per key byte, and two points give any other point of it.
 *
 * The interpolation is the library's own: `combine` returns the line's value at x = 0, and moving both
 * points by -c along x (in GF(2^8) subtraction is XOR) makes that value the one at x = c.
 */
export async function deriveShare(shareA: Uint8Array, shareB: Uint8Array): Promise<Uint8Array> {
  assertSharePair(shareA, shareB)
  const xA = shareA[KEY_LENGTH]!
  const xB = shareB[KEY_LENGTH]!
  const pick = new Uint8Array(1)
  let x = 0
  while (x === 0 || x === xA || x === xB) x = crypto.getRandomValues(pick)[0]!
  const moved = [shareA, shareB].map((share) => {
    const copy = Uint8Array.from(share)
    copy[KEY_LENGTH] = share[KEY_LENGTH]! ^ x
    return copy
  })
  const y = await combine(moved)
  const share = new Uint8Array(SHARE_LENGTH)
  share.set(y)
  share[KEY_LENGTH] = x
  for (const bytes of [...moved, y]) bytes.fill(0)
  return share
}

/** Whether `bytes` is a share of this scheme: 33 bytes, x coordinate not 0. */
export function isShare(bytes: Uint8Array): boolean {
  return bytes.length === SHARE_LENGTH && bytes[KEY_LENGTH] !== 0
}

function assertSharePair(shareA: Uint8Array, shareB: Uint8Array): void {
  if (!isShare(shareA) || !isShare(shareB)) throw new InvalidShareError(`a share is ${SHARE_LENGTH} bytes`)
  if (shareA[KEY_LENGTH] === shareB[KEY_LENGTH]) throw new InvalidShareError('the same share twice')
}

/** 32 bytes read as an integer in [1, n - 1], compared byte by byte (no copy of the key is made). */
function isPrivateKey(key: Uint8Array): boolean {
  if (key.length !== KEY_LENGTH || key.every((byte) => byte === 0)) return false
  for (let i = 0; i < KEY_LENGTH; i++) {
    if (key[i]! !== SECP256K1_ORDER[i]!) return key[i]! < SECP256K1_ORDER[i]!
  }
  return false
}

// --- Recovery share encryption ------------------------------------------------------------------------

/** The password rule: at least 10 characters (Unicode code points, after NFC normalization). */
export const RECOVERY_PASSWORD_MIN_LENGTH = 10
/** PBKDF2-SHA-256 iterations for a new envelope (OWASP's 2023 figure for PBKDF2-HMAC-SHA256). */
export const RECOVERY_KDF_ITERATIONS = 600_000
/** The most iterations an envelope may ask for: a stored envelope cannot make the frame hang. */
const MAX_KDF_ITERATIONS = 10_000_000
const ENVELOPE_VERSION = 1
const SALT_LENGTH = 16
const IV_LENGTH = 12
const TAG_LENGTH = 16
/** version (1) | iterations (uint32, big-endian) | salt (16) | iv (12). */
const HEADER_LENGTH = 1 + 4 + SALT_LENGTH + IV_LENGTH
const ENVELOPE_LENGTH = HEADER_LENGTH + SHARE_LENGTH + TAG_LENGTH

/** Throws `RecoveryPasswordRuleError` when a new recovery password breaks the rule. */
export function assertRecoveryPassword(password: string): void {
  if ([...password.normalize('NFC')].length < RECOVERY_PASSWORD_MIN_LENGTH)
    throw new RecoveryPasswordRuleError(RECOVERY_PASSWORD_MIN_LENGTH)
}

export interface EncryptRecoveryShareOptions {
  /** PBKDF2 iterations; lower only in tests. Default `RECOVERY_KDF_ITERATIONS`. */
  iterations?: number
}

/**
 * The recovery share encrypted with the recovery password, as a versioned base64 envelope:
 * `version 1 | iterations | salt | iv | AES-256-GCM(share) + tag`, the key derived with PBKDF2-SHA-256
 * from the password and a random salt. The header is the cipher's associated data, so any change to it
 * is detected too. Throws `RecoveryPasswordRuleError` for a password that breaks the rule.
 *
 * @example
 * const recoveryShare = await encryptRecoveryShare(shares.recoveryShare, password)
 */
export async function encryptRecoveryShare(
  share: Uint8Array,
  password: string,
  options: EncryptRecoveryShareOptions = {},
): Promise<string> {
  const { iterations = RECOVERY_KDF_ITERATIONS } = options
  if (!isShare(share)) throw new InvalidShareError(`a share is ${SHARE_LENGTH} bytes`)
  assertRecoveryPassword(password)
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_KDF_ITERATIONS)
    throw new RangeError(`iterations must be an integer from 1 to ${MAX_KDF_ITERATIONS}`)

  const header = new Uint8Array(HEADER_LENGTH)
  const view = new DataView(header.buffer)
  view.setUint8(0, ENVELOPE_VERSION)
  view.setUint32(1, iterations)
  crypto.getRandomValues(header.subarray(5))
  const key = await deriveEnvelopeKey(password, header)
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: header.slice(5 + SALT_LENGTH), additionalData: header },
    key,
    Uint8Array.from(share),
  )
  const envelope = new Uint8Array(HEADER_LENGTH + sealed.byteLength)
  envelope.set(header)
  envelope.set(new Uint8Array(sealed), HEADER_LENGTH)
  return bytesToBase64(envelope)
}

/**
 * The recovery share inside an envelope of `encryptRecoveryShare`. A wrong password, or an envelope whose
 * bytes were changed, throws `WrongRecoveryPasswordError` (the cipher's tag does not verify: no garbage
 * share comes out); an envelope of another version or shape throws `RecoveryEnvelopeError`.
 */
export async function decryptRecoveryShare(envelope: string, password: string): Promise<Uint8Array> {
  const bytes = base64ToBytes(envelope)
  if (!bytes) throw new RecoveryEnvelopeError('not base64')
  if (bytes[0] !== ENVELOPE_VERSION) throw new RecoveryEnvelopeError(`unknown version ${bytes[0]}`)
  if (bytes.length !== ENVELOPE_LENGTH) throw new RecoveryEnvelopeError('wrong length')
  const header = bytes.slice(0, HEADER_LENGTH)
  const iterations = new DataView(header.buffer).getUint32(1)
  if (iterations < 1 || iterations > MAX_KDF_ITERATIONS)
    throw new RecoveryEnvelopeError(`iteration count ${iterations} out of range`)

  const key = await deriveEnvelopeKey(password, header)
  let plain: ArrayBuffer
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: header.slice(5 + SALT_LENGTH), additionalData: header },
      key,
      bytes.slice(HEADER_LENGTH),
    )
  } catch {
    // WebCrypto reports a failed tag check as a bare OperationError: this is its typed meaning.
    throw new WrongRecoveryPasswordError()
  }
  const share = new Uint8Array(plain)
  if (!isShare(share)) throw new RecoveryEnvelopeError('the content is not a share')
  return share
}

/** The AES-256-GCM key of an envelope, from the password and the header's iterations and salt. */
async function deriveEnvelopeKey(password: string, header: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const iterations = new DataView(header.buffer, header.byteOffset).getUint32(1)
  const salt = header.slice(5, 5 + SALT_LENGTH)
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}
