/** One instruction of a compiled message: its program's address and its data. */
export interface FeeInstruction {
  programAddress: string
  data: Uint8Array
}

/** LiteSVM's (and the cluster's) price of one signature. */
export const LAMPORTS_PER_SIGNATURE = 5000n

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n
const DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200_000n
const BUILTIN_INSTRUCTION_COMPUTE_UNIT_LIMIT = 3_000n
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n

// Programs whose instructions count 3000 compute units, not 200 000, toward the default limit.
const BUILTIN_PROGRAMS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'ZkTokenProof1111111111111111111111111111111',
  'ZkE1Gama1Proof11111111111111111111111111111',
])

// Precompiles: each signature they verify costs one signature fee (the first data byte counts them).
const SIGNATURE_PRECOMPILES = new Set([
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
])

/**
 * The fee of a transaction as the runtime charges it: 5000 lamports per signature (the transaction's
 * and those its precompile instructions verify), plus the priority fee, compute-unit price × compute-unit
 * limit (the SetComputeUnitLimit value, or 200 000 per program instruction and 3000 per builtin one).
 * LiteSVM does not expose the fee it charges, so the ledger computes it for `meta.fee` and getFeeForMessage.
 */
export function computeFee(numSignatures: number, instructions: readonly FeeInstruction[]): bigint {
  let signatures = BigInt(numSignatures)
  let unitLimit: bigint | undefined
  let unitPrice = 0n
  let defaultLimit = 0n
  for (const { programAddress, data } of instructions) {
    if (SIGNATURE_PRECOMPILES.has(programAddress)) signatures += BigInt(data[0] ?? 0)
    defaultLimit += BUILTIN_PROGRAMS.has(programAddress)
      ? BUILTIN_INSTRUCTION_COMPUTE_UNIT_LIMIT
      : DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT
    if (programAddress !== COMPUTE_BUDGET_PROGRAM) continue
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(view.getUint32(1, true))
    if (data[0] === 3 && data.length >= 9) unitPrice = view.getBigUint64(1, true)
  }
  const limit = unitLimit ?? defaultLimit
  const cappedLimit = limit > MAX_COMPUTE_UNIT_LIMIT ? MAX_COMPUTE_UNIT_LIMIT : limit
  const priorityFee = (unitPrice * cappedLimit + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return signatures * LAMPORTS_PER_SIGNATURE + priorityFee
}
