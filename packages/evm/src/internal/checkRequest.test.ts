import { describe, expect, test } from 'vitest'
import { checkRequest } from './checkRequest.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sendCalls = (calls: unknown) =>
  checkRequest({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls }] })

describe('checkRequest', () => {
  test('default: well-formed calls and other methods pass at once (no promise)', () => {
    expect(
      sendCalls([
        { to, data: '0xabcd' },
        { to, value: '0x1' },
      ]),
    ).toBeUndefined()
    expect(checkRequest({ method: 'eth_sendTransaction', params: [{ to: 'not-hex' }] })).toBeUndefined()
  })

  test('behavior: wallet_sendCalls targets and data must be 0x-prefixed', async () => {
    await expect(sendCalls([{ to: 'not-hex', value: '0x1' }])).rejects.toMatchObject({
      name: 'InvalidSendCallsError',
      code: 'INVALID_SEND_CALLS',
      details: 'calls[0].to',
    })
    await expect(sendCalls([{ to }, { to, data: 'abcd' }])).rejects.toMatchObject({
      details: 'calls[1].data',
    })
    await expect(sendCalls([])).rejects.toMatchObject({ code: 'INVALID_SEND_CALLS' })
  })
})
