import { describe, expect, test } from 'vitest'
import { checkRequest } from './checkRequest.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sendCalls = (calls: unknown) => () =>
  checkRequest({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls }] })

describe('checkRequest', () => {
  test('default: well-formed calls and other methods pass', () => {
    expect(
      sendCalls([
        { to, data: '0xabcd' },
        { to, value: '0x1' },
      ]),
    ).not.toThrow()
    expect(() => checkRequest({ method: 'eth_sendTransaction', params: [{ to: 'not-hex' }] })).not.toThrow()
  })

  test('behavior: wallet_sendCalls targets and data must be 0x-prefixed', () => {
    expect(sendCalls([{ to: 'not-hex', value: '0x1' }])).toThrow(
      expect.objectContaining({ code: 'INVALID_SEND_CALLS', details: 'calls[0].to' }),
    )
    expect(sendCalls([{ to }, { to, data: 'abcd' }])).toThrow(
      expect.objectContaining({ details: 'calls[1].data' }),
    )
    expect(sendCalls([])).toThrow(expect.objectContaining({ code: 'INVALID_SEND_CALLS' }))
  })
})
