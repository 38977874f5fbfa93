import type { FailedTransactionMetadata } from 'litesvm'
import {
  InstructionErrorBorshIo,
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js'

/** A transaction error as the Solana RPC writes it: `"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`... */
export type RpcTransactionError = string | Record<string, unknown>

type LiteSvmTransactionError = ReturnType<FailedTransactionMetadata['err']>

// LiteSVM's fieldless enums are numbers: their names, in LiteSVM's order (litesvm/dist/internal.d.ts).
const TRANSACTION_ERRORS: readonly [name: string, text: string][] = [
  ['AccountInUse', 'Account in use'],
  ['AccountLoadedTwice', 'Account loaded twice'],
  ['AccountNotFound', 'Attempt to debit an account but found no record of a prior credit.'],
  ['ProgramAccountNotFound', 'Attempt to load a program that does not exist'],
  ['InsufficientFundsForFee', 'Insufficient funds for fee'],
  ['InvalidAccountForFee', 'This account may not be used to pay transaction fees'],
  ['AlreadyProcessed', 'This transaction has already been processed'],
  ['BlockhashNotFound', 'Blockhash not found'],
  ['CallChainTooDeep', 'Loader call chain is too deep'],
  ['MissingSignatureForFee', 'Transaction requires a fee but has no signature present'],
  ['InvalidAccountIndex', 'Transaction contains an invalid account reference'],
  ['SignatureFailure', 'Transaction did not pass signature verification'],
  ['InvalidProgramForExecution', 'This program may not be used for executing instructions'],
  ['SanitizeFailure', 'Transaction failed to sanitize accounts offsets correctly'],
  ['ClusterMaintenance', 'Transactions are currently disabled due to cluster maintenance'],
  [
    'AccountBorrowOutstanding',
    'Transaction processing left an account with an outstanding borrowed reference',
  ],
  ['WouldExceedMaxBlockCostLimit', 'Transaction would exceed max Block Cost Limit'],
  ['UnsupportedVersion', 'Transaction version is unsupported'],
  ['InvalidWritableAccount', 'Transaction loads a writable account that cannot be written'],
  ['WouldExceedMaxAccountCostLimit', 'Transaction would exceed max account limit within the block'],
  ['WouldExceedAccountDataBlockLimit', 'Transaction would exceed account data limit within the block'],
  ['TooManyAccountLocks', 'Transaction locked too many accounts'],
  ['AddressLookupTableNotFound', "Transaction loads an address table account that doesn't exist"],
  ['InvalidAddressLookupTableOwner', 'Transaction loads an address table account with an invalid owner'],
  ['InvalidAddressLookupTableData', 'Transaction loads an address table account with invalid data'],
  ['InvalidAddressLookupTableIndex', 'Transaction address table lookup uses an invalid index'],
  ['InvalidRentPayingAccount', 'Transaction leaves an account with a lower balance than rent-exempt minimum'],
  ['WouldExceedMaxVoteCostLimit', 'Transaction would exceed max Vote Cost Limit'],
  ['WouldExceedAccountDataTotalLimit', 'Transaction would exceed total account data limit'],
  ['MaxLoadedAccountsDataSizeExceeded', 'Transaction exceeded max loaded accounts data size cap'],
  ['ResanitizationNeeded', 'ResanitizationNeeded'],
  [
    'InvalidLoadedAccountsDataSizeLimit',
    'LoadedAccountsDataSizeLimit set for transaction must be greater than 0.',
  ],
  ['UnbalancedTransaction', 'Sum of account balances before and after transaction do not match'],
  ['ProgramCacheHitMaxLimit', 'Program cache hit max limit'],
  ['CommitCancelled', 'CommitCancelled'],
]

const INSTRUCTION_ERRORS: readonly [name: string, text: string][] = [
  ['GenericError', 'generic instruction error'],
  ['InvalidArgument', 'invalid program argument'],
  ['InvalidInstructionData', 'invalid instruction data'],
  ['InvalidAccountData', 'invalid account data for instruction'],
  ['AccountDataTooSmall', 'account data too small for instruction'],
  ['InsufficientFunds', 'insufficient funds for instruction'],
  ['IncorrectProgramId', 'incorrect program id for instruction'],
  ['MissingRequiredSignature', 'missing required signature for instruction'],
  ['AccountAlreadyInitialized', 'instruction requires an uninitialized account'],
  ['UninitializedAccount', 'instruction requires an initialized account'],
  ['UnbalancedInstruction', 'sum of account balances before and after instruction do not match'],
  ['ModifiedProgramId', 'instruction illegally modified the program id of an account'],
  ['ExternalAccountLamportSpend', 'instruction spent from the balance of an account it does not own'],
  ['ExternalAccountDataModified', 'instruction modified data of an account it does not own'],
  ['ReadonlyLamportChange', 'instruction changed the balance of a read-only account'],
  ['ReadonlyDataModified', 'instruction modified data of a read-only account'],
  ['DuplicateAccountIndex', 'instruction contains duplicate accounts'],
  ['ExecutableModified', 'instruction changed executable bit of an account'],
  ['RentEpochModified', 'instruction modified rent epoch of an account'],
  ['NotEnoughAccountKeys', 'insufficient account keys for instruction'],
  ['AccountDataSizeChanged', "program other than the account's owner changed the size of the account data"],
  ['AccountNotExecutable', 'instruction expected an executable account'],
  ['AccountBorrowFailed', 'instruction tries to borrow reference for an account which is already borrowed'],
  ['AccountBorrowOutstanding', 'instruction left account with an outstanding borrowed reference'],
  ['DuplicateAccountOutOfSync', 'instruction modifications of multiply-passed account differ'],
  ['InvalidError', 'program returned invalid error code'],
  ['ExecutableDataModified', 'instruction changed executable accounts data'],
  ['ExecutableLamportChange', 'instruction changed the balance of an executable account'],
  ['ExecutableAccountNotRentExempt', 'executable accounts must be rent exempt'],
  ['UnsupportedProgramId', 'Unsupported program id'],
  ['CallDepth', 'Cross-program invocation call depth too deep'],
  ['MissingAccount', 'An account required by the instruction is missing'],
  ['ReentrancyNotAllowed', 'Cross-program invocation reentrancy not allowed for this instruction'],
  ['MaxSeedLengthExceeded', 'Length of the seed is too long for address generation'],
  ['InvalidSeeds', 'Provided seeds do not result in a valid address'],
  ['InvalidRealloc', 'Failed to reallocate account data'],
  ['ComputationalBudgetExceeded', 'Computational budget exceeded'],
  ['PrivilegeEscalation', 'Cross-program invocation with unauthorized signer or writable account'],
  ['ProgramEnvironmentSetupFailure', 'Failed to create program execution environment'],
  ['ProgramFailedToComplete', 'Program failed to complete'],
  ['ProgramFailedToCompile', 'Program failed to compile'],
  ['Immutable', 'Account is immutable'],
  ['IncorrectAuthority', 'Incorrect authority provided'],
  ['AccountNotRentExempt', 'An account does not have enough lamports to be rent-exempt'],
  ['InvalidAccountOwner', 'Invalid account owner'],
  ['ArithmeticOverflow', 'Program arithmetic overflowed'],
  ['UnsupportedSysvar', 'Unsupported sysvar'],
  ['IllegalOwner', 'Provided owner is not allowed'],
  [
    'MaxAccountsDataAllocationsExceeded',
    'Accounts data allocations exceeded the maximum allowed per transaction',
  ],
  ['MaxAccountsExceeded', 'Max accounts exceeded'],
  ['MaxInstructionTraceLengthExceeded', 'Max instruction trace length exceeded'],
  ['BuiltinProgramsMustConsumeComputeUnits', 'Builtin programs must consume compute units'],
  ['BorshIoError', 'Failed to serialize or deserialize account data'],
]

/** LiteSVM's fieldless transaction errors, by number (checked against its declarations by the tests). */
export const TRANSACTION_ERROR_NAMES: readonly string[] = TRANSACTION_ERRORS.map(([name]) => name)
/** LiteSVM's fieldless instruction errors, by number. */
export const INSTRUCTION_ERROR_NAMES: readonly string[] = INSTRUCTION_ERRORS.map(([name]) => name)

/** A transaction error: its RPC JSON form and the text a validator prints for it. */
export interface DescribedTransactionError {
  json: RpcTransactionError
  text: string
}

/** A fieldless transaction error by name ('BlockhashNotFound'...), for the checks the ledger makes itself. */
export function namedTransactionError(name: string): DescribedTransactionError {
  const text = TRANSACTION_ERRORS.find(([known]) => known === name)?.[1] ?? name
  return { json: name, text }
}

/**
 * Turns LiteSVM's error object into the RPC's JSON form (serde's externally tagged enums) and the
 * validator's Display text, used in 'Transaction simulation failed: <text>'.
 */
export function describeTransactionError(error: LiteSvmTransactionError): DescribedTransactionError {
  if (typeof error === 'number') {
    const [name, text] = TRANSACTION_ERRORS[error] ?? ['UnknownError', `unknown transaction error ${error}`]
    return { json: name, text }
  }
  if (error instanceof TransactionErrorInstructionError) {
    const instruction = describeInstructionError(error.err())
    return {
      json: { InstructionError: [error.index, instruction.json] },
      text: `Error processing Instruction ${error.index}: ${instruction.text}`,
    }
  }
  if (error instanceof TransactionErrorDuplicateInstruction) {
    return {
      json: { DuplicateInstruction: error.index },
      text: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
    }
  }
  if (error instanceof TransactionErrorInsufficientFundsForRent) {
    return {
      json: { InsufficientFundsForRent: { account_index: error.accountIndex } },
      text: `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`,
    }
  }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } },
      text: `Execution of the program referenced by account at index ${error.accountIndex} is temporarily restricted.`,
    }
  }
  return { json: 'UnknownError', text: String(error) }
}

type LiteSvmInstructionError = ReturnType<TransactionErrorInstructionError['err']>

function describeInstructionError(error: LiteSvmInstructionError): { json: unknown; text: string } {
  if (typeof error === 'number') {
    const [name, text] = INSTRUCTION_ERRORS[error] ?? ['InvalidError', 'program returned invalid error code']
    return { json: name, text }
  }
  if (error instanceof InstructionErrorCustom) {
    return { json: { Custom: error.code }, text: `custom program error: 0x${error.code.toString(16)}` }
  }
  if (error instanceof InstructionErrorBorshIo) {
    return { json: 'BorshIoError', text: 'Failed to serialize or deserialize account data' }
  }
  return { json: 'InvalidError', text: 'program returned invalid error code' }
}
