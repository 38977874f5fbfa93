import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { SiwxMessageData } from '../../types/siwx.js'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { malformedSiwxMessages, siwxMessageData } from './malformedSiwxMessages.fixture.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'

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

const solanaData: SiwxMessageData = {
  ...data,
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
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
      expirationTime: undefined,
      notBefore: undefined,
      requestId: undefined,
      resources: undefined,
    })
    expect(text).toBe(
      'shop.example wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\nURI: https://shop.example/login\nVersion: 1\nChain ID: 1\nNonce: a1B2c3D4e5\nIssued At: 2026-11-23T08:00:00.000Z',
    )
  })

  test('parameters: another namespace names its chain (CAIP-122)', () => {
    const text = formatSiwxMessage(solanaData)
    expect(text.split('\n')[0]).toBe('shop.example wants you to sign in with your Solana account:')
    expect(text).toContain('Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(parseSiwxMessage(text).chainId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  test('parameters: a Solana message without a statement is the Sign-In With Solana form (no empty statement line)', () => {
    const text = formatSiwxMessage({ ...solanaData, statement: undefined, resources: undefined })
    expect(text).toBe(
      'shop.example wants you to sign in with your Solana account:\nGwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1\n\nURI: https://shop.example/login\nVersion: 1\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\nNonce: a1B2c3D4e5\nIssued At: 2026-11-23T08:00:00.000Z\nExpiration Time: 2026-11-24T08:00:00.000Z\nNot Before: 2026-11-23T08:00:00.000Z\nRequest ID: req-7',
    )
  })
})

describe('parseSiwxMessage of a Solana message', () => {
  test('default: reads back every field, with and without a statement', () => {
    expect(parseSiwxMessage(formatSiwxMessage(solanaData))).toEqual(solanaData)
    const { statement: _, ...withoutStatement } = solanaData
    expect(parseSiwxMessage(formatSiwxMessage(withoutStatement))).toEqual(withoutStatement)
  })

  test('behavior: the EIP-4361 layout of a missing statement (an empty line) reads as no statement too', () => {
    const text = formatSiwxMessage({ ...solanaData, statement: undefined }).replace('\n\nURI:', '\n\n\nURI:')
    expect(parseSiwxMessage(text).statement).toBeUndefined()
  })

  test('behavior: an address that is not 32 bytes of base58 is refused', () => {
    const text = formatSiwxMessage(solanaData)
    for (const address of [
      'So1ana',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      `${solanaData.accountAddress}1`,
    ])
      expect(() => parseSiwxMessage(text.replace(solanaData.accountAddress, address)), address).toThrow(
        'line 2: expected a base58 Solana address of 32 bytes',
      )
  })
})

describe('parseSiwxMessage', () => {
  test('default: reads back every field', () => {
    expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual(data)
  })

  test('behavior: a message that does not follow the layout names the line', () => {
    expect(() => parseSiwxMessage('hello')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidSiwxMessageError: The sign-in message is not a valid EIP-4361 / CAIP-122 message

      Details: line 1: expected "… wants you to sign in with your … account:"]
    `)
    const text = formatSiwxMessage(data).replace('Version: 1', 'Version: 2')
    expect(() => parseSiwxMessage(text)).toThrow('line 7: expected Version to be 1')
    expect(() => parseSiwxMessage(`${formatSiwxMessage(data)}\nextra`)).toThrow('the end of the message')
  })

  test('behavior: the builder checksums the address and leaves an empty statement out; its parser reads both', () => {
    const text = formatSiwxMessage({
      ...data,
      accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      statement: '',
    })
    expect(text.split('\n').slice(1, 5)).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '',
      '',
      'URI: https://shop.example/login',
    ])
    const parsed = parseSiwxMessage(text)
    expect(parsed.accountAddress).toBe(data.accountAddress)
    expect(parsed.statement).toBeUndefined()
    expect(() => formatSiwxMessage({ ...data, issuedAt: undefined })).toThrow('Issued At is required')
  })

  test('behavior: every malformed message of the table is refused', () => {
    for (const { reason, message } of malformedSiwxMessages)
      expect(() => parseSiwxMessage(message), reason).toThrow(InvalidSiwxMessageError)
  })

  // Random valid messages survive format → parse unchanged.
  test('behavior: random valid messages round-trip losslessly', () => {
    fc.assert(
      fc.property(siwxMessageData(), (message) => {
        expect(parseSiwxMessage(formatSiwxMessage(message))).toEqual(message)
      }),
      { numRuns: 500 },
    )
  }, 30_000)
})
