import { type Address, getAddress } from 'viem'
import type { Queryable } from '../../db/types.js'
import { NameTakenError } from '../errors.js'

/** Free-form attributes of a name; the API knows avatar and bio. */
export interface NameAttributes {
  avatar?: string
  bio?: string
}

/** A name as GET /v1/profile/account answers it (times in unix seconds, addresses by coin type). */
export interface NameRecord {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: Address; created: number }>
  attributes: NameAttributes
}

export interface NewName {
  name: string
  coinType: number
  address: Address
  attributes: NameAttributes
  /** Unix seconds. */
  at: number
}

export interface NameStore {
  find(name: string): Promise<NameRecord | undefined>
  /** Every name with an address entry equal to `address`, oldest first (the first is the primary). */
  findByAddress(address: Address): Promise<NameRecord[]>
  /** Which of `names` are registered. */
  registeredAmong(names: readonly string[]): Promise<Set<string>>
  /** Stores a new name; `NameTakenError` when it exists already. */
  insert(entry: NewName): Promise<NameRecord>
}

interface Row {
  name: string
  registered_at: number
  updated_at: number
  attributes: NameAttributes
  coin_type: number | null
  address: string | null
  created_at: number | null
}

const SELECT = `
  select n.name, n.registered_at, n.updated_at, n.attributes, a.coin_type, a.address, a.created_at
  from profile_names n left join profile_name_addresses a on a.name = n.name`

/**
 * The name registry in the database (tables of migration 200). Names are stored lower-case, addresses
 * lower-case and answered checksummed.
 *
 * @example
 * const names = createNameStore(db)
 * await names.insert({ name: 'alice.reown.id', coinType: 60, address, attributes: {}, at: 1700000000 })
 */
export function createNameStore(db: Queryable): NameStore {
  const load = async (where: string, params: unknown[]) => {
    const { rows } = await db.query<Row>(
      `${SELECT} ${where} order by n.registered_at, n.name, a.coin_type`,
      params,
    )
    return toRecords(rows)
  }
  return {
    async find(name) {
      const [record] = await load('where n.name = $1', [name])
      return record
    },
    findByAddress: (address) =>
      load('where n.name in (select name from profile_name_addresses where address = $1)', [
        address.toLowerCase(),
      ]),
    async registeredAmong(names) {
      if (names.length === 0) return new Set()
      const { rows } = await db.query<{ name: string }>(
        'select name from profile_names where name = any($1)',
        [[...names]],
      )
      return new Set(rows.map((row) => row.name))
    },
    async insert({ name, coinType, address, attributes, at }) {
      // One statement for both rows: atomic without a transaction, on PGlite and PostgreSQL alike.
      const { rows } = await db.query<{ name: string }>(
        `with inserted as (
           insert into profile_names (name, registered_at, updated_at, attributes)
           values ($1, $2, $2, $3::jsonb)
           on conflict (name) do nothing
           returning name
         )
         insert into profile_name_addresses (name, coin_type, address, created_at)
         select name, $4, $5, $2 from inserted
         returning name`,
        [name, at, JSON.stringify(attributes), coinType, address.toLowerCase()],
      )
      if (rows.length === 0) throw new NameTakenError({ name })
      return {
        name,
        registered: at,
        updated: at,
        addresses: { [String(coinType)]: { address: getAddress(address), created: at } },
        attributes,
      }
    },
  }
}

function toRecords(rows: readonly Row[]): NameRecord[] {
  const records = new Map<string, NameRecord>()
  for (const row of rows) {
    let record = records.get(row.name)
    if (!record) {
      record = {
        name: row.name,
        registered: Number(row.registered_at),
        updated: Number(row.updated_at),
        addresses: {},
        attributes: row.attributes,
      }
      records.set(row.name, record)
    }
    if (row.coin_type !== null && row.address !== null && row.created_at !== null)
      record.addresses[String(row.coin_type)] = {
        address: getAddress(row.address),
        created: Number(row.created_at),
      }
  }
  return [...records.values()]
}
