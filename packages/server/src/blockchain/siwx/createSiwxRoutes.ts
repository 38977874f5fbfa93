import { SIWX_TOKEN_HEADER } from '@foyer/protocol'
import { Hono } from 'hono'
import type { Database } from '../../db/types.js'
import type { ServerEnv } from '../../http/env.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import type { RateLimiter } from '../shared/createRateLimiter.js'
import type { ClientIpResolver } from '../types.js'
import { mountNonceRoute } from './nonceRoute.js'
import { mountSessionsRoutes } from './sessionsRoutes.js'
import { mountVerifyRoute } from './verifyRoute.js'

export interface CreateSiwxRoutesParameters {
  db: Database
  chains: ChainRegistry
  /** Unix ms. */
  now: () => number
  /** How long a nonce may wait for its signed message; 10 minutes by default. */
  nonceTtlMs?: number
  /** The longest a session lasts, whatever the message's Expiration Time says (or when it has none); 7 days by default. */
  maxSessionMs?: number
  /** Nonces minted per client address and project; counted before anything is stored. */
  nonceLimiter?: RateLimiter | undefined
  clientIp?: ClientIpResolver | undefined
}

/** The header that carries the token `POST /v1/siwx/verify` handed out. */
export { SIWX_TOKEN_HEADER }

/**
 * The sign-in backend a host can point Foyer's `createBackendSiwx` at (issue #5: nonce, verify,
 * session), kept in the server's database and bound to the project (mount it after the project guard):
 * - `GET /v1/siwx/nonce` → `{ nonce }`: one-time, valid for 10 minutes, for this project only; limited
 *   per client address and project.
 * - `POST /v1/siwx/verify` `{ message, signature }` → `{ token, session }` (the token is stored only as
 *   its SHA-256): the message must parse as
 *   EIP-4361 (CAIP-122's Sign-In With Solana for a `solana:` network) and be made for a site of this
 *   project (its `domain` an allowed origin's host, its `uri` on that origin, and the sending page's
 *   origin when there is one, the URI's scheme its scheme: EIP-4361's phishing guard), carry an Issued At that is neither in the future nor older than a nonce lives, be inside its Not Before /
 *   Expiration Time, name a served network, be signed by its address (EOA recovery, or ERC-1271 through
 *   the chain for contracts, with a 0x signature; Ed25519 over the message's UTF-8 bytes with a base58
 *   signature on Solana), and carry an unused nonce of this project. Everything is checked before the
 *   nonce is spent: bad input is a 400 and leaves the nonce usable. A session lasts until the message's
 *   expiry, and never longer than `maxSessionMs`.
 * - `GET /v1/siwx/sessions?chainId&address` with `x-siwx-token` → `{ sessions }` (unexpired, of that
 *   token and project).
 * - `DELETE /v1/siwx/sessions?chainId&address` with `x-siwx-token` → `{ ok: true }`.
 */
export function createSiwxRoutes({
  db,
  chains,
  now,
  nonceTtlMs = 10 * 60_000,
  maxSessionMs = 7 * 24 * 3_600_000,
  nonceLimiter,
  clientIp,
}: CreateSiwxRoutesParameters): Hono<ServerEnv> {
  const settings = { db, chains, now, nonceTtlMs, maxSessionMs, nonceLimiter, clientIp }
  const app = new Hono<ServerEnv>()
  mountNonceRoute(app, settings)
  mountVerifyRoute(app, settings)
  mountSessionsRoutes(app, settings)
  return app
}
