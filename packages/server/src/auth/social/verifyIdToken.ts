import { errors, type JWTVerifyGetKey, jwtVerify } from 'jose'
import { z } from 'zod'
import { SocialLoginError } from '../errors.js'
import type { OidcProfile, ProviderUser } from './socialProviders.js'
import type { OidcProviderConfig } from './types.js'

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  nonce: z.string(),
  email: z.string().max(320).optional(),
  // Apple says it as a string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().max(256).optional(),
})

export interface VerifyIdTokenParameters {
  profile: OidcProfile
  config: OidcProviderConfig
  idToken: string
  /** The provider's keys (`createRemoteJWKSet` of its `jwksUri`, kept by the routes). */
  keys: JWTVerifyGetKey
  /** Whether the token's `nonce` is the one of the authorization request. */
  isNonce: (nonce: string) => boolean
  /** Unix milliseconds: the expiry is checked against the server's clock. */
  now: number
}

/**
 * The identity an OIDC provider's ID token proves, once jose checked its signature against the provider's
 * JWKS (RS256 or ES256), its issuer, its audience (the client id), its expiry and issue time (a minute
 * of clock skew), and the server checked its `nonce`. A token that fails a check is 'tokenInvalid' (401);
 * keys that cannot be fetched are 'providerUnavailable' (502).
 *
 * @example
 * const user = await verifyIdToken({ profile, config, idToken, keys, isNonce, now: Date.now() })
 */
export async function verifyIdToken({
  profile,
  config,
  idToken,
  keys,
  isNonce,
  now,
}: VerifyIdTokenParameters): Promise<ProviderUser> {
  let payload: unknown
  try {
    ;({ payload } = await jwtVerify(idToken, keys, {
      issuer:
        config.issuer === profile.defaults.issuer ? [config.issuer, ...profile.issuerAliases] : config.issuer,
      audience: config.clientId,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
      currentDate: new Date(now),
      clockTolerance: 60,
    }))
  } catch (cause) {
    const unreachable =
      !(cause instanceof errors.JOSEError) ||
      cause instanceof errors.JWKSTimeout ||
      cause instanceof errors.JWKSInvalid
    throw new SocialLoginError({
      reason: unreachable ? 'providerUnavailable' : 'tokenInvalid',
      provider: profile.label,
      cause,
    })
  }
  const claims = claimsSchema.safeParse(payload)
  if (!claims.success || !isNonce(claims.data.nonce))
    throw new SocialLoginError({
      reason: 'tokenInvalid',
      provider: profile.label,
      cause: claims.error ?? new Error('the nonce is not the one of the request'),
    })
  const { sub, email, email_verified, name } = claims.data
  return {
    subject: sub,
    username: name ?? null,
    email: email ?? null,
    emailVerified: email !== undefined && (email_verified === true || email_verified === 'true'),
  }
}
