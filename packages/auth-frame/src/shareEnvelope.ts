import { base64ToBytes, bytesToBase64 } from './base64.js'
import { RecoveryEnvelopeError } from './errors.js'
import { isShare, SHARE_LENGTH } from './keys.js'

/**
 * The envelope that seals a recovery share, for the password (version 2, recovery.ts) and for a passkey
 * (version 3, passkey.ts): base64 of `version | iv (12) | AES-256-GCM(share) + tag (16)`, with the
 * caller's associated data (what the envelope is bound to).
 */
const IV_LENGTH = 12
const TAG_LENGTH = 16
const ENVELOPE_LENGTH = 1 + IV_LENGTH + SHARE_LENGTH + TAG_LENGTH

export interface EnvelopeSeal {
  /** The envelope's first byte. */
  version: number
  /** AES-GCM associated data: the wallet (and credential) the envelope belongs to. */
  additionalData: Uint8Array<ArrayBuffer>
}

/** `share` sealed with `key` (AES-256-GCM, a random iv) in an envelope of `seal.version`. */
export async function sealShareEnvelope(
  share: Uint8Array,
  key: CryptoKey,
  seal: EnvelopeSeal,
): Promise<string> {
  if (!isShare(share)) throw new RecoveryEnvelopeError('not a share')
  const iv = crypto.getRandomValues(new Uint8Array(IV_LENGTH))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: seal.additionalData },
    key,
    Uint8Array.from(share),
  )
  const envelope = new Uint8Array(ENVELOPE_LENGTH)
  envelope[0] = seal.version
  envelope.set(iv, 1)
  envelope.set(new Uint8Array(sealed), 1 + IV_LENGTH)
  return bytesToBase64(envelope)
}

/**
 * The share in an envelope of `sealShareEnvelope`. Another version or shape throws
 * `RecoveryEnvelopeError`; a key or associated data that does not open it throws `wrongKey()`.
 */
export async function openShareEnvelope(
  envelope: string,
  key: CryptoKey,
  seal: EnvelopeSeal,
  wrongKey: () => Error,
): Promise<Uint8Array> {
  const bytes = base64ToBytes(envelope)
  if (!bytes) throw new RecoveryEnvelopeError('not base64')
  if (bytes[0] !== seal.version) throw new RecoveryEnvelopeError(`unknown version ${bytes[0]}`)
  if (bytes.length !== ENVELOPE_LENGTH) throw new RecoveryEnvelopeError('wrong length')
  let plain: ArrayBuffer
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(1, 1 + IV_LENGTH), additionalData: seal.additionalData },
      key,
      bytes.slice(1 + IV_LENGTH),
    )
  } catch {
    throw wrongKey()
  }
  const share = new Uint8Array(plain)
  if (!isShare(share)) throw new RecoveryEnvelopeError('the content is not a share')
  return share
}
