import type { Hash, Hex } from 'viem'
import { FrameError } from '../errors.js'

/**
 * The bundler included the user operation but its calls reverted (the account paid, or its paymaster
 * did; nothing else changed). `userOpHash` and `transactionHash` name it.
 */
export class UserOperationRevertedError extends FrameError {
  override name = 'UserOperationRevertedError'
  readonly userOpHash: Hex
  readonly transactionHash: Hash

  constructor(parameters: { userOpHash: Hex; transactionHash: Hash; reason?: string | undefined }) {
    super(
      parameters.reason
        ? `The smart account's calls reverted: ${parameters.reason}`
        : "The smart account's calls reverted",
      { code: 'USER_OPERATION_REVERTED' },
    )
    this.userOpHash = parameters.userOpHash
    this.transactionHash = parameters.transactionHash
  }
}
