import { toBase58 } from '../base58.js'
import type { WireAddressTableLookup } from './parseWireTransaction.js'

const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111'
const LOOKUP_TABLE_META_SIZE = 56

/** The accounts a v0 message loads from lookup tables: all writable ones first, then the read-only ones. */
export interface LoadedAddresses {
  writable: string[]
  readonly: string[]
}

type LookupError =
  | 'AddressLookupTableNotFound'
  | 'InvalidAddressLookupTableOwner'
  | 'InvalidAddressLookupTableData'
  | 'InvalidAddressLookupTableIndex'

/**
 * Resolves a v0 message's address table lookups against the ledger's lookup table accounts (a 56-byte
 * header, then 32-byte addresses), as a validator does before it runs the transaction. Returns the
 * transaction error's name when a table is missing or an index is out of range.
 */
export function loadAddresses(
  lookups: readonly WireAddressTableLookup[],
  readAccount: (address: string) => { owner: string; data: Uint8Array } | null,
): LoadedAddresses | LookupError {
  const loaded: LoadedAddresses = { writable: [], readonly: [] }
  for (const lookup of lookups) {
    const table = readAccount(lookup.accountKey)
    if (!table) return 'AddressLookupTableNotFound'
    if (table.owner !== ADDRESS_LOOKUP_TABLE_PROGRAM) return 'InvalidAddressLookupTableOwner'
    if (
      table.data.length < LOOKUP_TABLE_META_SIZE ||
      (table.data.length - LOOKUP_TABLE_META_SIZE) % 32 !== 0
    ) {
      return 'InvalidAddressLookupTableData'
    }
    const count = (table.data.length - LOOKUP_TABLE_META_SIZE) / 32
    const at = (index: number) => {
      const start = LOOKUP_TABLE_META_SIZE + index * 32
      return toBase58(table.data.subarray(start, start + 32))
    }
    if ([...lookup.writableIndexes, ...lookup.readonlyIndexes].some((index) => index >= count)) {
      return 'InvalidAddressLookupTableIndex'
    }
    loaded.writable.push(...lookup.writableIndexes.map(at))
    loaded.readonly.push(...lookup.readonlyIndexes.map(at))
  }
  return loaded
}
