import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  type Hex,
  pad,
  parseAbi,
  parseAbiParameters,
  toHex,
  zeroAddress,
} from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { describe, expect, test } from 'vitest'
import { decodeUserOperations } from './decodeUserOperations.js'

/** The ETH the transaction's user operations sent, in order. */
const decodeUserOperationTransfers = (parameters: Parameters<typeof decodeUserOperations>[0]) =>
  decodeUserOperations(parameters).flatMap((operation) => operation.transfers)

const accountAbi = parseAbi(['function execute(bytes32 mode, bytes executionCalldata)'])
const account = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'
const alice = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const bob = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const bundler = '0x90f79bf6eb2c4f870365e785982e1f101e93b906'

/** ERC-7579 single (mode 0) of one call, or batch (mode 1) of several. */
const execute = (calls: { to: Address; value: bigint }[]) =>
  calls.length === 1
    ? encodeFunctionData({
        abi: accountAbi,
        functionName: 'execute',
        args: [pad('0x00', { dir: 'right' }), concat([calls[0]!.to, pad(toHex(calls[0]!.value))])],
      })
    : encodeFunctionData({
        abi: accountAbi,
        functionName: 'execute',
        args: [
          pad('0x01', { dir: 'right' }),
          encodeAbiParameters(parseAbiParameters('(address target, uint256 value, bytes callData)[]'), [
            calls.map((call) => ({ target: call.to, value: call.value, callData: '0x' as Hex })),
          ]),
        ],
      })

const operation = (sender: Address, nonce: bigint, callData: Hex) => ({
  sender,
  nonce,
  initCode: '0x' as Hex,
  callData,
  accountGasLimits: pad('0x01'),
  preVerificationGas: 50_000n,
  gasFees: pad('0x01'),
  paymasterAndData: '0x' as Hex,
  signature: '0x' as Hex,
})
type Operation = ReturnType<typeof operation>

const handleOps = (ops: Operation[]) =>
  encodeFunctionData({ abi: entryPoint08Abi, functionName: 'handleOps', args: [ops, bundler] })

/** The EntryPoint's UserOperationEvent of an operation. */
const userOperationEvent = (
  sender: Address,
  nonce: bigint,
  success: boolean,
  address: string = entryPoint08Address,
) => ({
  address,
  topics: encodeEventTopics({
    abi: entryPoint08Abi,
    eventName: 'UserOperationEvent',
    args: { userOpHash: pad(toHex(nonce + 1n)), sender, paymaster: zeroAddress },
  }) as Hex[],
  data: encodeAbiParameters(parseAbiParameters('uint256, bool, uint256, uint256'), [nonce, success, 1n, 1n]),
})

describe('handleOps', () => {
  test('default: the ETH of each successful operation, in the order of operations and calls', () => {
    const input = handleOps([
      operation(account, 0n, execute([{ to: alice, value: 5n }])),
      operation(
        other,
        7n,
        execute([
          { to: bob, value: 1n },
          { to: alice, value: 0n },
          { to: account, value: 2n },
        ]),
      ),
    ])
    const logs = [userOperationEvent(account, 0n, true), userOperationEvent(other, 7n, true)]
    expect(decodeUserOperationTransfers({ to: entryPoint08Address, input, logs })).toEqual([
      { from: account, to: alice, value: 5n },
      { from: other, to: bob, value: 1n },
      { from: other, to: account, value: 2n },
    ])
  })

  test('behavior: a failed operation, or one without its event, moves nothing', () => {
    const input = handleOps([
      operation(account, 0n, execute([{ to: alice, value: 5n }])),
      operation(account, 1n, execute([{ to: alice, value: 6n }])),
      operation(other, 3n, execute([{ to: bob, value: 1n }])),
    ])
    // The second event names another nonce; the third another sender.
    const logs = [
      userOperationEvent(account, 0n, false),
      userOperationEvent(account, 2n, true),
      userOperationEvent(account, 3n, true),
    ]
    expect(decodeUserOperationTransfers({ to: entryPoint08Address, input, logs })).toEqual([])
  })

  test('behavior: every operation that ran is listed with its own success and first call, moving ETH or not', () => {
    const input = handleOps([
      operation(account, 0n, execute([{ to: alice, value: 5n }])),
      operation(account, 1n, execute([{ to: other, value: 0n }])),
      operation(other, 3n, '0xdeadbeef'),
      operation(other, 4n, execute([{ to: bob, value: 1n }])),
    ])
    // The last operation has no event: the EntryPoint did not run it.
    const logs = [
      userOperationEvent(account, 0n, false),
      userOperationEvent(account, 1n, true),
      userOperationEvent(other, 3n, true),
    ]
    expect(decodeUserOperations({ to: entryPoint08Address, input, logs })).toEqual([
      {
        index: 0,
        sender: account,
        nonce: 0n,
        success: false,
        callTo: alice,
        callMethodId: null,
        transfers: [],
      },
      {
        index: 1,
        sender: account,
        nonce: 1n,
        success: true,
        callTo: other,
        callMethodId: null,
        transfers: [],
      },
      { index: 2, sender: other, nonce: 3n, success: true, callTo: null, callMethodId: null, transfers: [] },
    ])
  })

  test('behavior: an event not emitted by the EntryPoint is ignored', () => {
    const input = handleOps([operation(account, 0n, execute([{ to: alice, value: 5n }]))])
    const logs = [userOperationEvent(account, 0n, true, other)]
    expect(decodeUserOperationTransfers({ to: entryPoint08Address, input, logs })).toEqual([])
  })

  test('behavior: a transaction to another contract is not read', () => {
    const input = handleOps([operation(account, 0n, execute([{ to: alice, value: 5n }]))])
    const logs = [userOperationEvent(account, 0n, true)]
    expect(decodeUserOperationTransfers({ to: other, input, logs })).toEqual([])
    expect(decodeUserOperationTransfers({ to: null, input, logs })).toEqual([])
  })

  test('behavior: an operation whose callData is not understood is skipped, the others kept', () => {
    const input = handleOps([
      operation(account, 0n, '0xdeadbeef'),
      operation(other, 0n, execute([{ to: bob, value: 9n }])),
    ])
    const logs = [userOperationEvent(account, 0n, true), userOperationEvent(other, 0n, true)]
    expect(decodeUserOperationTransfers({ to: entryPoint08Address, input, logs })).toEqual([
      { from: other, to: bob, value: 9n },
    ])
  })
})

test('parameters: handleAggregatedOps', () => {
  const input = encodeFunctionData({
    abi: entryPoint08Abi,
    functionName: 'handleAggregatedOps',
    args: [
      [
        {
          userOps: [operation(account, 0n, execute([{ to: alice, value: 5n }]))],
          aggregator: other,
          signature: '0x',
        },
        {
          userOps: [operation(other, 0n, execute([{ to: bob, value: 6n }]))],
          aggregator: bob,
          signature: '0x',
        },
      ],
      bundler,
    ],
  })
  const logs = [userOperationEvent(account, 0n, true), userOperationEvent(other, 0n, true)]
  expect(decodeUserOperationTransfers({ to: entryPoint08Address, input, logs })).toEqual([
    { from: account, to: alice, value: 5n },
    { from: other, to: bob, value: 6n },
  ])
})

test('behavior: garbage calldata and logs to the EntryPoint are skipped without an error', () => {
  const valid = handleOps([operation(account, 0n, execute([{ to: alice, value: 5n }]))])
  const event = userOperationEvent(account, 0n, true)
  const garbage: Hex[] = [
    '0x',
    '0x12',
    '0x765e827f',
    `0x765e827f${'ff'.repeat(64)}`,
    valid.slice(0, 200) as Hex,
  ]
  for (const input of garbage)
    expect(decodeUserOperationTransfers({ to: entryPoint08Address, input, logs: [event] })).toEqual([])
  // An event whose data or topics are cut short.
  const brokenLogs = [
    { ...event, data: '0x1234' as Hex },
    { ...event, topics: event.topics.slice(0, 2) },
  ]
  expect(decodeUserOperationTransfers({ to: entryPoint08Address, input: valid, logs: brokenLogs })).toEqual(
    [],
  )
})
