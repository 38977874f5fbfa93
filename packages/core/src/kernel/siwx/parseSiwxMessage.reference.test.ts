import fc from 'fast-check'
import { SiweMessage } from 'siwe'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import type { SiwxMessageData } from '../../types/siwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { malformedSiwxMessages, siwxMessageData } from './malformedSiwxMessages.fixture.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'

// Core's EIP-4361 parse and format, compared with two implementations nobody here wrote: the `siwe`
// package (Spruce's, whose parser follows the ABNF) and viem's SIWE helpers. viem's parseSiweMessage
// is a field extractor, not a validator (it reads what it can), so it is a reference for what valid
// messages mean, and `siwe` for what is refused.

const refuses = (parse: () => unknown) => {
  try {
    parse()
    return false
  } catch {
    return true
  }
}
const chainNumber = (data: SiwxMessageData) => Number(data.chainId.split(':')[1])

// Property runs take seconds on a loaded 2-core machine: each test has a minute.
describe('reference: siwe and viem', () => {
  test('valid messages: the three format alike and read back the same fields', () => {
    fc.assert(
      fc.property(siwxMessageData(), (data) => {
        const text = formatSiwxMessage(data)
        // viem formats the same text from the same fields.
        const viemText = createSiweMessage({
          address: data.accountAddress as `0x${string}`,
          chainId: chainNumber(data),
          domain: data.domain,
          nonce: data.nonce,
          uri: data.uri,
          version: '1',
          ...(data.scheme ? { scheme: data.scheme } : {}),
          ...(data.statement ? { statement: data.statement } : {}),
          issuedAt: new Date(data.issuedAt as string),
          ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
          ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
          ...(data.requestId ? { requestId: data.requestId } : {}),
          ...(data.resources ? { resources: [...data.resources] } : {}),
        })
        expect(viemText).toBe(text)
        // siwe parses it (it throws on anything off the ABNF) to the same fields, and prepares the same text.
        const siwe = new SiweMessage(text)
        expect({
          domain: siwe.domain,
          scheme: siwe.scheme,
          address: siwe.address,
          chainId: siwe.chainId,
          uri: siwe.uri,
          nonce: siwe.nonce,
          statement: siwe.statement,
          issuedAt: siwe.issuedAt,
          expirationTime: siwe.expirationTime,
          notBefore: siwe.notBefore,
          requestId: siwe.requestId,
          resources: siwe.resources,
        }).toEqual({
          domain: data.domain,
          scheme: data.scheme,
          address: data.accountAddress,
          chainId: chainNumber(data),
          uri: data.uri,
          nonce: data.nonce,
          statement: data.statement,
          issuedAt: data.issuedAt,
          expirationTime: data.expirationTime,
          notBefore: data.notBefore,
          requestId: data.requestId,
          resources: data.resources,
        })
        expect(siwe.prepareMessage()).toBe(text)
        // Core reads viem's view of the text the same way.
        const parsed = parseSiwxMessage(viemText)
        expect(parsed).toEqual(data)
        const viem = parseSiweMessage(text)
        expect(viem.address).toBe(parsed.accountAddress)
        expect(viem.chainId).toBe(chainNumber(parsed))
        expect(viem.nonce).toBe(parsed.nonce)
        expect(viem.uri).toBe(parsed.uri)
      }),
      { numRuns: 300 },
    )
  }, 60_000)

  test('malformed messages: the table is refused by core and by siwe', () => {
    for (const { reason, message } of malformedSiwxMessages) {
      expect(
        refuses(() => parseSiwxMessage(message)),
        `core accepts: ${reason}`,
      ).toBe(true)
      expect(
        refuses(() => new SiweMessage(message)),
        `siwe accepts: ${reason}`,
      ).toBe(true)
    }
  })

  test('mutations: whatever siwe refuses, core refuses', () => {
    const mutation = fc.record({
      at: fc.nat(),
      char: fc.constantFrom(' ', '\n', ':', '"', 'x', '0', 'G', '/', '%', '-', '\r', 'é', ''),
      mode: fc.constantFrom('replace', 'insert', 'delete'),
    })
    fc.assert(
      fc.property(siwxMessageData(), mutation, (data, { at, char, mode }) => {
        const text = formatSiwxMessage(data)
        const i = at % text.length
        const mutated =
          mode === 'replace'
            ? text.slice(0, i) + char + text.slice(i + 1)
            : mode === 'insert'
              ? text.slice(0, i) + char + text.slice(i)
              : text.slice(0, i) + text.slice(i + 1)
        if (refuses(() => new SiweMessage(mutated)))
          expect(
            refuses(() => parseSiwxMessage(mutated)),
            JSON.stringify(mutated),
          ).toBe(true)
      }),
      { numRuns: 2000 },
    )
  }, 60_000)
})
