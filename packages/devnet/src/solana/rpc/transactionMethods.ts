import { z } from 'zod'
import { computeFee } from '../ledger/computeFee.js'
import type { Ledger } from '../ledger/createLedger.js'
import { parseMessage, sanitizeError } from '../ledger/parseWireTransaction.js'
import { namedTransactionError } from '../ledger/transactionErrors.js'
import type { LoadedTransaction, SimulationResult } from '../ledger/types.js'
import { decodeWire } from './decodeWire.js'
import { checkAccountEncoding, encodeAccount } from './encodeAccount.js'
import { encodeInnerInstructions, encodeOutcome, encodeReturnData } from './encodeTransaction.js'
import {
  checkMinContextSlot,
  commitmentSchema,
  parseParams,
  parsePubkey,
  readConfigSchema,
  u64,
  withContext,
} from './params.js'
import { invalidParams, RpcError, RpcErrorCode } from './RpcError.js'
import type { RpcMethod } from './types.js'

const wireEncodingSchema = z.enum(['base58', 'base64'])

const sendConfigSchema = z.object({
  skipPreflight: z.boolean().optional(),
  preflightCommitment: commitmentSchema.optional(),
  encoding: wireEncodingSchema.optional(),
  maxRetries: u64.optional(),
  minContextSlot: u64.optional(),
})

const simulateConfigSchema = z.object({
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  commitment: commitmentSchema.optional(),
  encoding: wireEncodingSchema.optional(),
  accounts: z
    .object({
      addresses: z.array(z.string()),
      encoding: z.enum(['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed']).optional(),
    })
    .optional(),
  minContextSlot: u64.optional(),
  innerInstructions: z.boolean().optional(),
})

const WHAT = 'solana_transaction::versioned::VersionedTransaction'

/**
 * sendTransaction [encoded, config?] → signature. Preflight as on a validator: signatures (-32003), then a
 * simulation whose failure answers -32002 with the simulation result (err, logs...) as `data`. With
 * `skipPreflight`, a transaction that fails still lands and pays its fee if it gets that far; one that
 * cannot (bad signature, unknown blockhash) is dropped and its signature never gets a status.
 */
export const sendTransaction: RpcMethod = (params, { ledger }) => {
  const [encoded, config] = parseParams(z.tuple([z.string(), sendConfigSchema.nullish()]), params)
  const transaction = ledger.loadTransaction(decodeWire(encoded, config?.encoding ?? 'base58', WHAT))
  if (!ledger.verifySignatures(transaction)) {
    if (config?.skipPreflight) return transaction.signature
    throw new RpcError(
      RpcErrorCode.transactionSignatureVerificationFailure,
      'Transaction signature verification failure',
    )
  }
  if (!config?.skipPreflight) {
    checkMinContextSlot(ledger, config?.minContextSlot)
    const simulation = ledger.simulate(transaction)
    const err = simulation.executed ? simulation.outcome.err : simulation.err
    if (err) {
      throw new RpcError(
        RpcErrorCode.sendTransactionPreflightFailure,
        `Transaction simulation failed: ${err.text}`,
        simulationValue(ledger, transaction, simulation, {}),
      )
    }
  }
  ledger.send(transaction)
  return transaction.signature
}

/** simulateTransaction [encoded, config?] → { context, value: simulation result }; never changes state. */
export const simulateTransaction: RpcMethod = (params, { ledger }) => {
  const [encoded, rawConfig] = parseParams(z.tuple([z.string(), simulateConfigSchema.nullish()]), params)
  const config = rawConfig ?? {}
  if (config.sigVerify && config.replaceRecentBlockhash) {
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
  }
  const accountsEncoding = config.accounts?.encoding ?? 'base64'
  if (accountsEncoding === 'binary' || accountsEncoding === 'base58') {
    throw invalidParams('base58 encoding not supported')
  }
  checkAccountEncoding(accountsEncoding)
  const transaction = ledger.loadTransaction(decodeWire(encoded, config.encoding ?? 'base58', WHAT))
  if (config.sigVerify && !ledger.verifySignatures(transaction)) {
    throw new RpcError(
      RpcErrorCode.transactionSignatureVerificationFailure,
      'Transaction signature verification failure',
    )
  }
  checkMinContextSlot(ledger, config.minContextSlot)
  if (config.accounts && config.accounts.addresses.length > transaction.accountKeys.length) {
    throw invalidParams(`Too many accounts provided; max ${transaction.accountKeys.length}`)
  }
  config.accounts?.addresses.forEach(parsePubkey)
  const simulation = ledger.simulate(transaction, { replaceRecentBlockhash: config.replaceRecentBlockhash })
  return withContext(ledger, simulationValue(ledger, transaction, simulation, config))
}

/** The RpcSimulateTransactionResult of a simulation, for simulateTransaction and a failed preflight. */
function simulationValue(
  ledger: Ledger,
  transaction: LoadedTransaction,
  simulation: SimulationResult,
  config: z.infer<typeof simulateConfigSchema>,
) {
  const replacementBlockhash = config.replaceRecentBlockhash ? ledger.latestBlockhash() : null
  if (!simulation.executed) {
    return {
      err: simulation.err.json,
      logs: [],
      accounts: config.accounts ? config.accounts.addresses.map(() => null) : null,
      unitsConsumed: 0,
      returnData: null,
      innerInstructions: null,
      replacementBlockhash,
      loadedAccountsDataSize: 0,
      fee: null,
      preBalances: null,
      postBalances: null,
      preTokenBalances: null,
      postTokenBalances: null,
      loadedAddresses: null,
    }
  }
  const { outcome, postAccounts } = simulation
  const parsed = config.accounts?.encoding === 'jsonParsed'
  const meta = encodeOutcome(outcome, transaction, false)
  return {
    err: meta.err,
    logs: outcome.logs,
    accounts: config.accounts
      ? config.accounts.addresses.map((address) => {
          const account = outcome.err ? null : postAccounts.get(address)
          return account ? encodeAccount(ledger, account, parsed ? 'jsonParsed' : 'base64') : null
        })
      : null,
    unitsConsumed: outcome.unitsConsumed,
    returnData: outcome.returnData ? encodeReturnData(outcome.returnData) : null,
    innerInstructions: config.innerInstructions
      ? encodeInnerInstructions(outcome.innerInstructions, transaction, false)
      : null,
    replacementBlockhash,
    loadedAccountsDataSize: outcome.loadedAccountsDataSize,
    fee: outcome.fee,
    preBalances: meta.preBalances,
    postBalances: meta.postBalances,
    preTokenBalances: meta.preTokenBalances,
    postTokenBalances: meta.postTokenBalances,
    loadedAddresses: transaction.loadedAddresses,
  }
}

/** getFeeForMessage [base64 message, config?] → { context, value: lamports | null (blockhash expired) }. */
export const getFeeForMessage: RpcMethod = (params, { ledger }) => {
  const [encoded, config] = parseParams(z.tuple([z.string(), readConfigSchema.nullish()]), params)
  checkMinContextSlot(ledger, config?.minContextSlot)
  const bytes = decodeWire(encoded, 'base64', 'solana_message::versioned::VersionedMessage')
  let message: ReturnType<typeof parseMessage>
  try {
    message = parseMessage(bytes)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw invalidParams(`failed to deserialize solana_message::versioned::VersionedMessage: ${reason}`)
  }
  const loadedCount = (message.addressTableLookups ?? []).reduce(
    (sum, lookup) => sum + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
    0,
  )
  // Placeholders stand for the lookup-table accounts: only their number matters to the offsets check.
  const loaded = Array.from({ length: loadedCount }, (_, index) => `lookup-table-account-${index}`)
  const failure = sanitizeError(message, message.header.numRequiredSignatures, loaded)
  if (failure === 'SanitizeFailure') {
    throw invalidParams(`invalid transaction message: ${namedTransactionError(failure).text}`)
  }
  if (!ledger.isBlockhashValid(message.recentBlockhash)) return withContext(ledger, null)
  const fee = computeFee(
    message.header.numRequiredSignatures,
    message.instructions.map((instruction) => ({
      programAddress: message.staticAccounts[instruction.programIdIndex]!,
      data: instruction.data,
    })),
  )
  return withContext(ledger, fee)
}

/** requestAirdrop [pubkey, lamports, config?] → signature of a transfer from the ledger's faucet. */
export const requestAirdrop: RpcMethod = async (params, { requestAirdrop }) => {
  const [pubkey, lamports] = parseParams(z.tuple([z.string(), u64, readConfigSchema.nullish()]), params)
  parsePubkey(pubkey)
  return requestAirdrop(pubkey, BigInt(lamports))
}
