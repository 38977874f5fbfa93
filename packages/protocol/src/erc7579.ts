/**
 * ERC-7579's `execute(bytes32 mode, bytes executionCalldata)` as the secure frame encodes it (the embedded
 * wallet's smart account) and the server's indexer decodes it (what smart accounts sent): the default
 * modes of its two call types, and the batch's `Execution[]` as ABI parameters. Plain data.
 */

/** Call type single (0x00), exec type default (revert on failure), selector and payload zero. */
export const ERC7579_MODE_SINGLE = `0x${'00'.repeat(32)}` as const
/** Call type batch (0x01), exec type default, selector and payload zero. */
export const ERC7579_MODE_BATCH = `0x01${'00'.repeat(31)}` as const

/** The execution calldata of the batch call type: `abi.encode(Execution[])`. */
export const ERC7579_EXECUTIONS = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const
