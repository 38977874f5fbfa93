import { describe, expect, test } from 'vitest'
import { parseCaipAddress } from './parseCaipAddress.js'

describe('parseCaipAddress', () => {
  test('default', () => {
    expect(parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
  })

  test('behavior: solana reference', () => {
    expect(
      parseCaipAddress(
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ),
    ).toMatchInlineSnapshot(`
        {
          "address": "7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv",
          "chainId": "EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
          "chainNamespace": "solana",
        }
      `)
  })

  test.each([
    'eip155:1',
    'eip155:1:0xabc:extra',
    'eip155::0xabc',
    'eip155:1:',
    ':1:0xabc',
    'cosmos:1:0xabc',
    '',
  ])('behavior: rejects %j', (value) => {
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP address')
  })

  test('behavior: error text', () => {
    expect(() => parseCaipAddress('eip155:1')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipAddressError: Invalid CAIP address

      Details: Expected namespace:chainId:address with a known namespace, received "eip155:1"]
    `)
  })
})
