import { ERC7579_MODE_BATCH, ERC7579_MODE_SINGLE } from '@foyer/protocol'
import { decodeFunctionData, encodeAbiParameters, encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { InvalidRequestError } from '../errors.js'
import { foyerAccountAbi } from './abi.js'
import { decodeCalls, encodeCalls } from './encodeCalls.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('encodeCalls', () => {
  test('default: one call is ERC-7579 single mode, target ++ value ++ data packed', () => {
    const data = encodeCalls([{ to, value: 5n, data: '0xabcd' }])
    const { functionName, args } = decodeFunctionData({ abi: foyerAccountAbi, data })
    expect(functionName).toBe('execute')
    expect(args).toEqual([
      ERC7579_MODE_SINGLE,
      `${to.toLowerCase()}${'00'.repeat(31)}05abcd`.replace(/^0x/, '0x'),
    ])
    expect(decodeCalls(data)).toEqual([{ to, value: 5n, data: '0xabcd' }])
  })

  test('default: two calls are batch mode, abi.encode(Execution[])', () => {
    const data = encodeCalls([
      { to, value: 1n },
      { to: other, data: '0x1234' },
    ])
    const [mode] = decodeFunctionData({ abi: foyerAccountAbi, data }).args
    expect(mode).toBe(ERC7579_MODE_BATCH)
    expect(decodeCalls(data)).toEqual([
      { to, value: 1n, data: '0x' },
      { to: other, value: 0n, data: '0x1234' },
    ])
  })

  test('behavior: no call at all is refused', () => {
    expect(() => encodeCalls([])).toThrow(InvalidRequestError)
  })
})

describe('decodeCalls', () => {
  test('behavior: another function or an unknown mode is refused', () => {
    const transfer = encodeFunctionData({
      abi: parseAbi(['function transfer(address, uint256)']),
      args: [to, 1n],
    })
    expect(() => decodeCalls(transfer)).toThrow()
    const delegate = encodeFunctionData({
      abi: foyerAccountAbi,
      functionName: 'execute',
      args: [`0xff${'00'.repeat(31)}`, encodeAbiParameters([{ type: 'uint256' }], [1n])],
    })
    expect(() => decodeCalls(delegate)).toThrow('Unsupported ERC-7579 execution mode')
  })
})
