import { describe, expect, test } from 'vitest'
import { getOperationType } from './getOperationType.js'

const me = '0x00000000000000000000000000000000000000aa'
const other = '0x00000000000000000000000000000000000000bb'
const contract = '0x00000000000000000000000000000000000000cc'
const zero = '0x0000000000000000000000000000000000000000'
const call = { from: me, to: contract, methodId: '0xa9059cbb' }

describe('getOperationType', () => {
  test('default: send and receive', () => {
    expect(getOperationType({ account: me, transaction: call, transfers: [{ from: me, to: other }] })).toBe(
      'send',
    )
    expect(
      getOperationType({
        account: me,
        transaction: { ...call, from: other },
        transfers: [{ from: other, to: me }],
      }),
    ).toBe('receive')
  })

  test('behavior: a transfer to oneself is a send', () => {
    expect(getOperationType({ account: me, transaction: call, transfers: [{ from: me, to: me }] })).toBe(
      'send',
    )
  })

  test('behavior: mint from and burn to the zero address', () => {
    expect(getOperationType({ account: me, transaction: call, transfers: [{ from: zero, to: me }] })).toBe(
      'mint',
    )
    expect(getOperationType({ account: me, transaction: call, transfers: [{ from: me, to: zero }] })).toBe(
      'burn',
    )
  })

  test('behavior: sending and receiving in one transaction is a trade (swap, wrap)', () => {
    const transfers = [
      { from: me, to: contract },
      { from: zero, to: me },
    ]
    expect(getOperationType({ account: me, transaction: call, transfers })).toBe('trade')
  })

  test('behavior: without a transfer: approve, deploy, execute', () => {
    expect(
      getOperationType({ account: me, transaction: { ...call, methodId: '0x095ea7b3' }, transfers: [] }),
    ).toBe('approve')
    expect(
      getOperationType({ account: me, transaction: { ...call, methodId: '0xa22cb465' }, transfers: [] }),
    ).toBe('approve')
    expect(getOperationType({ account: me, transaction: { ...call, to: null }, transfers: [] })).toBe(
      'deploy',
    )
    expect(getOperationType({ account: me, transaction: call, transfers: [] })).toBe('execute')
    expect(
      getOperationType({ account: me, transaction: { ...call, from: other, to: me }, transfers: [] }),
    ).toBe('execute')
  })
})
