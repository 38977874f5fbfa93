import { hkdfSync } from 'node:crypto'
import { ristretto255_oprf } from '@noble/curves/ed25519.js'
import { RecoveryElementInvalidError } from './recoveryErrors.js'

export interface RecoveryOprf {
  /** The account's OPRF evaluation of a blinded element (RFC 9497 BlindEvaluate, ristretto255-SHA512). */
  evaluate(userId: string, blinded: Uint8Array): Uint8Array
}

/**
 * The server's side of the recovery password's OPRF (RFC 9497, base mode, ristretto255-SHA512). Each
 * account has its own key, derived from the config's `shareKey` (HKDF-SHA-256, info
 * 'foyer-auth/v1/oprf', then the RFC's DeriveKeyPair with the user id as key info): nothing more is
 * stored, and a database dump without `shareKey` cannot evaluate, so it cannot test a single guess.
 *
 * @example
 * const oprf = createRecoveryOprf(config.auth.shareKey)
 * const evaluated = oprf.evaluate(session.userId, blinded)
 */
export function createRecoveryOprf(shareKeyHex: string): RecoveryOprf {
  const master = Buffer.from(shareKeyHex.replace(/^0x/, ''), 'hex')
  if (master.length !== 32) throw new TypeError('shareKey must be 32 bytes of hex')
  const seed = new Uint8Array(hkdfSync('sha256', master, Buffer.alloc(0), 'foyer-auth/v1/oprf', 32))
  const encoder = new TextEncoder()
  return {
    evaluate(userId, blinded) {
      const { secretKey } = ristretto255_oprf.oprf.deriveKeyPair(
        seed,
        encoder.encode(`foyer-recovery:${userId}`),
      )
      try {
        return ristretto255_oprf.oprf.blindEvaluate(secretKey, blinded)
      } catch (cause) {
        throw new RecoveryElementInvalidError({ cause })
      } finally {
        secretKey.fill(0)
      }
    },
  }
}
