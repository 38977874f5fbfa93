import { toBase58 } from '../base58.js'

/** A compiled instruction of a message: indexes into the account keys, and raw data. */
export interface WireInstruction {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
}

/** An address lookup table a v0 message reads accounts from. */
export interface WireAddressTableLookup {
  accountKey: string
  writableIndexes: number[]
  readonlyIndexes: number[]
}

/** A transaction as it travels on the wire (bincode of a VersionedTransaction), read field by field. */
export interface WireTransaction {
  bytes: Uint8Array
  signatures: Uint8Array[]
  messageBytes: Uint8Array
  version: 'legacy' | 0
  header: {
    numRequiredSignatures: number
    numReadonlySignedAccounts: number
    numReadonlyUnsignedAccounts: number
  }
  staticAccounts: string[]
  recentBlockhash: string
  /** Where the recent blockhash sits in `messageBytes` (simulateTransaction's replaceRecentBlockhash). */
  blockhashOffset: number
  instructions: WireInstruction[]
  /** Only for v0 messages. */
  addressTableLookups: WireAddressTableLookup[] | undefined
}

/** The wire could not be read as a transaction, or a message, at all (the RPC's 'failed to deserialize'). */
export class WireFormatError extends Error {
  override name = 'WireFormatError'
}

const PACKET_DATA_SIZE = 1232

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}

  u8(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw new WireFormatError('io error: unexpected end of file')
    this.offset += 1
    return value
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length)
      throw new WireFormatError('io error: unexpected end of file')
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }

  /** Solana's compact-u16 ("shortvec") length prefix. */
  shortU16(): number {
    let value = 0
    for (let index = 0; index < 3; index++) {
      const byte = this.u8()
      value |= (byte & 0x7f) << (7 * index)
      if ((byte & 0x80) === 0) return value
    }
    throw new WireFormatError('invalid compact-u16')
  }

  indexes(): number[] {
    return Array.from(this.take(this.shortU16()))
  }
}

/**
 * Reads a serialized transaction (signatures, then a legacy or v0 message). Throws WireFormatError on
 * bytes that are not a transaction; `sanitizeTransaction` checks what a validator checks next.
 */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  if (bytes.length > PACKET_DATA_SIZE) {
    throw new WireFormatError(`too large: ${bytes.length} bytes (max: ${PACKET_DATA_SIZE} bytes)`)
  }
  const reader = new Reader(bytes)
  const count = reader.shortU16()
  const signatures = Array.from({ length: count }, () => reader.take(64))
  const messageBytes = bytes.subarray(reader.offset)
  return { bytes, signatures, messageBytes, ...parseMessage(messageBytes) }
}

/** Reads a serialized message (getFeeForMessage takes one alone). */
export function parseMessage(
  messageBytes: Uint8Array,
): Omit<WireTransaction, 'bytes' | 'signatures' | 'messageBytes'> {
  const reader = new Reader(messageBytes)
  let version: 'legacy' | 0 = 'legacy'
  if ((messageBytes[0] ?? 0) & 0x80) {
    const number = reader.u8() & 0x7f
    if (number !== 0) throw new WireFormatError(`unsupported message version ${number}`)
    version = 0
  }
  const header = {
    numRequiredSignatures: reader.u8(),
    numReadonlySignedAccounts: reader.u8(),
    numReadonlyUnsignedAccounts: reader.u8(),
  }
  const staticAccounts = Array.from({ length: reader.shortU16() }, () => toBase58(reader.take(32)))
  const blockhashOffset = reader.offset
  const recentBlockhash = toBase58(reader.take(32))
  const instructions = Array.from({ length: reader.shortU16() }, () => ({
    programIdIndex: reader.u8(),
    accounts: reader.indexes(),
    data: reader.take(reader.shortU16()),
  }))
  const addressTableLookups =
    version === 0
      ? Array.from({ length: reader.shortU16() }, () => ({
          accountKey: toBase58(reader.take(32)),
          writableIndexes: reader.indexes(),
          readonlyIndexes: reader.indexes(),
        }))
      : undefined
  return {
    version,
    header,
    staticAccounts,
    recentBlockhash,
    blockhashOffset,
    instructions,
    addressTableLookups,
  }
}

/**
 * The structural checks of a validator's sanitize step (Message::sanitize, VersionedTransaction::sanitize,
 * then SanitizedTransaction's duplicate check): as many signatures as required signers, a writable signing
 * fee payer, indexes in range, no account twice. Returns the name of the transaction error a validator
 * answers with ('SanitizeFailure', 'AccountLoadedTwice'), or undefined.
 */
export function sanitizeError(
  transaction: Pick<WireTransaction, 'header' | 'staticAccounts' | 'instructions' | 'addressTableLookups'>,
  signatureCount: number,
  loadedAccounts: readonly string[],
): 'SanitizeFailure' | 'AccountLoadedTwice' | undefined {
  const { header, staticAccounts, instructions } = transaction
  const lookups = transaction.addressTableLookups ?? []
  const total = staticAccounts.length + loadedAccounts.length
  const fails =
    signatureCount !== header.numRequiredSignatures ||
    header.numRequiredSignatures === 0 ||
    header.numReadonlySignedAccounts >= header.numRequiredSignatures ||
    header.numRequiredSignatures + header.numReadonlyUnsignedAccounts > staticAccounts.length ||
    lookups.some((lookup) => lookup.writableIndexes.length + lookup.readonlyIndexes.length === 0) ||
    total > 256 ||
    // Programs come from the static keys only, and the fee payer is never one.
    instructions.some(
      (instruction) =>
        instruction.programIdIndex === 0 ||
        instruction.programIdIndex >= staticAccounts.length ||
        instruction.accounts.some((index) => index >= total),
    )
  if (fails) return 'SanitizeFailure'
  if (new Set([...staticAccounts, ...loadedAccounts]).size !== total) return 'AccountLoadedTwice'
  return undefined
}
