import { randomBytes } from 'node:crypto'
import {
  parseSiwxMessage,
  type SiwxMessageFields,
  type siwxVerifyAnswerSchema,
  siwxVerifyRequestSchema,
  type WireAnswer,
} from '@foyer/protocol'
import type { Hono } from 'hono'
import type { ServerEnv } from '../../http/env.js'
import { parseInput } from '../../http/parseInput.js'
import { ChainNotSupportedError, SiwxRequestError } from '../errors.js'
import { readJsonBody } from '../shared/readJsonBody.js'
import { checkSiwxSite } from './checkSiwxSite.js'
import { checkSiwxTimes } from './checkSiwxTimes.js'
import { projectOf, type SiwxSettings, sessionAddress, tokenHash } from './siwxRequest.js'
import { verifySiwxSignature } from './verifySiwxSignature.js'

/**
 * `POST /v1/siwx/verify` `{ message, signature }` → `{ token, session }`. Everything is checked before the
 * nonce is spent (bad input is a 400 and leaves the nonce usable); the token is stored only as its SHA-256.
 */
export function mountVerifyRoute(app: Hono<ServerEnv>, settings: SiwxSettings) {
  const { db, chains, now, nonceTtlMs, maxSessionMs } = settings
  app.post('/v1/siwx/verify', async (c) => {
    const project = projectOf(c)
    const { message, signature } = parseInput(siwxVerifyRequestSchema, await readJsonBody(c))
    const data = readSiwxMessage(message)
    checkSiwxSite(project, data, c.req.header('origin'))
    const chain = chains.find(data.chainId)
    if (!chain) throw new ChainNotSupportedError({ chain: data.chainId })
    const address = sessionAddress(data.chainId, data.accountAddress, 'accountAddress')
    const time = now()
    const expirationTime = checkSiwxTimes(data, time, nonceTtlMs)
    const valid = await verifySiwxSignature(chain, chains, {
      address,
      message,
      signature,
    })
    if (!valid) throw new SiwxRequestError({ reason: 'siwx.badSignature', status: 401 })
    // The nonce is spent only by a valid signature, and only once (two racing requests: one wins).
    const spent = await db.query(
      `update siwx_nonces set used = true
        where nonce = $1 and project_id = $2 and used = false and created_at >= $3 returning nonce`,
      [data.nonce, project.id, time - nonceTtlMs],
    )
    if (spent.rows.length === 0) throw new SiwxRequestError({ reason: 'siwx.nonce' })
    const token = randomBytes(24).toString('base64url')
    const expiresAt = Math.min(expirationTime ?? Number.POSITIVE_INFINITY, time + maxSessionMs)
    await db.query(
      `insert into siwx_sessions (token, address, chain_id, message, signature, data, expires_at, created_at, project_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        tokenHash(token),
        address,
        data.chainId,
        message,
        signature,
        JSON.stringify(data),
        expiresAt,
        time,
        project.id,
      ],
    )
    return c.json({ token, session: { data, message, signature } } satisfies WireAnswer<
      typeof siwxVerifyAnswerSchema
    >)
  })
}

/** The message's fields; a message that is no EIP-4361 / CAIP-122 text is a 400 naming the parser's reason. */
function readSiwxMessage(message: string): SiwxMessageFields {
  try {
    return parseSiwxMessage(message)
  } catch (cause) {
    const reason = cause instanceof Error ? (cause.message.split('\n').at(-1) ?? '') : ''
    throw new SiwxRequestError({ reason: 'siwx.invalidMessage', params: { reason }, cause })
  }
}
