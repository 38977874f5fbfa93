import { randomBytes } from 'node:crypto'
import type { siwxNonceAnswerSchema, WireAnswer } from '@foyer/protocol'
import type { Hono } from 'hono'
import type { ServerEnv } from '../../http/env.js'
import { SiwxRateLimitedError } from '../errors.js'
import { projectOf, type SiwxSettings } from './siwxRequest.js'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const newNonce = () => Array.from(randomBytes(16), (byte) => ALPHANUMERIC[byte % 62]).join('')

/**
 * `GET /v1/siwx/nonce` → `{ nonce }`: one-time, for this project only; counted per client address and
 * project before anything is stored. Expired nonces are dropped on the way.
 */
export function mountNonceRoute(
  app: Hono<ServerEnv>,
  { db, now, nonceTtlMs, nonceLimiter, clientIp }: SiwxSettings,
) {
  app.get('/v1/siwx/nonce', async (c) => {
    const project = projectOf(c)
    if (nonceLimiter) {
      const ip = clientIp?.({ header: (name) => c.req.header(name), env: c.env }) ?? 'unknown'
      const { allowed, retryAfterSeconds } = await nonceLimiter.hit([`siwx-nonce:${project.id}:${ip}`])
      if (!allowed) throw new SiwxRateLimitedError({ retryAfterSeconds })
    }
    const nonce = newNonce()
    await db.query('delete from siwx_nonces where created_at < $1', [now() - nonceTtlMs])
    await db.query('insert into siwx_nonces (nonce, created_at, project_id) values ($1, $2, $3)', [
      nonce,
      now(),
      project.id,
    ])
    return c.json({ nonce } satisfies WireAnswer<typeof siwxNonceAnswerSchema>)
  })
}
