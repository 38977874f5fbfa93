import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeSs58Address } from './decodeSs58Address.js'
import { encodeSs58Address } from './encodeSs58Address.js'

// The reference is @polkadot/util-crypto (encodeAddress / decodeAddress), an implementation independent
// of ours: the property runs compare every byte.
const payload = fc.oneof(
  fc.uint8Array({ minLength: 32, maxLength: 32 }),
  fc.uint8Array({ minLength: 33, maxLength: 33 }),
  fc.constantFrom(1, 2, 4, 8).chain((length) => fc.uint8Array({ minLength: length, maxLength: length })),
)
// Account ids and keys: the reference decodes these under every prefix (indices only under one-byte ones).
const accountId = fc.oneof(
  fc.uint8Array({ minLength: 32, maxLength: 32 }),
  fc.uint8Array({ minLength: 33, maxLength: 33 }),
)
const prefix = fc.integer({ min: 0, max: 16_383 }).filter((value) => value !== 46 && value !== 47)

describe('SS58', () => {
  test('default: Alice’s well-known addresses on Polkadot, Kusama and generic Substrate', () => {
    const alice = decodeSs58Address('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(alice.prefix).toBe(42)
    expect(encodeSs58Address(alice.publicKey, 0)).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
    expect(encodeSs58Address(alice.publicKey, 2)).toBe('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F')
  })

  test('behavior: encoding matches @polkadot/util-crypto for any payload and prefix', () => {
    fc.assert(
      fc.property(payload, prefix, (bytes, format) => {
        expect(encodeSs58Address(bytes, format)).toBe(encodeAddress(bytes, format))
      }),
      { numRuns: 300 },
    )
  })

  test('behavior: decoding gives back the key and prefix of what the reference encodes', () => {
    fc.assert(
      fc.property(accountId, prefix, (bytes, format) => {
        const address = encodeAddress(bytes, format)
        const decoded = decodeSs58Address(address)
        expect(decoded.prefix).toBe(format)
        expect(decoded.publicKey).toEqual(decodeAddress(address))
        expect(decoded.publicKey).toEqual(bytes)
      }),
      { numRuns: 300 },
    )
  })

  test('behavior: a changed character is refused (checksum), as the reference refuses it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat(), (bytes, at) => {
        const address = encodeAddress(bytes, 0)
        const index = at % address.length
        const swapped = address[index] === '2' ? '3' : '2'
        const altered = address.slice(0, index) + swapped + address.slice(index + 1)
        expect(() => decodeAddress(altered)).toThrow()
        expect(() => decodeSs58Address(altered)).toThrow(
          expect.objectContaining({ code: 'INVALID_SS58_ADDRESS' }),
        )
      }),
      { numRuns: 200 },
    )
  })

  test('behavior: what is not an address is refused with a typed error', () => {
    for (const text of ['', '0OIl', 'abc', '0x1234', `${'1'.repeat(65)}`]) {
      expect(() => decodeSs58Address(text)).toThrow(
        expect.objectContaining({ name: 'InvalidSs58AddressError' }),
      )
    }
    expect(() => encodeSs58Address(new Uint8Array(31), 0)).toThrow(
      expect.objectContaining({ code: 'INVALID_SS58_ADDRESS' }),
    )
    expect(() => encodeSs58Address(new Uint8Array(32), 46)).toThrow(
      expect.objectContaining({ code: 'INVALID_SS58_ADDRESS' }),
    )
  })
})
