import { randomBytes } from 'node:crypto'
import { parseSiwxMessage, type SiwxMessageData } from '@foyer/core'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../../db/types.js'
import { parseInput } from '../../http/parseInput.js'
import { ChainNotSupportedError, SiwxRequestError } from '../errors.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import { readJsonBody } from '../shared/readJsonBody.js'
import { caipNetworkIdSchema, evmAddressSchema, signatureSchema } from '../shared/schemas.js'
import { verifyAccountSignature } from '../shared/verifyAccountSignature.js'

export interface CreateSiwxRoutesParameters {
  db: Database
  chains: ChainRegistry
  /** Unix ms. */
  now: () => number
  /** How long a nonce may wait for its signed message; 10 minutes by default. */
  nonceTtlMs?: number
}

/** The header that carries the token `POST /v1/siwx/verify` handed out. */
export const SIWX_TOKEN_HEADER = 'x-siwx-token'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const newNonce = () => Array.from(randomBytes(16), (byte) => ALPHANUMERIC[byte % 62]).join('')

const verifyBodySchema = z.object({ message: z.string().min(1).max(8192), signature: signatureSchema })
const accountQuerySchema = z.object({ chainId: caipNetworkIdSchema, address: evmAddressSchema })

interface SessionRow {
  message: string
  signature: string
  data: SiwxMessageData
  expires_at: string | number | null
}

/**
 * The sign-in backend a host can point Foyer's `createBackendSiwx` at (issue #5: nonce, verify,
 * session), kept in the server's database:
 * - `GET /v1/siwx/nonce` → `{ nonce }`: one-time, valid for 10 minutes.
 * - `POST /v1/siwx/verify` `{ message, signature }` → `{ token, session }`: the message must parse as
 *   EIP-4361, carry an unused nonce of ours, be inside its Not Before / Expiration Time, name a served
 *   network, and be signed by its address (EOA recovery, or ERC-1271 through the chain for contracts).
 * - `GET /v1/siwx/sessions?chainId&address` with `x-siwx-token` → `{ sessions }` (unexpired, of that token).
 * - `DELETE /v1/siwx/sessions?chainId&address` with `x-siwx-token` → `{ ok: true }`.
 */
export function createSiwxRoutes({
  db,
  chains,
  now,
  nonceTtlMs = 10 * 60_000,
}: CreateSiwxRoutesParameters): Hono {
  const app = new Hono()

  app.get('/v1/siwx/nonce', async (c) => {
    const nonce = newNonce()
    await db.query('delete from siwx_nonces where created_at < $1', [now() - nonceTtlMs])
    await db.query('insert into siwx_nonces (nonce, created_at) values ($1, $2)', [nonce, now()])
    return c.json({ nonce })
  })

  app.post('/v1/siwx/verify', async (c) => {
    const { message, signature } = parseInput(verifyBodySchema, await readJsonBody(c))
    let data: SiwxMessageData
    try {
      data = parseSiwxMessage(message)
    } catch (cause) {
      const reason = cause instanceof Error ? (cause.message.split('\n').at(-1) ?? '') : ''
      throw new SiwxRequestError({ reason: 'siwx.invalidMessage', params: { reason }, cause })
    }
    if (!chains.find(data.chainId)) throw new ChainNotSupportedError({ chain: data.chainId })
    const address = parseInput(evmAddressSchema, data.accountAddress, ['accountAddress'])
    const time = now()
    if (data.expirationTime && Date.parse(data.expirationTime) <= time)
      throw new SiwxRequestError({ reason: 'siwx.expired' })
    if (data.notBefore && Date.parse(data.notBefore) > time)
      throw new SiwxRequestError({ reason: 'siwx.notYetValid' })
    const valid = await verifyAccountSignature({
      address,
      message,
      signature,
      chain: chains.requireEvm(data.chainId),
    })
    if (!valid) throw new SiwxRequestError({ reason: 'siwx.badSignature', status: 401 })
    // The nonce is spent only by a valid signature, and only once (two racing requests: one wins).
    const spent = await db.query(
      'update siwx_nonces set used = true where nonce = $1 and used = false and created_at >= $2 returning nonce',
      [data.nonce, time - nonceTtlMs],
    )
    if (spent.rows.length === 0) throw new SiwxRequestError({ reason: 'siwx.nonce' })
    const token = randomBytes(24).toString('base64url')
    const expiresAt = data.expirationTime ? Date.parse(data.expirationTime) : null
    await db.query(
      `insert into siwx_sessions (token, address, chain_id, message, signature, data, expires_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [token, address.toLowerCase(), data.chainId, message, signature, JSON.stringify(data), expiresAt, time],
    )
    return c.json({ token, session: { data, message, signature } })
  })

  const tokenOf = (header: string | undefined): string => {
    const token = header?.trim()
    if (!token || token.length > 128) throw new SiwxRequestError({ reason: 'siwx.token', status: 401 })
    return token
  }

  app.get('/v1/siwx/sessions', async (c) => {
    const token = tokenOf(c.req.header(SIWX_TOKEN_HEADER))
    const { chainId, address } = parseInput(accountQuerySchema, c.req.query())
    if (!chains.find(chainId)) throw new ChainNotSupportedError({ chain: chainId })
    const { rows } = await db.query<SessionRow>(
      `select message, signature, data, expires_at from siwx_sessions
        where token = $1 and address = $2 and chain_id = $3 and (expires_at is null or expires_at > $4)`,
      [token, address.toLowerCase(), chainId, now()],
    )
    return c.json({
      sessions: rows.map((row) => ({ data: row.data, message: row.message, signature: row.signature })),
    })
  })

  app.delete('/v1/siwx/sessions', async (c) => {
    const token = tokenOf(c.req.header(SIWX_TOKEN_HEADER))
    const { chainId, address } = parseInput(accountQuerySchema, c.req.query())
    if (!chains.find(chainId)) throw new ChainNotSupportedError({ chain: chainId })
    await db.query('delete from siwx_sessions where token = $1 and address = $2 and chain_id = $3', [
      token,
      address.toLowerCase(),
      chainId,
    ])
    return c.json({ ok: true })
  })

  return app
}
