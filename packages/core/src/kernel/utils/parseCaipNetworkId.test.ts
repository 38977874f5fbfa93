import { describe, expect, test } from 'vitest'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('parseCaipNetworkId', () => {
  test('default', () => {
    expect(parseCaipNetworkId('eip155:31337')).toEqual({ chainNamespace: 'eip155', chainId: '31337' })
  })

  test.each(['eip155', 'eip155:1:0xabc', 'eip155:', 'unknown:1', ''])('behavior: rejects %j', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP network id')
  })

  test('behavior: error carries a code', () => {
    try {
      parseCaipNetworkId('eip155')
      expect.unreachable()
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_CAIP_NETWORK_ID', name: 'InvalidCaipNetworkIdError' })
    }
  })
})
