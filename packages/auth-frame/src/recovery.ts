import { ristretto255_oprf } from '@noble/curves/ed25519.js'
import { argon2idAsync } from '@noble/hashes/argon2.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { argon2id as argon2idWasm } from 'hash-wasm'
import {
  AuthApiError,
  RecoveryEnvelopeError,
  RecoveryLockedError,
  RecoveryObsoleteError,
  WrongRecoveryPasswordError,
} from './errors.js'
import { type EnvelopeSeal, openShareEnvelope, sealShareEnvelope } from './shareEnvelope.js'

/**
 * The recovery password's cryptography (issue #24 item 2). Before, the server handed the recovery share,
 * encrypted with a PBKDF2 key of the password, to any session on a verified device: whoever held the
 * mailbox could guess the password offline (`sunflower7` in 0.8 s). Now no one learns anything that lets
 * them test a guess without asking the server, which counts:
 *
 * 1. The frame stretches the password with Argon2id (64 MiB, 3 passes: `RECOVERY_KDF`) and a random
 *    16-byte salt: `x = Argon2id(password, salt)`.
 * 2. `x` goes through an OPRF with the server (RFC 9497, ristretto255-SHA512, base mode): the frame sends
 *    `blind(x)`, the server answers it evaluated with a per-account key only it has (HKDF of its
 *    `shareKey` and the user id; POST /auth/v1/recovery/evaluate), the frame unblinds: `rwd = F(k, x)`.
 *    The server learns nothing about `x`; the frame cannot compute `rwd` without the server.
 * 3. From `rwd` (HKDF-SHA-256, salted with the Argon2 salt) come an AES-256-GCM key that seals the
 *    recovery share (`sealRecoveryShare`, envelope version 2, the wallet's address as associated data)
 *    and a 32-byte `verifier`. The server keeps the salt, the KDF parameters, the verifier (as a keyed
 *    hash) and the envelope (sealed again under its own key).
 * 4. On a new device the frame gets the salt (GET /recovery), evaluates (each evaluation is one of the
 *    account's 10 tries), and proves the password with the verifier (POST /recovery/open): only then does
 *    the server answer the envelope. 10 wrong tries lock the account's recovery (server-side, see
 *    packages/server/src/auth/recoveryLimits.ts).
 *
 * Who can guess offline: a mailbox holder gets neither the envelope nor the verifier; a database dump
 * without `shareKey` lacks the OPRF key; the operator (dump and `shareKey`) can, at the price of one
 * Argon2id (64 MiB) per guess: the memory-hard KDF and the strength rule (passwordStrength.ts) are
 * what stand there.
 */

/** Argon2id's cost: memory in KiB, passes, lanes. */
export interface RecoveryKdf {
  memoryKiB: number
  passes: number
  parallelism: number
}

/** The cost of a new recovery password: 64 MiB, 3 passes, 1 lane (RFC 9106's second recommendation). */
export const RECOVERY_KDF: Readonly<RecoveryKdf> = { memoryKiB: 64 * 1024, passes: 3, parallelism: 1 }
/** The cheapest cost a frame accepts for a NEW password unless `allowWeakKdf` (tests only) is given. */
const MIN_KDF: Readonly<RecoveryKdf> = RECOVERY_KDF
/** The dearest cost a frame computes for a stored password: a server's answer cannot make it hang. */
const MAX_KDF: Readonly<RecoveryKdf> = { memoryKiB: 1024 * 1024, passes: 16, parallelism: 4 }
export const RECOVERY_SALT_LENGTH = 16
const ENVELOPE_VERSION = 2
const encoder = new TextEncoder()

/**
 * Throws `RangeError` unless `kdf` is a cost this frame computes. A new password's cost must be at
 * least `RECOVERY_KDF`; `allowWeakKdf` lowers the floor to Argon2's own minimum, for tests only.
 */
export function assertRecoveryKdf(kdf: RecoveryKdf, { allowWeakKdf = false } = {}): void {
  const floor = allowWeakKdf ? { memoryKiB: 8 * kdf.parallelism, passes: 1, parallelism: 1 } : MIN_KDF
  for (const name of ['memoryKiB', 'passes', 'parallelism'] as const) {
    const value = kdf[name]
    if (!Number.isInteger(value) || value < floor[name] || value > MAX_KDF[name])
      throw new RangeError(`Argon2id ${name} must be an integer from ${floor[name]} to ${MAX_KDF[name]}`)
  }
}

/**
 * Argon2id of the password (NFC) and salt, 32 bytes. `hash-wasm` (WebAssembly, about 0.5 s at 64 MiB in
 * Node 20) when the page lets WebAssembly compile; `@noble/hashes` (pure JS, the same bytes, about 5
 * times slower) when it does not (a Content-Security-Policy without 'wasm-unsafe-eval').
 */
export async function stretchPassword(
  password: string,
  salt: Uint8Array,
  kdf: RecoveryKdf,
): Promise<Uint8Array> {
  assertRecoveryKdf(kdf, { allowWeakKdf: true })
  const normalized = password.normalize('NFC')
  try {
    return await argon2idWasm({
      password: normalized,
      salt,
      iterations: kdf.passes,
      memorySize: kdf.memoryKiB,
      parallelism: kdf.parallelism,
      hashLength: 32,
      outputType: 'binary',
    })
  } catch {
    return argon2idAsync(encoder.encode(normalized), salt, {
      t: kdf.passes,
      m: kdf.memoryKiB,
      p: kdf.parallelism,
      dkLen: 32,
    })
  }
}

/** The OPRF's first step: `x` blinded for the server, and the blind the frame keeps. */
export function blindPassword(stretched: Uint8Array): { blind: Uint8Array; blinded: Uint8Array } {
  return ristretto255_oprf.oprf.blind(stretched)
}

/** What the password yields once the server evaluated it: the envelope's key and the verifier. */
export interface RecoveryKeys {
  /** AES-256-GCM key of the envelope (raw, 32 bytes); zero it when done. */
  sealKey: Uint8Array
  /** Proves the password to the server (POST /recovery/open); 32 bytes. */
  verifier: Uint8Array
}

/**
 * The OPRF's last step and the keys of its output. Throws `WrongRecoveryPasswordError` when the server's
 * answer is no group element (a wrong answer can only make the keys wrong, never reveal `x`).
 */
export function finishRecoveryKeys(
  stretched: Uint8Array,
  blind: Uint8Array,
  evaluated: Uint8Array,
  salt: Uint8Array,
): RecoveryKeys {
  let rwd: Uint8Array
  try {
    rwd = ristretto255_oprf.oprf.finalize(stretched, blind, evaluated)
  } catch (cause) {
    throw new RecoveryEnvelopeError(`the server's evaluation is unreadable (${String(cause)})`)
  }
  try {
    return {
      sealKey: hkdf(sha256, rwd, salt, encoder.encode('foyer-recovery/v2/seal'), 32),
      verifier: hkdf(sha256, rwd, salt, encoder.encode('foyer-recovery/v2/verifier'), 32),
    }
  } finally {
    rwd.fill(0)
  }
}

/**
 * The whole derivation: stretch, blind, let the server evaluate (`evaluate` posts the blinded element and
 * answers the evaluated one), finish. The stretched password and the blind are zeroed before this returns.
 *
 * @example
 * const keys = await deriveRecoveryKeys(password, salt, RECOVERY_KDF, (blinded) => api.evaluateRecovery(token, blinded))
 */
export async function deriveRecoveryKeys(
  password: string,
  salt: Uint8Array,
  kdf: RecoveryKdf,
  evaluate: (blinded: Uint8Array) => Promise<Uint8Array>,
): Promise<RecoveryKeys> {
  const stretched = await stretchPassword(password, salt, kdf)
  const { blind, blinded } = blindPassword(stretched)
  try {
    return finishRecoveryKeys(stretched, blind, await evaluate(blinded), salt)
  } finally {
    stretched.fill(0)
    blind.fill(0)
  }
}

/** The envelope's associated data: its version and the wallet it belongs to. */
function envelopeSeal(address: string): EnvelopeSeal {
  return {
    version: ENVELOPE_VERSION,
    additionalData: Uint8Array.from(
      encoder.encode(`foyer-recovery/v${ENVELOPE_VERSION}:${address.toLowerCase()}`),
    ),
  }
}

async function aesKey(sealKey: Uint8Array, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', Uint8Array.from(sealKey), 'AES-GCM', false, [usage])
}

/**
 * The recovery share sealed with the password's key: base64 of `version 2 | iv (12) | AES-256-GCM(share)
 * + tag`, bound to the wallet's address (associated data).
 */
export async function sealRecoveryShare(
  share: Uint8Array,
  sealKey: Uint8Array,
  address: string,
): Promise<string> {
  return sealShareEnvelope(share, await aesKey(sealKey, 'encrypt'), envelopeSeal(address))
}

/**
 * The recovery share in an envelope of `sealRecoveryShare`. A key that does not open it (the server's
 * verifier check passed, so only a changed envelope or a lying server gets here) throws
 * `WrongRecoveryPasswordError`; another version or shape `RecoveryEnvelopeError` (a version-1 PBKDF2
 * envelope of before issue #24 included).
 */
export async function openRecoveryShare(
  envelope: string,
  sealKey: Uint8Array,
  address: string,
): Promise<Uint8Array> {
  return openShareEnvelope(
    envelope,
    await aesKey(sealKey, 'decrypt'),
    envelopeSeal(address),
    () => new WrongRecoveryPasswordError(),
  )
}

/** A new random Argon2 salt. */
export function newRecoverySalt(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(RECOVERY_SALT_LENGTH))
}

/**
 * The Argon2id cost of a new password for a frame's `kdfMemoryKiB` option (the explicit "lower only in
 * tests" knob): absent, `RECOVERY_KDF`; given, that many KiB of memory (at least 8) and one pass.
 */
export function recoveryKdfFor(lowered: number | undefined): RecoveryKdf {
  if (lowered === undefined) return { ...RECOVERY_KDF }
  return {
    memoryKiB: Math.min(Math.max(8, Math.floor(lowered)), RECOVERY_KDF.memoryKiB),
    passes: 1,
    parallelism: 1,
  }
}

/**
 * The frame's typed error for a failed answer of the recovery routes: RECOVERY_PASSWORD_INVALID →
 * `WrongRecoveryPasswordError` (`triesLeft`), RECOVERY_LOCKED → `RecoveryLockedError` (`retryAfter`),
 * RECOVERY_FORMAT_OBSOLETE → `RecoveryObsoleteError`; anything else as it is.
 */
export function toRecoveryError(error: unknown): unknown {
  if (!(error instanceof AuthApiError)) return error
  if (error.code === 'RECOVERY_PASSWORD_INVALID')
    return new WrongRecoveryPasswordError({ triesLeft: error.triesLeft, cause: error })
  if (error.code === 'RECOVERY_LOCKED')
    return new RecoveryLockedError({ retryAfter: error.retryAfter, cause: error })
  if (error.code === 'RECOVERY_FORMAT_OBSOLETE') return new RecoveryObsoleteError(error)
  return error
}
