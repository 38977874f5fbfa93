import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import {
  PasskeyCancelledError,
  PasskeyUnsupportedError,
  RecoveryEnvelopeError,
  WrongPasskeyError,
} from './errors.js'
import { type EnvelopeSeal, openShareEnvelope, sealShareEnvelope } from './shareEnvelope.js'

/**
 * Recovery by passkey (issue #24): the recovery share sealed with a key that a passkey derives through
 * the WebAuthn PRF extension, which nobody can guess.
 *
 * 1. Adding one (`createRecoveryPasskey`): a new passkey for the frame's own host name (rp id), user
 *    verification required, with a random 32-byte PRF salt; the authenticator's PRF output for that salt
 *    (at creation when it gives it, else by an assertion right after) is 32 bytes nobody else can compute.
 * 2. HKDF-SHA-256 of that output (salt: the credential id, info `foyer-recovery/passkey/v1`) is an
 *    AES-256-GCM key that seals the recovery share: `sealPasskeyShare`, envelope version 3, the wallet's
 *    address and the credential id as associated data. The server keeps the credential id, the salt and
 *    the envelope (sealed again under its own key).
 * 3. On a new device the frame asks for an assertion with every passkey of the account
 *    (`evaluatePasskeys`, one PRF salt per credential), gets the envelope of the one the authenticator
 *    used, and opens it (`openPasskeyShare`).
 *
 * Why the server may hand the envelope to any verified session (a mailbox holder's included): the key is
 * 256 bits from the authenticator's secret, not a password: there is nothing to guess offline.
 */

export const PASSKEY_PRF_SALT_LENGTH = 32
const PRF_OUTPUT_LENGTH = 32
const ENVELOPE_VERSION = 3
const HKDF_INFO = 'foyer-recovery/passkey/v1'
const encoder = new TextEncoder()

/** The part of `navigator.credentials` the frame uses (a fake in tests). */
export interface PasskeyCredentials {
  create(options: CredentialCreationOptions): Promise<Credential | null>
  get(options: CredentialRequestOptions): Promise<Credential | null>
}

/** A recovery passkey as the server lists it: its credential id and PRF salt (base64). */
export interface RecoveryPasskey {
  credentialId: string
  prfSalt: string
}

/** A PRF output and the credential that gave it; zero `prfOutput` when done. */
export interface PasskeyPrf {
  credentialId: Uint8Array
  prfOutput: Uint8Array
}

/**
 * Whether recovery by passkey can work in this window: WebAuthn is there, the context is secure, and the
 * host name can be an rp id (WebAuthn refuses IP addresses: a frame served on 127.0.0.1 cannot have one).
 *
 * @example
 * if (passkeysAvailable(window)) offerPasskey()
 */
export function passkeysAvailable(win: {
  PublicKeyCredential?: unknown
  isSecureContext?: boolean
  location?: { hostname: string }
}): boolean {
  const hostname = win.location?.hostname ?? ''
  return (
    typeof win.PublicKeyCredential === 'function' &&
    win.isSecureContext === true &&
    hostname !== '' &&
    !isIpAddress(hostname)
  )
}

/** IPv4 dotted quads and IPv6 literals (with or without brackets). */
function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[')
}

/** The copied bytes of a BufferSource the browser answered; the original is zeroed where it can be. */
function takeBytes(source: BufferSource | undefined): Uint8Array | undefined {
  if (source === undefined) return undefined
  const view = ArrayBuffer.isView(source)
    ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
    : new Uint8Array(source)
  const copy = Uint8Array.from(view)
  view.fill(0)
  return copy
}

/** WebAuthn's failures as the frame's typed errors: a closed dialog, or no passkeys here. */
function toPasskeyError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason
  const name = (error as { name?: unknown } | undefined)?.name
  if (name === 'NotAllowedError' || name === 'AbortError') return new PasskeyCancelledError(error)
  if (name === 'SecurityError' || name === 'NotSupportedError') return new PasskeyUnsupportedError(error)
  return error
}

interface PrfResults {
  enabled?: boolean
  results?: { first?: BufferSource }
}

function prfOf(credential: Credential | null): { id: Uint8Array; prf: PrfResults | undefined } {
  const publicKey = credential as PublicKeyCredential | null
  if (!publicKey || typeof publicKey.getClientExtensionResults !== 'function')
    throw new PasskeyUnsupportedError('no public key credential')
  const extensions = publicKey.getClientExtensionResults() as { prf?: PrfResults }
  return { id: new Uint8Array(publicKey.rawId), prf: extensions.prf }
}

/** The 32-byte PRF output of an answer, or `PasskeyUnsupportedError` when it has none. */
function prfOutputOf(prf: PrfResults | undefined): Uint8Array {
  const output = takeBytes(prf?.results?.first)
  if (output?.length === PRF_OUTPUT_LENGTH) return output
  output?.fill(0)
  throw new PasskeyUnsupportedError('the authenticator gave no PRF output')
}

export interface CreateRecoveryPasskeyParameters {
  /** The frame's host name (`location.hostname`). */
  rpId: string
  /** The account: its id (the passkey's user handle) and its email (the name a passkey list shows). */
  user: { id: string; email: string }
  /** Credentials the account has already (base64): not created twice on one authenticator. */
  exclude?: readonly string[]
  signal?: AbortSignal
}

/**
 * A new recovery passkey and its PRF output: `create` with the PRF extension, then, when the
 * authenticator evaluates PRF only on assertions, `get` of that credential with the same salt. Throws
 * `PasskeyUnsupportedError` (PASSKEY_UNSUPPORTED) when the authenticator has no PRF, and
 * `PasskeyCancelledError` (PASSKEY_CANCELLED) when the person closes the browser's dialog. Must run
 * within the frame's own user activation (a trusted click in the frame).
 *
 * @example
 * const { credentialId, prfSalt, prfOutput } = await createRecoveryPasskey(navigator.credentials, { rpId, user })
 */
export async function createRecoveryPasskey(
  credentials: PasskeyCredentials,
  { rpId, user, exclude = [], signal }: CreateRecoveryPasskeyParameters,
): Promise<PasskeyPrf & { prfSalt: Uint8Array }> {
  const prfSalt = crypto.getRandomValues(new Uint8Array(PASSKEY_PRF_SALT_LENGTH))
  const prf = { eval: { first: prfSalt } }
  let created: Credential | null
  try {
    created = await credentials.create({
      publicKey: {
        rp: { id: rpId, name: 'Foyer wallet recovery' },
        user: { id: encoder.encode(user.id), name: user.email, displayName: user.email },
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { userVerification: 'required', residentKey: 'preferred' },
        excludeCredentials: exclude.flatMap((id) => {
          const bytes = base64ToBytes(id)
          return bytes ? [{ type: 'public-key' as const, id: Uint8Array.from(bytes) }] : []
        }),
        extensions: { prf } as AuthenticationExtensionsClientInputs,
      },
      ...(signal ? { signal } : {}),
    })
  } catch (error) {
    throw toPasskeyError(error, signal)
  }
  const { id, prf: results } = prfOf(created)
  if (results?.enabled === false) throw new PasskeyUnsupportedError('PRF is not enabled for this passkey')
  if (results?.results?.first !== undefined)
    return { credentialId: id, prfSalt, prfOutput: prfOutputOf(results) }
  // Many authenticators evaluate PRF on assertions only: ask this credential once more.
  const evaluated = await evaluatePasskeys(credentials, {
    rpId,
    passkeys: [{ credentialId: bytesToBase64(id), prfSalt: bytesToBase64(prfSalt) }],
    ...(signal ? { signal } : {}),
  })
  return { credentialId: evaluated.credentialId, prfSalt, prfOutput: evaluated.prfOutput }
}

/** base64url without padding: the key format of PRF's `evalByCredential`. */
const toBase64Url = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/**
 * The PRF output of one of `passkeys` (each with its own salt, `evalByCredential`), from an assertion
 * the person makes with user verification. Throws `PasskeyCancelledError` when they close the dialog,
 * `PasskeyUnsupportedError` when the answer carries no PRF output.
 */
export async function evaluatePasskeys(
  credentials: PasskeyCredentials,
  { rpId, passkeys, signal }: { rpId: string; passkeys: readonly RecoveryPasskey[]; signal?: AbortSignal },
): Promise<PasskeyPrf> {
  const evalByCredential: Record<string, { first: Uint8Array<ArrayBuffer> }> = {}
  const allowCredentials: PublicKeyCredentialDescriptor[] = []
  for (const passkey of passkeys) {
    const id = base64ToBytes(passkey.credentialId)
    const salt = base64ToBytes(passkey.prfSalt)
    if (!id || !salt || salt.length !== PASSKEY_PRF_SALT_LENGTH)
      throw new RecoveryEnvelopeError('a passkey of the account is unreadable')
    allowCredentials.push({ type: 'public-key', id: Uint8Array.from(id) })
    evalByCredential[toBase64Url(passkey.credentialId)] = { first: Uint8Array.from(salt) }
  }
  let asserted: Credential | null
  try {
    asserted = await credentials.get({
      publicKey: {
        rpId,
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        allowCredentials,
        userVerification: 'required',
        extensions: { prf: { evalByCredential } } as AuthenticationExtensionsClientInputs,
      },
      ...(signal ? { signal } : {}),
    })
  } catch (error) {
    throw toPasskeyError(error, signal)
  }
  const { id, prf } = prfOf(asserted)
  return { credentialId: id, prfOutput: prfOutputOf(prf) }
}

/** The envelope's associated data: its version, the wallet and the credential it belongs to. */
function envelopeSeal(address: string, credentialId: Uint8Array): EnvelopeSeal {
  return {
    version: ENVELOPE_VERSION,
    additionalData: Uint8Array.from(
      encoder.encode(`${HKDF_INFO}:${address.toLowerCase()}:${bytesToBase64(credentialId)}`),
    ),
  }
}

async function aesKey(prf: PasskeyPrf, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  if (prf.prfOutput.length !== PRF_OUTPUT_LENGTH) throw new RecoveryEnvelopeError('not a PRF output')
  const key = hkdf(sha256, prf.prfOutput, prf.credentialId, encoder.encode(HKDF_INFO), 32)
  try {
    return await crypto.subtle.importKey('raw', Uint8Array.from(key), 'AES-GCM', false, [usage])
  } finally {
    key.fill(0)
  }
}

/**
 * The recovery share sealed with the passkey's key: base64 of `version 3 | iv (12) | AES-256-GCM(share)
 * + tag`, bound to the wallet's address and the credential id (associated data).
 *
 * @example
 * const envelope = await sealPasskeyShare(recoveryShare, { credentialId, prfOutput }, address)
 */
export async function sealPasskeyShare(share: Uint8Array, prf: PasskeyPrf, address: string): Promise<string> {
  return sealShareEnvelope(share, await aesKey(prf, 'encrypt'), envelopeSeal(address, prf.credentialId))
}

/**
 * The recovery share in an envelope of `sealPasskeyShare`. Another PRF output, credential or address, or
 * a changed envelope, throws `WrongPasskeyError` (PASSKEY_INVALID); another version or shape
 * `RecoveryEnvelopeError`.
 */
export async function openPasskeyShare(
  envelope: string,
  prf: PasskeyPrf,
  address: string,
): Promise<Uint8Array> {
  return openShareEnvelope(
    envelope,
    await aesKey(prf, 'decrypt'),
    envelopeSeal(address, prf.credentialId),
    () => new WrongPasskeyError(),
  )
}
