import { createHash, randomBytes } from 'node:crypto'
import {
  evmAddressSchema,
  hexSignatureSchema,
  type okAnswerSchema,
  parseSiwxMessage,
  SIWX_TOKEN_HEADER,
  type SiwxMessageFields,
  siwxAccountQuerySchema,
  type siwxNonceAnswerSchema,
  type siwxSessionsAnswerSchema,
  type siwxVerifyAnswerSchema,
  siwxVerifyRequestSchema,
  solanaAddressSchema,
  solanaSignatureSchema,
  type WireAnswer,
} from '@foyer/protocol'
import { Hono } from 'hono'
import type { ProjectConfig } from '../../config/serverConfigSchema.js'
import type { Database } from '../../db/types.js'
import type { ServerEnv } from '../../http/env.js'
import { parseInput } from '../../http/parseInput.js'
import { ChainNotSupportedError, SiwxRateLimitedError, SiwxRequestError } from '../errors.js'
import type { ChainRegistry, RegisteredChain } from '../shared/createChainRegistry.js'
import type { RateLimiter } from '../shared/createRateLimiter.js'
import { readJsonBody } from '../shared/readJsonBody.js'
import { verifyAccountSignature } from '../shared/verifyAccountSignature.js'
import type { ClientIpResolver } from '../types.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

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

/** How far a device clock may run ahead of the server's before its Issued At counts as in the future. */
const CLOCK_SKEW_MS = 5 * 60_000
// RFC 3339 date-time (EIP-4361's `date-time`): full date, 'T', time with optional fraction, then Z or an offset.
const RFC3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/

/** A message time as Unix ms; a time that is not an RFC 3339 date-time is a 400 (never NaN in the database). */
function parseTime(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined
  const ms = Date.parse(value)
  if (!RFC3339.test(value) || Number.isNaN(ms))
    throw new SiwxRequestError({ reason: 'siwx.time', params: { field } })
  return ms
}

/**
 * The sites of a project that a message may name: its allowed origins, or, for a project open to every
 * origin ('*'), the origin of the page that sent the request (none for a non-browser client: then any).
 */
function checkSite(project: ProjectConfig, data: SiwxMessageFields, requestOrigin: string | undefined) {
  let uri: URL
  try {
    uri = new URL(data.uri)
  } catch {
    throw new SiwxRequestError({ reason: 'siwx.uri', params: { uri: data.uri } })
  }
  if (requestOrigin !== undefined) {
    let origin: URL
    try {
      origin = new URL(requestOrigin)
    } catch {
      throw new SiwxRequestError({
        reason: 'siwx.origin',
        params: { domain: data.domain, origin: requestOrigin },
      })
    }
    if (origin.host !== data.domain)
      throw new SiwxRequestError({
        reason: 'siwx.origin',
        params: { domain: data.domain, origin: requestOrigin },
      })
    // An https:// URI signed on an http page (or the reverse) is not that page's sign-in.
    if (uri.protocol !== origin.protocol)
      throw new SiwxRequestError({ reason: 'siwx.scheme', params: { uri: data.uri, origin: requestOrigin } })
  }
  const origins = project.origins.filter((origin) => origin !== '*')
  const openToAll = origins.length < project.origins.length
  const sites = origins.map((origin) => new URL(origin))
  if (!openToAll && !sites.some((site) => site.host === data.domain))
    throw new SiwxRequestError({ reason: 'siwx.domain', params: { domain: data.domain } })
  if (!openToAll && !sites.some((site) => site.origin === uri.origin && site.host === data.domain))
    throw new SiwxRequestError({ reason: 'siwx.uri', params: { uri: data.uri } })
}

/** The header that carries the token `POST /v1/siwx/verify` handed out. */
export { SIWX_TOKEN_HEADER }

/** How a session token is kept at rest: its SHA-256 (the token is 24 random bytes: no guessing back). */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const newNonce = () => Array.from(randomBytes(16), (byte) => ALPHANUMERIC[byte % 62]).join('')

/**
 * The address as sessions keep it: an EVM address checked and in lower case, a Solana address checked
 * and as it is (base58 is case-sensitive). A 400 naming `field` when it is neither.
 */
function sessionAddress(chainId: string, address: string, field: string): string {
  return chainId.startsWith('solana:')
    ? parseInput(solanaAddressSchema, address, [field])
    : parseInput(evmAddressSchema, address, [field]).toLowerCase()
}

/**
 * Whether the message's account signed it: Ed25519 over the message's UTF-8 bytes for a Solana
 * network (a base58 signature); for an eip155 one, personal_sign recovery, or ERC-1271 through the
 * chain for a contract (a 0x signature). Another namespace is 'Chain is not supported'.
 */
async function verifySignature(
  chain: RegisteredChain,
  chains: ChainRegistry,
  { message, signature, address }: { message: string; signature: string; address: string },
): Promise<boolean> {
  if (chain.namespace === 'solana')
    return verifySolanaSignature({
      address,
      message,
      signature: parseInput(solanaSignatureSchema, signature, ['signature']),
    })
  const evm = chains.requireEvm(chain.caipNetworkId)
  return verifyAccountSignature({
    address: parseInput(evmAddressSchema, address, ['accountAddress']),
    message,
    signature: parseInput(hexSignatureSchema, signature, ['signature']),
    chain: evm,
  })
}

type NonceAnswer = WireAnswer<typeof siwxNonceAnswerSchema>
type VerifyAnswer = WireAnswer<typeof siwxVerifyAnswerSchema>
type SessionsAnswer = WireAnswer<typeof siwxSessionsAnswerSchema>
type OkAnswer = WireAnswer<typeof okAnswerSchema>

interface SessionRow {
  message: string
  signature: string
  data: SiwxMessageFields
  expires_at: string | number | null
}

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
  const app = new Hono<ServerEnv>()
  const projectOf = (c: { get(key: 'project'): ProjectConfig | undefined }): ProjectConfig => {
    const project = c.get('project')
    if (!project) throw new Error('createSiwxRoutes must be mounted after the project guard')
    return project
  }

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
    return c.json({ nonce } satisfies NonceAnswer)
  })

  app.post('/v1/siwx/verify', async (c) => {
    const project = projectOf(c)
    const { message, signature } = parseInput(siwxVerifyRequestSchema, await readJsonBody(c))
    let data: SiwxMessageFields
    try {
      data = parseSiwxMessage(message)
    } catch (cause) {
      const reason = cause instanceof Error ? (cause.message.split('\n').at(-1) ?? '') : ''
      throw new SiwxRequestError({ reason: 'siwx.invalidMessage', params: { reason }, cause })
    }
    checkSite(project, data, c.req.header('origin'))
    const chain = chains.find(data.chainId)
    if (!chain) throw new ChainNotSupportedError({ chain: data.chainId })
    const address = sessionAddress(data.chainId, data.accountAddress, 'accountAddress')
    const time = now()
    const issuedAt = parseTime(data.issuedAt, 'Issued At')
    const expirationTime = parseTime(data.expirationTime, 'Expiration Time')
    const notBefore = parseTime(data.notBefore, 'Not Before')
    if (issuedAt === undefined) throw new SiwxRequestError({ reason: 'siwx.issuedAtMissing' })
    if (issuedAt > time + CLOCK_SKEW_MS) throw new SiwxRequestError({ reason: 'siwx.issuedInFuture' })
    if (issuedAt < time - nonceTtlMs - CLOCK_SKEW_MS)
      throw new SiwxRequestError({ reason: 'siwx.issuedTooLongAgo' })
    if (expirationTime !== undefined && expirationTime <= time)
      throw new SiwxRequestError({ reason: 'siwx.expired' })
    if (notBefore !== undefined && notBefore > time)
      throw new SiwxRequestError({ reason: 'siwx.notYetValid' })
    const valid = await verifySignature(chain, chains, {
      address: data.accountAddress,
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
    return c.json({ token, session: { data, message, signature } } satisfies VerifyAnswer)
  })

  const tokenOf = (header: string | undefined): string => {
    const token = header?.trim()
    if (!token || token.length > 128) throw new SiwxRequestError({ reason: 'siwx.token', status: 401 })
    return token
  }

  app.get('/v1/siwx/sessions', async (c) => {
    const project = projectOf(c)
    const token = tokenOf(c.req.header(SIWX_TOKEN_HEADER))
    const { chainId, address } = parseInput(siwxAccountQuerySchema, c.req.query())
    if (!chains.find(chainId)) throw new ChainNotSupportedError({ chain: chainId })
    const { rows } = await db.query<SessionRow>(
      `select message, signature, data, expires_at from siwx_sessions
        where token = $1 and address = $2 and chain_id = $3 and project_id = $4 and expires_at > $5`,
      [tokenHash(token), sessionAddress(chainId, address, 'address'), chainId, project.id, now()],
    )
    return c.json({
      sessions: rows.map((row) => ({ data: row.data, message: row.message, signature: row.signature })),
    } satisfies SessionsAnswer)
  })

  app.delete('/v1/siwx/sessions', async (c) => {
    const project = projectOf(c)
    const token = tokenOf(c.req.header(SIWX_TOKEN_HEADER))
    const { chainId, address } = parseInput(siwxAccountQuerySchema, c.req.query())
    if (!chains.find(chainId)) throw new ChainNotSupportedError({ chain: chainId })
    await db.query(
      'delete from siwx_sessions where token = $1 and address = $2 and chain_id = $3 and project_id = $4',
      [tokenHash(token), sessionAddress(chainId, address, 'address'), chainId, project.id],
    )
    return c.json({ ok: true } satisfies OkAnswer)
  })

  return app
}
