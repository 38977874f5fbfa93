import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto'

export interface AuthCrypto {
  /** HMAC-SHA256 of `value` under the hashing key, domain-separated by `purpose`; hex. */
  hash(purpose: string, value: string): string
  /** Constant-time equality of two hex hashes. */
  equal(a: string, b: string): boolean
  /** AES-256-GCM under the encryption key, bound to `context` (additional data): 'v1.<iv>.<ciphertext+tag>'. */
  encrypt(plaintext: Uint8Array, context: string): string
  /** Reverses `encrypt`; throws when the key, the context or the ciphertext is not the one it was made with. */
  decrypt(sealed: string, context: string): Buffer
  /** 32 random bytes, base64url (43 characters): session tokens. */
  token(): string
  /** A uniformly random 6-digit code ('000000' to '999999'). */
  code(): string
}

const VERSION = 'v1'

/**
 * The email-login API's secrets, all derived from the config's `shareKey` (32 bytes, hex) with HKDF:
 * one key hashes codes, device ids and tokens (HMAC-SHA256, so a database dump alone cannot test
 * guesses offline), another encrypts the key shares (AES-256-GCM with a random 96-bit IV, the user id
 * and column as additional data, so a ciphertext moved to another row does not decrypt).
 *
 * @example
 * const crypto = createAuthCrypto(config.auth.shareKey)
 * const sealed = crypto.encrypt(share, `auth-share:${userId}`)
 */
export function createAuthCrypto(shareKeyHex: string): AuthCrypto {
  const master = Buffer.from(shareKeyHex.replace(/^0x/, ''), 'hex')
  if (master.length !== 32) throw new TypeError('shareKey must be 32 bytes of hex')
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32))
  const hashKey = derive('foyer-auth/v1/hash')
  const encryptionKey = derive('foyer-auth/v1/encrypt')

  return {
    hash: (purpose, value) => createHmac('sha256', hashKey).update(`${purpose}\0${value}`).digest('hex'),
    equal(a, b) {
      const left = Buffer.from(a, 'hex')
      const right = Buffer.from(b, 'hex')
      return left.length === right.length && timingSafeEqual(left, right)
    },
    encrypt(plaintext, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv)
      cipher.setAAD(Buffer.from(context))
      const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()])
      return `${VERSION}.${iv.toString('base64')}.${sealed.toString('base64')}`
    },
    decrypt(sealed, context) {
      const [version, ivText, bodyText] = sealed.split('.')
      if (version !== VERSION || ivText === undefined || bodyText === undefined)
        throw new TypeError('not a sealed share')
      const body = Buffer.from(bodyText, 'base64')
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(ivText, 'base64'))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(body.subarray(body.length - 16))
      return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()])
    },
    token: () => randomBytes(32).toString('base64url'),
    code: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
  }
}
