import type { Queryable } from '../db/types.js'

export type CodePurpose = 'login' | 'update_primary' | 'update_secondary'

/** A pending code as stored: its hash, never the code. */
export interface StoredCode {
  purpose: CodePurpose
  codeHash: string
  /** The hashed device that asked for a login code; '' for the codes of an email update. */
  deviceHash: string
  /** The address an email update changes to. */
  newEmail: string | null
  /** Tries spent on this code, the current one included. */
  tries: number
  expiresAt: number
}

export interface NewCode {
  /** The email address (login) or the user id (email update). */
  subject: string
  purpose: CodePurpose
  codeHash: string
  deviceHash?: string | undefined
  newEmail?: string | undefined
  now: number
  expiresAt: number
}

export type MailSlot = { claimed: true } | { claimed: false; retryAfterMs: number }

export interface CodeStore {
  /**
   * Stores a code for `subject`, `purpose` and device, replacing that device's previous one (and its
   * spent tries): another device's pending code for the same address is left alone.
   */
  save(code: NewCode): Promise<void>
  /**
   * Counts one try on each of the subject's codes of `purposes` issued to `deviceHash` ('' for the codes
   * of an email update) and returns them as they are now. Another device's codes are not touched.
   */
  spendTry(subject: string, purposes: readonly CodePurpose[], deviceHash: string): Promise<StoredCode[]>
  /** Deletes the code if it still has this hash; false when another request used or replaced it first. */
  consume(subject: string, purpose: CodePurpose, deviceHash: string, codeHash: string): Promise<boolean>
  /**
   * Claims the right to mail `address` a `kind` of mail now: refused when the last one was sent less
   * than `intervalMs` ago (one atomic upsert, so two concurrent requests cannot both send).
   */
  claimMail(address: string, kind: string, now: number, intervalMs: number): Promise<MailSlot>
  /** Gives a claim back (the mail could not be sent), so that the person can retry at once. */
  releaseMail(address: string, kind: string, sentAt: number): Promise<void>
}

interface Row {
  purpose: CodePurpose
  code_hash: string
  device_hash: string
  new_email: string | null
  tries: number
  expires_at: number
}

/**
 * The pending codes and the resend throttle, in the database (tables `auth_codes` and
 * `auth_mail_sends` of migration 300).
 *
 * @example
 * const codes = createCodeStore(db)
 * await codes.save({ subject: 'ada@example.com', purpose: 'login', codeHash, deviceHash, now, expiresAt })
 */
export function createCodeStore(db: Queryable): CodeStore {
  return {
    async save({ subject, purpose, codeHash, deviceHash, newEmail, now, expiresAt }) {
      await db.query(
        `insert into auth_codes (subject, purpose, code_hash, device_hash, new_email, tries, created_at, expires_at)
         values ($1, $2, $3, $4, $5, 0, $6, $7)
         on conflict (subject, purpose, device_hash) do update set code_hash = excluded.code_hash,
           new_email = excluded.new_email, tries = 0,
           created_at = excluded.created_at, expires_at = excluded.expires_at`,
        [subject, purpose, codeHash, deviceHash ?? '', newEmail ?? null, now, expiresAt],
      )
    },
    async spendTry(subject, purposes, deviceHash) {
      const { rows } = await db.query<Row>(
        `update auth_codes set tries = tries + 1
         where subject = $1 and purpose = any($2::text[]) and device_hash = $3
         returning purpose, code_hash, device_hash, new_email, tries, expires_at`,
        [subject, [...purposes], deviceHash],
      )
      return rows.map((row) => ({
        purpose: row.purpose,
        codeHash: row.code_hash,
        deviceHash: row.device_hash,
        newEmail: row.new_email,
        tries: Number(row.tries),
        expiresAt: Number(row.expires_at),
      }))
    },
    async consume(subject, purpose, deviceHash, codeHash) {
      const { rows } = await db.query(
        `delete from auth_codes where subject = $1 and purpose = $2 and device_hash = $3 and code_hash = $4
         returning subject`,
        [subject, purpose, deviceHash, codeHash],
      )
      return rows.length > 0
    },
    async claimMail(address, kind, now, intervalMs) {
      const { rows } = await db.query(
        `insert into auth_mail_sends (address, kind, sent_at) values ($1, $2, $3::bigint)
         on conflict (address, kind) do update set sent_at = excluded.sent_at
         where auth_mail_sends.sent_at <= $3::bigint - $4::bigint
         returning sent_at`,
        [address, kind, now, intervalMs],
      )
      if (rows.length > 0) return { claimed: true }
      const last = await db.query<{ sent_at: number }>(
        'select sent_at from auth_mail_sends where address = $1 and kind = $2',
        [address, kind],
      )
      const sentAt = Number(last.rows[0]?.sent_at ?? now)
      return { claimed: false, retryAfterMs: Math.max(1, sentAt + intervalMs - now) }
    },
    async releaseMail(address, kind, sentAt) {
      await db.query('delete from auth_mail_sends where address = $1 and kind = $2 and sent_at = $3', [
        address,
        kind,
        sentAt,
      ])
    },
  }
}
