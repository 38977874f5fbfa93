import { toBase58 } from '../base58.js'
import type {
  ExecutionOutcome,
  InnerInstruction,
  LoadedTransaction,
  TransactionRecord,
} from '../ledger/types.js'
import { parseInstruction } from './parseInstruction.js'
import { RpcError, RpcErrorCode } from './RpcError.js'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58' | 'binary'

/**
 * A landed transaction as getTransaction writes it (EncodedConfirmedTransactionWithStatusMeta): `version`
 * and `meta.loadedAddresses` only when the client said which versions it supports, `addressTableLookups`
 * only for v0 messages, instructions parsed where the program is known with jsonParsed.
 */
export function encodeTransactionRecord(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  versioned: boolean,
) {
  const { transaction } = record
  const parsed = encoding === 'jsonParsed'
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    ...(versioned ? { version: transaction.version } : {}),
    transaction: encodeTransaction(transaction, encoding),
    meta: {
      ...encodeOutcome(record.meta, transaction, parsed),
      status: record.meta.err ? { Err: record.meta.err.json } : { Ok: null },
      rewards: [],
      ...(versioned ? { loadedAddresses: transaction.loadedAddresses } : {}),
    },
  }
}

/**
 * The validator's -32015 for a v0 transaction asked for without `maxSupportedTransactionVersion` (or
 * with a lower one); legacy transactions always pass.
 */
export function checkTransactionVersion(
  version: LoadedTransaction['version'],
  maxVersion: number | undefined,
): void {
  if (version === 'legacy' || (maxVersion !== undefined && version <= maxVersion)) return
  throw new RpcError(
    RpcErrorCode.unsupportedTransactionVersion,
    maxVersion === undefined
      ? `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`
      : `Transaction version (${version}) is not supported by the requesting client.`,
  )
}

/** The meta fields shared by getTransaction and simulateTransaction. */
export function encodeOutcome(outcome: ExecutionOutcome, transaction: LoadedTransaction, parsed: boolean) {
  return {
    err: outcome.err?.json ?? null,
    fee: outcome.fee,
    preBalances: outcome.preBalances,
    postBalances: outcome.postBalances,
    preTokenBalances: outcome.preTokenBalances,
    postTokenBalances: outcome.postTokenBalances,
    innerInstructions: encodeInnerInstructions(outcome.innerInstructions, transaction, parsed),
    logMessages: outcome.logs,
    computeUnitsConsumed: outcome.unitsConsumed,
    ...(outcome.returnData ? { returnData: encodeReturnData(outcome.returnData) } : {}),
  }
}

/** A program's return data: its id and the bytes in base64. */
export function encodeReturnData(returnData: { programId: string; data: Uint8Array }) {
  return {
    programId: returnData.programId,
    data: [Buffer.from(returnData.data).toString('base64'), 'base64'],
  }
}

/** Inner instructions (CPIs) grouped by the top-level instruction that made them. */
export function encodeInnerInstructions(
  groups: ExecutionOutcome['innerInstructions'],
  transaction: LoadedTransaction,
  parsed: boolean,
) {
  return groups.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((instruction) => encodeInstruction(instruction, transaction, parsed)),
  }))
}

function encodeInstruction(
  instruction: Omit<InnerInstruction, 'stackHeight'> & { stackHeight: number | null },
  transaction: LoadedTransaction,
  parsed: boolean,
) {
  if (parsed) {
    const keys = transaction.accountKeys
    const accounts = instruction.accounts.map((index) => keys[index]!)
    return parseInstruction(
      keys[instruction.programIdIndex]!,
      accounts,
      instruction.data,
      instruction.stackHeight,
    )
  }
  return {
    programIdIndex: instruction.programIdIndex,
    accounts: instruction.accounts,
    data: toBase58(instruction.data),
    stackHeight: instruction.stackHeight,
  }
}

function encodeTransaction(transaction: LoadedTransaction, encoding: TransactionEncoding) {
  if (encoding === 'base64') return [Buffer.from(transaction.bytes).toString('base64'), 'base64']
  if (encoding === 'base58') return [toBase58(transaction.bytes), 'base58']
  if (encoding === 'binary') return toBase58(transaction.bytes)
  const parsed = encoding === 'jsonParsed'
  const instructions = transaction.instructions.map((instruction) =>
    encodeInstruction({ ...instruction, stackHeight: null }, transaction, parsed),
  )
  const lookups = transaction.addressTableLookups
    ? { addressTableLookups: transaction.addressTableLookups }
    : {}
  const message = parsed
    ? {
        accountKeys: parsedAccountKeys(transaction),
        recentBlockhash: transaction.recentBlockhash,
        instructions,
        ...lookups,
      }
    : {
        accountKeys: transaction.staticAccounts,
        header: transaction.header,
        recentBlockhash: transaction.recentBlockhash,
        instructions,
        ...lookups,
      }
  return { signatures: transaction.signatures.map(toBase58), message }
}

/** jsonParsed's account keys: each with its signer and writable flags and where it came from. */
export function parsedAccountKeys(transaction: LoadedTransaction) {
  const { header, staticAccounts, loadedAddresses } = transaction
  const signedWritable = header.numRequiredSignatures - header.numReadonlySignedAccounts
  const unsignedWritableEnd = staticAccounts.length - header.numReadonlyUnsignedAccounts
  return [
    ...staticAccounts.map((pubkey, index) => ({
      pubkey,
      signer: index < header.numRequiredSignatures,
      writable: index < header.numRequiredSignatures ? index < signedWritable : index < unsignedWritableEnd,
      source: 'transaction',
    })),
    ...loadedAddresses.writable.map((pubkey) => ({
      pubkey,
      signer: false,
      writable: true,
      source: 'lookupTable',
    })),
    ...loadedAddresses.readonly.map((pubkey) => ({
      pubkey,
      signer: false,
      writable: false,
      source: 'lookupTable',
    })),
  ]
}
