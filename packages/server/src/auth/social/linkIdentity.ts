import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/types.js'
import type { SocialIdentity } from './types.js'

export interface LinkIdentityReturnType {
  userId: string
  /** The account was created by this sign-in. */
  isNew: boolean
}

/**
 * The account of a provider's identity: the one `(provider, subject)` is linked to, else a new account
 * (no e-mail login, the provider's name or handle as its username) linked to it. The e-mail claim is
 * kept on the identity for the account view and never used to find an account: the same address at two
 * providers, or at a provider and the e-mail login, is two accounts. The identity's e-mail and username
 * are refreshed on each sign-in; a username the provider no longer sends (Apple's, after the first) stays.
 *
 * @example
 * const { userId, isNew } = await linkIdentity(db, { provider: 'github', subject: '1048201', … }, Date.now())
 */
export async function linkIdentity(
  db: Database,
  identity: SocialIdentity,
  now: number,
): Promise<LinkIdentityReturnType> {
  const { provider, subject, email, emailVerified, username } = identity
  return db.transaction(async (tx) => {
    const known = await tx.query<{ user_id: string }>(
      `update auth_identities set email = $3, email_verified = $4, username = coalesce($5, username), updated_at = $6
       where provider = $1 and subject = $2 returning user_id`,
      [provider, subject, email, emailVerified, username, now],
    )
    const linked = known.rows[0]?.user_id
    if (linked !== undefined) {
      await tx.query('update auth_users set username = coalesce($2, username) where id = $1', [
        linked,
        username,
      ])
      return { userId: linked, isNew: false }
    }
    const userId = randomUUID()
    await tx.query(
      'insert into auth_users (id, email, username, created_at, updated_at) values ($1, null, $2, $3, $3)',
      [userId, username, now],
    )
    // Two first sign-ins of one identity at once: the second waits on the key, links nothing, drops the
    // account it made and takes the first one's.
    const inserted = await tx.query(
      `insert into auth_identities (provider, subject, user_id, email, email_verified, username, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7) on conflict (provider, subject) do nothing returning user_id`,
      [provider, subject, userId, email, emailVerified, username, now],
    )
    if (inserted.rows.length > 0) return { userId, isNew: true }
    await tx.query('delete from auth_users where id = $1', [userId])
    const { rows } = await tx.query<{ user_id: string }>(
      'select user_id from auth_identities where provider = $1 and subject = $2',
      [provider, subject],
    )
    if (!rows[0]) throw new Error(`auth_identities: ${provider} ${subject} neither inserted nor found`)
    return { userId: rows[0].user_id, isNew: false }
  })
}
