import { BaseError } from 'viem'

/**
 * What `decode` answers, or `undefined` when viem cannot decode the bytes (its decoding errors are all
 * `BaseError`s): calldata and logs come from the chain, untrusted, and what does not read as the layout
 * expected is skipped, as the indexer skips a log of an unknown layout. Any other error is thrown.
 *
 * @example
 * decodeOrUndefined(() => decodeFunctionData({ abi, data: '0xdeadbeef' })) // undefined
 */
export function decodeOrUndefined<result>(decode: () => result): result | undefined {
  try {
    return decode()
  } catch (error) {
    if (error instanceof BaseError) return undefined
    throw error
  }
}
