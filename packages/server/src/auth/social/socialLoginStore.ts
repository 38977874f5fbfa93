import type { Queryable } from '../../db/types.js'
import type { SocialLoginReason } from '../errors.js'
import type { SocialProviderId } from './types.js'

/** A login in flight, as `auth_social_logins` keeps it (by its state's hash). */
export interface PendingSocialLogin {
  provider: SocialProviderId
  projectId: string
  hostOrigin: string
  /** The login frame's origin that started it (the callback page's message goes there only); null without one. */
  frameOrigin: string | null
  deviceHash: string
  /** The PKCE verifier, or Farcaster's channel token at the relay, sealed under shareKey. */
  sealedVerifier: string
  nonceHash: string
  status: 'pending' | 'exchanging' | 'done' | 'failed' | 'used'
  userId: string | null
  isNew: boolean
  failure: SocialLoginReason | null
  providerError: string | null
  expiresAt: number
}

interface Row {
  provider: SocialProviderId
  project_id: string
  host_origin: string
  frame_origin: string | null
  device_hash: string
  sealed_verifier: string
  nonce_hash: string
  status: PendingSocialLogin['status']
  user_id: string | null
  is_new: boolean
  failure: SocialLoginReason | null
  provider_error: string | null
  expires_at: number
}

const COLUMNS =
  'provider, project_id, host_origin, frame_origin, device_hash, sealed_verifier, nonce_hash, status, user_id, is_new, failure, provider_error, expires_at'

/** Expired logins are kept a day (a late callback is told 'expired', not 'unknown'), then dropped. */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000

const toLogin = (row: Row | undefined): PendingSocialLogin | undefined =>
  row && {
    provider: row.provider,
    projectId: row.project_id,
    hostOrigin: row.host_origin,
    frameOrigin: row.frame_origin,
    deviceHash: row.device_hash,
    sealedVerifier: row.sealed_verifier,
    nonceHash: row.nonce_hash,
    status: row.status,
    userId: row.user_id,
    isNew: row.is_new,
    failure: row.failure,
    providerError: row.provider_error,
    expiresAt: Number(row.expires_at),
  }

/**
 * The social logins in flight: started by the frame, claimed once by the provider's callback (a Farcaster
 * login: by the finish that found it completed at the relay), which writes the outcome, consumed once by
 * the frame's finish. Each step is one conditional update, so two callbacks or two finishes with one state
 * cannot both go through.
 *
 * @example
 * const login = await createSocialLoginStore(db).claim(stateHash, Date.now())
 */
export function createSocialLoginStore(db: Queryable) {
  return {
    async start(
      stateHash: string,
      login: Omit<PendingSocialLogin, 'status' | 'userId' | 'isNew' | 'failure' | 'providerError'>,
      now: number,
    ): Promise<void> {
      await db.query('delete from auth_social_logins where expires_at < $1', [now - KEEP_EXPIRED_MS])
      await db.query(
        `insert into auth_social_logins
           (state_hash, provider, project_id, host_origin, frame_origin, device_hash, sealed_verifier, nonce_hash, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          stateHash,
          login.provider,
          login.projectId,
          login.hostOrigin,
          login.frameOrigin,
          login.deviceHash,
          login.sealedVerifier,
          login.nonceHash,
          now,
          login.expiresAt,
        ],
      )
    },
    async find(stateHash: string): Promise<PendingSocialLogin | undefined> {
      const { rows } = await db.query<Row>(
        `select ${COLUMNS} from auth_social_logins where state_hash = $1`,
        [stateHash],
      )
      return toLogin(rows[0])
    },
    /**
     * The claim of a pending, unexpired login: undefined when it is not (any more) one. The callback claims
     * the redirect providers' logins; the finish claims a Farcaster login (`relayed`), which has no callback.
     */
    async claim(
      stateHash: string,
      now: number,
      { relayed = false }: { relayed?: boolean } = {},
    ): Promise<PendingSocialLogin | undefined> {
      const { rows } = await db.query<Row>(
        `update auth_social_logins set status = 'exchanging'
         where state_hash = $1 and status = 'pending' and expires_at > $2 and (provider = 'farcaster') = $3
         returning ${COLUMNS}`,
        [stateHash, now, relayed],
      )
      return toLogin(rows[0])
    },
    async succeed(stateHash: string, { userId, isNew }: { userId: string; isNew: boolean }): Promise<void> {
      await db.query(
        `update auth_social_logins set status = 'done', user_id = $2, is_new = $3
         where state_hash = $1 and status = 'exchanging'`,
        [stateHash, userId, isNew],
      )
    },
    async fail(
      stateHash: string,
      failure: SocialLoginReason,
      providerError: string | undefined,
    ): Promise<void> {
      await db.query(
        `update auth_social_logins set status = 'failed', failure = $2, provider_error = $3
         where state_hash = $1 and status = 'exchanging'`,
        [stateHash, failure, providerError ?? null],
      )
    },
    /** The finish's use of a finished, unexpired login: undefined when another finish took it first. */
    async consume(stateHash: string, now: number): Promise<PendingSocialLogin | undefined> {
      const { rows } = await db.query<Row>(
        `update auth_social_logins set status = 'used'
         where state_hash = $1 and status in ('done', 'failed') and expires_at > $2 returning ${COLUMNS}`,
        [stateHash, now],
      )
      return toLogin(rows[0])
    },
  }
}

export type SocialLoginStore = ReturnType<typeof createSocialLoginStore>
