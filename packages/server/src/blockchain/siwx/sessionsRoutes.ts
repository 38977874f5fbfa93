import {
  type okAnswerSchema,
  SIWX_TOKEN_HEADER,
  type SiwxMessageFields,
  siwxAccountQuerySchema,
  type siwxSessionsAnswerSchema,
  type WireAnswer,
} from '@foyer/protocol'
import type { Hono } from 'hono'
import type { ServerEnv } from '../../http/env.js'
import { parseInput } from '../../http/parseInput.js'
import { ChainNotSupportedError } from '../errors.js'
import { projectOf, readSessionToken, type SiwxSettings, sessionAddress, tokenHash } from './siwxRequest.js'

interface SessionRow {
  message: string
  signature: string
  data: SiwxMessageFields
  expires_at: string | number | null
}

/**
 * `GET /v1/siwx/sessions?chainId&address` with the token header → `{ sessions }` (unexpired, of that token
 * and project); `DELETE` the same → `{ ok: true }`.
 */
export function mountSessionsRoutes(app: Hono<ServerEnv>, { db, chains, now }: SiwxSettings) {
  app.get('/v1/siwx/sessions', async (c) => {
    const project = projectOf(c)
    const token = readSessionToken(c.req.header(SIWX_TOKEN_HEADER))
    const { chainId, address } = parseInput(siwxAccountQuerySchema, c.req.query())
    if (!chains.find(chainId)) throw new ChainNotSupportedError({ chain: chainId })
    const { rows } = await db.query<SessionRow>(
      `select message, signature, data, expires_at from siwx_sessions
        where token = $1 and address = $2 and chain_id = $3 and project_id = $4 and expires_at > $5`,
      [tokenHash(token), sessionAddress(chainId, address, 'address'), chainId, project.id, now()],
    )
    return c.json({
      sessions: rows.map((row) => ({ data: row.data, message: row.message, signature: row.signature })),
    } satisfies WireAnswer<typeof siwxSessionsAnswerSchema>)
  })

  app.delete('/v1/siwx/sessions', async (c) => {
    const project = projectOf(c)
    const token = readSessionToken(c.req.header(SIWX_TOKEN_HEADER))
    const { chainId, address } = parseInput(siwxAccountQuerySchema, c.req.query())
    if (!chains.find(chainId)) throw new ChainNotSupportedError({ chain: chainId })
    await db.query(
      'delete from siwx_sessions where token = $1 and address = $2 and chain_id = $3 and project_id = $4',
      [tokenHash(token), sessionAddress(chainId, address, 'address'), chainId, project.id],
    )
    return c.json({ ok: true } satisfies WireAnswer<typeof okAnswerSchema>)
  })
}
