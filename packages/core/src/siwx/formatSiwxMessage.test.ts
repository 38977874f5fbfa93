import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import type { SiwxMessageData } from './types.js'

const data: SiwxMessageData = {
  domain: 'shop.example',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  uri: 'https://shop.example/login',
  version: '1',
  nonce: 'a1B2c3D4e5',
  statement: 'Sign in to Shop.',
  issuedAt: '2026-11-23T08:00:00.000Z',
  expirationTime: '2026-11-24T08:00:00.000Z',
  notBefore: '2026-11-23T08:00:00.000Z',
  requestId: 'req-7',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://shop.example/terms',
  ],
}

describe('formatSiwxMessage', () => {
  test('default: the EIP-4361 layout, every field', () => {
    expect(formatSiwxMessage(data)).toMatchInlineSnapshot(`
      "shop.example wants you to sign in with your Ethereum account:
      0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

      Sign in to Shop.

      URI: https://shop.example/login
      Version: 1
      Chain ID: 1
      Nonce: a1B2c3D4e5
      Issued At: 2026-11-23T08:00:00.000Z
      Expiration Time: 2026-11-24T08:00:00.000Z
      Not Before: 2026-11-23T08:00:00.000Z
      Request ID: req-7
      Resources:
      - ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
      - https://shop.example/terms"
    `)
  })

  test('parameters: no statement and no optional fields (EIP-4361 keeps the empty lines)', () => {
    const text = formatSiwxMessage({
      ...data,
      statement: undefined,
      issuedAt: undefined,
      expirationTime: undefined,
      notBefore: undefined,
      requestId: undefined,
      resources: undefined,
    })
    expect(text).toBe(
      'shop.example wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\nURI: https://shop.example/login\nVersion: 1\nChain ID: 1\nNonce: a1B2c3D4e5',
    )
  })

  test('parameters: another namespace names its chain (CAIP-122)', () => {
    const text = formatSiwxMessage({
      ...data,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: 'So1ana',
    })
    expect(text.split('\n')[0]).toBe('shop.example wants you to sign in with your Solana account:')
    expect(text).toContain('Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(parseSiwxMessage(text).chainId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })
})

describe('parseSiwxMessage', () => {
  test('default: reads back every field', () => {
    expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual(data)
  })

  test('behavior: a message that does not follow the layout names the line', () => {
    expect(() => parseSiwxMessage('hello')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidSiwxMessageError: The sign-in message is not a valid EIP-4361 / CAIP-122 message

      Details: line 2: expected "… wants you to sign in with your … account:"]
    `)
    const text = formatSiwxMessage(data).replace('Version: 1', 'Version: 2')
    expect(() => parseSiwxMessage(text)).toThrow('line 7: expected "Version: 1"')
    expect(() => parseSiwxMessage(`${formatSiwxMessage(data)}\nextra`)).toThrow('the end of the message')
  })

  // Random valid messages survive format → parse unchanged.
  const line = fc
    .string({ minLength: 1, maxLength: 40 })
    .filter((s) => !s.includes('\n') && s.trim() === s && s.length > 0)
  const token = fc.stringMatching(/^[A-Za-z0-9]{8,24}$/)
  const iso = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString())
  const messageData = fc.record(
    {
      domain: fc.domain(),
      accountAddress: fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: fc.integer({ min: 1, max: 2 ** 31 }).map((id) => `eip155:${id}` as const),
      uri: fc.webUrl(),
      version: fc.constant('1' as const),
      nonce: token,
      statement: line.filter((s) => !/^(URI|Version|Chain ID|Nonce): /.test(s)),
      issuedAt: iso,
      expirationTime: iso,
      notBefore: iso,
      requestId: line.filter((s) => !s.startsWith('- ')),
      resources: fc.array(fc.webUrl(), { maxLength: 4 }),
    },
    { requiredKeys: ['domain', 'accountAddress', 'chainId', 'uri', 'version', 'nonce'] },
  )

  test('behavior: random valid messages round-trip losslessly', () => {
    fc.assert(
      fc.property(messageData, (message) => {
        expect(parseSiwxMessage(formatSiwxMessage(message))).toEqual(message)
      }),
      { numRuns: 500 },
    )
  })
})
