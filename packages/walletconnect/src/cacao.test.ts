import { formatSiwxMessage, type SiwxMessageData } from '@foyer/core'
import { describe, expect, test } from 'vitest'
import { type CacaoPayload, toSiwxSession } from './cacao.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const iss = `did:pkh:eip155:31337:${address}`
const payload: CacaoPayload = {
  iss,
  domain: 'harbor.example',
  aud: 'https://harbor.example',
  version: '1',
  nonce: 'a1b2c3d4e5f6g7h8',
  iat: '2026-11-23T08:00:00.000Z',
  exp: '2026-11-24T08:00:00.000Z',
  statement: 'Sign in to Harbor Exchange',
}
const cacao = { h: { t: 'caip122' }, p: payload, s: { t: 'eip191', s: '0xabcdef' } }

/** The message as WalletConnect formats a CACAO: EIP-4361 with the issuer's address and chain. */
function format(p: CacaoPayload, issuer: string): string {
  const [, , namespace, reference, account] = issuer.split(':')
  const data: SiwxMessageData = {
    domain: p.domain,
    accountAddress: account ?? '',
    chainId: `${namespace}:${reference}` as SiwxMessageData['chainId'],
    uri: p.aud ?? '',
    version: '1',
    nonce: p.nonce,
    statement: p.statement,
    issuedAt: p.iat,
    expirationTime: p.exp,
  }
  return formatSiwxMessage(data)
}

describe('toSiwxSession', () => {
  test('default: the signed message, its fields, the signature and the CACAO', () => {
    const session = toSiwxSession(cacao, format)
    expect(session.message).toBe(format(payload, iss))
    expect(session.data).toEqual({
      domain: 'harbor.example',
      accountAddress: address,
      chainId: 'eip155:31337',
      uri: 'https://harbor.example',
      version: '1',
      nonce: 'a1b2c3d4e5f6g7h8',
      statement: 'Sign in to Harbor Exchange',
      issuedAt: '2026-11-23T08:00:00.000Z',
      expirationTime: '2026-11-24T08:00:00.000Z',
    })
    expect(session.signature).toBe('0xabcdef')
    expect(session.cacao).toEqual(cacao)
  })

  test('behavior: the formatter is given the payload and the issuer', () => {
    const seen: [CacaoPayload, string][] = []
    toSiwxSession(cacao, (p, issuer) => {
      seen.push([p, issuer])
      return format(p, issuer)
    })
    expect(seen).toEqual([[payload, iss]])
  })

  test.each([
    ['no signature', { ...cacao, s: undefined }],
    ['a signature that is not hex', { ...cacao, s: { t: 'eip191', s: 'signed' } }],
    ['another header type', { ...cacao, h: { t: 'eip4361' } }],
    ['an issuer that is not a did:pkh', { ...cacao, p: { ...payload, iss: address } }],
    ['no nonce', { ...cacao, p: { ...payload, nonce: undefined } }],
    ['not an object', 'cacao'],
  ])('error: a malformed CACAO (%s) is refused', (_, malformed) => {
    expect(() => toSiwxSession(malformed, format)).toThrow(
      expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
    )
  })

  test('error: a message that names another address than the issuer is refused', () => {
    const other = (p: CacaoPayload) =>
      format(p, 'did:pkh:eip155:31337:0x0000000000000000000000000000000000000001')
    expect(() => toSiwxSession(cacao, other)).toThrow(
      expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
    )
  })

  test('error: a message that is not EIP-4361 is refused', () => {
    expect(() => toSiwxSession(cacao, () => 'Sign this')).toThrow(
      expect.objectContaining({ code: 'INVALID_SIWX_MESSAGE' }),
    )
  })
})
