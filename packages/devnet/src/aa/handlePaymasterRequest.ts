import { FoyerError } from '@foyer/core'
import { type Address, type Hex, isAddressEqual, numberToHex } from 'viem'
import { formatUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { z } from 'zod'
import { DEVNET_ACCOUNT_ABSTRACTION } from './aaContracts.js'
import { encodePaymasterData, getPaymasterHash } from './getPaymasterHash.js'
import { aaMessage } from './messages.js'

/** What the policy is asked about: one user operation the paymaster would pay for. */
export interface SponsorshipRequest {
  userOperation: UserOperation<'0.8'>
  chainId: number
  /** The ERC-7677 `context` the wallet passed (the dapp's `paymasterContext`), as it came. */
  context: unknown
}

export type SponsorshipDecision = { sponsor: true } | { sponsor: false; reason: string }

/** Decides which user operations the paymaster signs for; asked for the stub data and the final data. */
export type SponsorshipPolicy = (
  request: SponsorshipRequest,
) => SponsorshipDecision | Promise<SponsorshipDecision>

export interface PaymasterRequestContext {
  signer: PrivateKeyAccount
  /** The block time (seconds) of each chain the paymaster sponsors on. */
  chains: ReadonlyMap<number, { blockTime(): Promise<number> }>
  policy: SponsorshipPolicy
  validForSeconds: number
}

/** A request the paymaster service answers with a JSON-RPC error: `rpcCode` is JSON-RPC 2.0's, or SPONSORSHIP_REFUSED. */
export class PaymasterRpcError extends FoyerError {
  override name = 'PaymasterRpcError'
  constructor(
    readonly rpcCode: number,
    message: string,
  ) {
    super(message, { code: 'DEVNET_PAYMASTER_REQUEST_REFUSED' })
  }
}

/** The error code of a user operation that the policy refuses (in the JSON-RPC server-error range). */
export const SPONSORSHIP_REFUSED = -32001

/** Gas the paymaster's validation needs (an ECDSA recovery and the hash): measured ~30 000, with room. */
export const PAYMASTER_VERIFICATION_GAS_LIMIT = 100_000n
/** The paymaster has no postOp (its context is empty). */
export const PAYMASTER_POST_OP_GAS_LIMIT = 0n

/** A well-formed signature that recovers to no signer: the stub fails validation quietly, never reverts. */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const rpcUserOperation = z.object({
  sender: address,
  nonce: quantity,
  factory: z.union([address, z.literal('0x7702'), z.null()]).optional(),
  factoryData: z.union([hex, z.null()]).optional(),
  callData: hex,
  callGasLimit: quantity,
  verificationGasLimit: quantity,
  preVerificationGas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  paymasterVerificationGasLimit: quantity.optional(),
  paymasterPostOpGasLimit: quantity.optional(),
  signature: hex.optional(),
})
const params = z.tuple([rpcUserOperation, address, quantity]).rest(z.unknown())

/**
 * Answers one ERC-7677 method for the devnet's verifying paymaster: `pm_getPaymasterStubData` (paymaster
 * data for gas estimation, with a stub signature) and `pm_getPaymasterData` (the signed paymaster data,
 * valid for `validForSeconds` of block time). Both ask the policy first. Throws PaymasterRpcError.
 */
export async function handlePaymasterRequest(
  method: string,
  rawParams: unknown,
  context: PaymasterRequestContext,
): Promise<Record<string, unknown>> {
  if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData') {
    throw new PaymasterRpcError(-32601, aaMessage('paymaster.unsupportedMethod', { method }))
  }
  const parsed = params.safeParse(rawParams)
  if (!parsed.success) {
    const reason = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`)
    throw invalid(reason.join('; '))
  }
  const [rpcOperation, entryPoint, chainIdHex, sponsorContext] = parsed.data
  const { paymaster } = DEVNET_ACCOUNT_ABSTRACTION
  if (!isAddressEqual(entryPoint as Address, DEVNET_ACCOUNT_ABSTRACTION.entryPoint)) {
    throw invalid(
      `entry point ${entryPoint} is not supported (only ${DEVNET_ACCOUNT_ABSTRACTION.entryPoint})`,
    )
  }
  const chainId = Number(chainIdHex)
  const chain = context.chains.get(chainId)
  if (!chain) throw invalid(`chain ${chainId} is not sponsored`)

  const userOperation = formatUserOperation(rpcOperation as Parameters<typeof formatUserOperation>[0])
  const decision = await context.policy({
    userOperation: userOperation as UserOperation<'0.8'>,
    chainId,
    context: sponsorContext,
  })
  if (!decision.sponsor) {
    throw new PaymasterRpcError(
      SPONSORSHIP_REFUSED,
      aaMessage('paymaster.refused', { reason: decision.reason }),
    )
  }

  const paymasterVerificationGasLimit =
    userOperation.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS_LIMIT
  const paymasterPostOpGasLimit = userOperation.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS_LIMIT
  const gasLimits = {
    paymasterVerificationGasLimit: numberToHex(paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: numberToHex(paymasterPostOpGasLimit),
  }

  if (method === 'pm_getPaymasterStubData') {
    const paymasterData = encodePaymasterData({ validUntil: 0, validAfter: 0, signature: STUB_SIGNATURE })
    return { paymaster, paymasterData, ...gasLimits, sponsor: { name: 'Foyer Devnet' }, isFinal: false }
  }

  const validAfter = 0
  const validUntil = (await chain.blockTime()) + context.validForSeconds
  const hash = getPaymasterHash({
    userOperation: {
      ...(userOperation as UserOperation<'0.8'>),
      paymasterVerificationGasLimit,
      paymasterPostOpGasLimit,
    },
    chainId,
    paymaster,
    validUntil,
    validAfter,
  })
  const signature = await context.signer.signMessage({ message: { raw: hash } })
  return {
    paymaster,
    paymasterData: encodePaymasterData({ validUntil, validAfter, signature }),
    ...gasLimits,
  }
}

const invalid = (reason: string) =>
  new PaymasterRpcError(-32602, aaMessage('paymaster.invalidParams', { reason }))
