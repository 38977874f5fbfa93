import { type Address, concat, encodeAbiParameters, type Hex, keccak256, pad, slice, toHex } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'

export interface GetPaymasterHashParameters {
  /** The user operation as it will be sent: its gas fields and the paymaster's gas limits included. */
  userOperation: UserOperation<'0.8'>
  chainId: number
  paymaster: Address
  /** Seconds since the epoch (block time) after which the sponsorship ends; 0 for never. */
  validUntil: number
  /** Seconds since the epoch (block time) before which the sponsorship does not hold yet. */
  validAfter: number
}

/**
 * The hash the devnet's verifying paymaster checks (DevnetVerifyingPaymaster.getHash): every field of
 * the user operation but the paymaster data and the signature, with the chain id, the paymaster and the
 * validity window. The signer signs it as an EIP-191 personal message.
 *
 * @example
 * const hash = getPaymasterHash({ userOperation, chainId: 31337, paymaster, validUntil, validAfter: 0 })
 * const signature = await signer.signMessage({ message: { raw: hash } })
 */
export function getPaymasterHash(parameters: GetPaymasterHashParameters): Hex {
  const { userOperation, chainId, paymaster, validUntil, validAfter } = parameters
  const packed = toPackedUserOperation({ ...userOperation, paymaster, paymasterData: '0x' })
  // paymasterAndData[20:52]: the paymaster's verification and post-op gas limits, 16 bytes each.
  const paymasterGasLimits = BigInt(slice(packed.paymasterAndData, 20, 52))
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        paymasterGasLimits,
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}

/**
 * The paymaster data the devnet's verifying paymaster reads after its gas limits:
 * `abi.encode(uint48 validUntil, uint48 validAfter) ++ signature`.
 */
export function encodePaymasterData(parameters: {
  validUntil: number
  validAfter: number
  signature: Hex
}): Hex {
  const { validUntil, validAfter, signature } = parameters
  return concat([pad(toHex(validUntil), { size: 32 }), pad(toHex(validAfter), { size: 32 }), signature])
}
