import { type Address, getAddress } from 'viem'
import type { Queryable } from '../../db/types.js'

/**
 * A smart session (ERC-7715 permissions granted to a dapp) as GET /v1/sessions answers it: the
 * permission context id `pci`, expiry in unix seconds, the granted permissions and policies as the
 * wallet gave them, the opaque `context` (hex), and whether it was revoked.
 */
export interface SmartSession {
  pci: string
  expiry: number
  permissions: unknown[]
  policies: unknown[]
  context: string
  revoked: boolean
}

export interface NewSmartSession extends Omit<SmartSession, 'revoked'> {
  address: Address
  /** The CAIP network id the session lives on, when known. */
  chain?: string | undefined
}

export interface SessionStore {
  list(address: Address): Promise<SmartSession[]>
  find(address: Address, pci: string): Promise<SmartSession | undefined>
  /** Stores a granted session (a wallet's grant, or seeding); an existing pci is replaced. */
  save(session: NewSmartSession): Promise<void>
  /** Marks the session revoked; false when there is no such session. */
  revoke(address: Address, pci: string): Promise<boolean>
}

/** A row of `COLUMNS`: the session's own fields (`toSession` makes `expiry`, a bigint column, a number). */
type Row = SmartSession

const COLUMNS = 'pci, expiry, permissions, policies, context, revoked'

/**
 * The smart sessions of each address, in the database (table of migration 202).
 *
 * @example
 * const sessions = createSessionStore(db)
 * await sessions.save({ address, pci: '0x01', expiry, permissions: [], policies: [], context: '0x' })
 */
export function createSessionStore(db: Queryable): SessionStore {
  const toSession = (row: Row): SmartSession => ({ ...row, expiry: Number(row.expiry) })
  return {
    async list(address) {
      const { rows } = await db.query<Row>(
        `select ${COLUMNS} from smart_sessions where address = $1 order by created_at, pci`,
        [address.toLowerCase()],
      )
      return rows.map(toSession)
    },
    async find(address, pci) {
      const { rows } = await db.query<Row>(
        `select ${COLUMNS} from smart_sessions where address = $1 and pci = $2`,
        [address.toLowerCase(), pci],
      )
      return rows[0] && toSession(rows[0])
    },
    async save({ address, chain, pci, expiry, permissions, policies, context }) {
      await db.query(
        `insert into smart_sessions (address, pci, chain, expiry, permissions, policies, context)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)
         on conflict (address, pci) do update set chain = excluded.chain, expiry = excluded.expiry,
           permissions = excluded.permissions, policies = excluded.policies, context = excluded.context,
           revoked = false, revoked_at = null`,
        [
          getAddress(address).toLowerCase(),
          pci,
          chain ?? null,
          expiry,
          JSON.stringify(permissions),
          JSON.stringify(policies),
          context,
        ],
      )
    },
    async revoke(address, pci) {
      const { rows } = await db.query<{ pci: string }>(
        `update smart_sessions set revoked = true, revoked_at = coalesce(revoked_at, now())
         where address = $1 and pci = $2 returning pci`,
        [address.toLowerCase(), pci],
      )
      return rows.length > 0
    },
  }
}
