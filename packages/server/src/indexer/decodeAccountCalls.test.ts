import {
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  pad,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeAccountCalls } from './decodeAccountCalls.js'

const abi = parseAbi([
  'function execute(bytes32 mode, bytes executionCalldata)',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
const alice: Hex = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const bob: Hex = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'

/** An ERC-7579 mode: call type, exec type, 4 unused bytes, mode selector, 22 bytes of payload. */
const mode = (callType: number, execType = 0, selector: Hex = '0x00000000'): Hex =>
  concat([
    toHex(callType, { size: 1 }),
    toHex(execType, { size: 1 }),
    '0x00000000',
    selector,
    pad('0x', { size: 22 }),
  ])
const single = (target: Hex, value: bigint, data: Hex = '0x') =>
  concat([target, pad(toHex(value), { size: 32 }), data])
const batch = (calls: { target: Hex; value: bigint; callData: Hex }[]) =>
  encodeAbiParameters(
    [
      {
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'callData', type: 'bytes' },
        ],
      },
    ],
    [calls],
  )
const execute = (accountMode: Hex, executionCalldata: Hex) =>
  encodeFunctionData({ abi, functionName: 'execute', args: [accountMode, executionCalldata] })

describe('ERC-7579 execute', () => {
  test('default: call type single, exec type default', () => {
    expect(decodeAccountCalls(execute(mode(0), single(alice, parseEther('0.25'), '0xa9059cbb')))).toEqual([
      { to: alice, value: parseEther('0.25'), methodId: '0xa9059cbb' },
    ])
  })

  test('parameters: call type batch', () => {
    const calls = [
      { target: alice, value: 1n, callData: '0x' as Hex },
      { target: bob, value: 0n, callData: '0xdeadbeef' as Hex },
    ]
    expect(decodeAccountCalls(execute(mode(1), batch(calls)))).toEqual([
      { to: alice, value: 1n, methodId: null },
      { to: bob, value: 0n, methodId: '0xdeadbeef' },
    ])
  })

  test('behavior: the payload and unused bytes of the mode are ignored', () => {
    const withPayload = `${mode(0).slice(0, 22)}${'ab'.repeat(22)}` as Hex
    expect(decodeAccountCalls(execute(withPayload, single(alice, 5n)))).toEqual([
      { to: alice, value: 5n, methodId: null },
    ])
  })

  test('behavior: exec type try, delegatecall, static call and other mode selectors are left out', () => {
    expect(decodeAccountCalls(execute(mode(0, 1), single(alice, 5n)))).toBeUndefined()
    expect(decodeAccountCalls(execute(mode(1, 1), batch([])))).toBeUndefined()
    expect(decodeAccountCalls(execute(mode(0xff), single(alice, 5n)))).toBeUndefined()
    expect(decodeAccountCalls(execute(mode(0xfe), single(alice, 5n)))).toBeUndefined()
    expect(decodeAccountCalls(execute(mode(1, 0, '0x78210001'), batch([])))).toBeUndefined()
  })

  test('behavior: malformed execution calldata is skipped', () => {
    expect(decodeAccountCalls(execute(mode(0), `${alice}00`))).toBeUndefined()
    expect(decodeAccountCalls(execute(mode(1), '0x'))).toBeUndefined()
    expect(decodeAccountCalls(execute(mode(1), '0x1234'))).toBeUndefined()
    // An array whose length runs past the data.
    expect(decodeAccountCalls(execute(mode(1), concat([pad('0x20'), pad('0xff')])))).toBeUndefined()
  })
})

describe('SimpleAccount', () => {
  test('default: execute(address, uint256, bytes)', () => {
    const data = encodeFunctionData({ abi, functionName: 'execute', args: [bob, 7n, '0x'] })
    expect(decodeAccountCalls(data)).toEqual([{ to: bob, value: 7n, methodId: null }])
  })

  test('parameters: executeBatch of v0.8', () => {
    const data = encodeFunctionData({
      abi,
      functionName: 'executeBatch',
      args: [
        [
          { target: bob, value: 7n, data: '0x' },
          { target: alice, value: 0n, data: '0x12' },
        ],
      ],
    })
    expect(decodeAccountCalls(data)).toEqual([
      { to: bob, value: 7n, methodId: null },
      { to: alice, value: 0n, methodId: null },
    ])
  })

  test('behavior: executeBatch of v0.7 (three arrays) is not read', () => {
    const data = encodeFunctionData({ abi, functionName: 'executeBatch', args: [[bob], [7n], ['0x']] })
    expect(decodeAccountCalls(data)).toBeUndefined()
  })
})

test('behavior: other calldata answers undefined, never throws', () => {
  for (const data of ['0x', '0x12', '0xdeadbeef', execute(mode(0), single(alice, 1n)).slice(0, 80)] as Hex[])
    expect(decodeAccountCalls(data)).toBeUndefined()
})
