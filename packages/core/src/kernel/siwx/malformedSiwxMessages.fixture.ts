import { checksumAddress } from '@foyer/protocol'
import fc from 'fast-check'
import type { SiwxMessageData } from '../../types/siwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'

// Test data shared by core's parser tests, the reference comparison (siwe, viem) and the server's verify
// tests: one well-formed EIP-4361 message, a table of messages that each break exactly one rule of the
// ABNF, and an arbitrary of valid messages.

/** A well-formed message for the testbed's site (harbor.example), signed by Hardhat's first account. */
export const wellFormedSiwxData: SiwxMessageData = {
  domain: 'harbor.example',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  uri: 'https://harbor.example',
  version: '1',
  nonce: 'abcdefgh12345678',
  statement: 'Sign in to Harbor Exchange.',
  issuedAt: '2026-11-23T08:00:00.000Z',
  expirationTime: '2026-11-23T09:00:00.000Z',
  requestId: 'req-7',
  resources: ['https://harbor.example/terms'],
}

const good = formatSiwxMessage(wellFormedSiwxData)
const swap = (from: string, to: string) => {
  if (!good.includes(from)) throw new Error(`fixture: "${from}" is not in the message`)
  return good.replace(from, to)
}

/** Messages that each break one rule of EIP-4361 / CAIP-122; every one must be refused. */
export const malformedSiwxMessages: readonly { reason: string; message: string }[] = [
  { reason: 'nonce shorter than 8', message: swap('Nonce: abcdefgh12345678', 'Nonce: abc1234') },
  { reason: 'nonce not alphanumeric', message: swap('Nonce: abcdefgh12345678', 'Nonce: abcd-efgh-1234') },
  {
    reason: 'address with a wrong EIP-55 checksum',
    message: swap(wellFormedSiwxData.accountAddress, '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
  },
  {
    reason: 'address not in its checksum form (all lower case)',
    message: swap(wellFormedSiwxData.accountAddress, wellFormedSiwxData.accountAddress.toLowerCase()),
  },
  {
    reason: 'address of the wrong length',
    message: swap(wellFormedSiwxData.accountAddress, wellFormedSiwxData.accountAddress.slice(0, -1)),
  },
  { reason: 'URI that is not a URI', message: swap('URI: https://harbor.example', 'URI: not a uri') },
  {
    reason: 'URI without a scheme',
    message: swap('URI: https://harbor.example', 'URI: harbor.example/login'),
  },
  { reason: 'resource that is not a URI', message: swap('- https://harbor.example/terms', '- the terms') },
  { reason: 'non-numeric chain id', message: swap('Chain ID: 31337', 'Chain ID: local') },
  { reason: 'empty chain id', message: swap('Chain ID: 31337', 'Chain ID: ') },
  { reason: 'missing Issued At', message: swap('Issued At: 2026-11-23T08:00:00.000Z\n', '') },
  {
    reason: 'Issued At not a date',
    message: swap('Issued At: 2026-11-23T08:00:00.000Z', 'Issued At: yesterday'),
  },
  {
    reason: 'Issued At without a time zone',
    message: swap('Issued At: 2026-11-23T08:00:00.000Z', 'Issued At: 2026-11-23T08:00:00'),
  },
  {
    reason: 'Expiration Time not a date',
    message: swap('Expiration Time: 2026-11-23T09:00:00.000Z', 'Expiration Time: not-a-date'),
  },
  {
    reason: 'Not Before not a date',
    message: swap('Request ID: req-7', 'Not Before: later\nRequest ID: req-7'),
  },
  { reason: 'domain with a space', message: swap('harbor.example wants', 'harbor example wants') },
  { reason: 'unknown chain name', message: swap('your Ethereum account', 'your Cosmos account') },
  { reason: 'version other than 1', message: swap('Version: 1', 'Version: 2') },
  {
    reason: 'statement over two lines',
    message: swap('Sign in to Harbor Exchange.', 'Sign in to\nHarbor Exchange.'),
  },
  {
    reason: 'statement with characters outside the URI set',
    message: swap('Sign in to Harbor Exchange.', 'Sign in to "Harbor" Exchange.'),
  },
  { reason: 'an extra empty line', message: swap('\n\nURI: ', '\n\n\nURI: ') },
  { reason: 'missing Nonce', message: swap('Nonce: abcdefgh12345678\n', '') },
  {
    reason: 'fields out of order',
    message: swap('Chain ID: 31337\nNonce: abcdefgh12345678', 'Nonce: abcdefgh12345678\nChain ID: 31337'),
  },
  { reason: 'a line after the end', message: `${good}\nP.S. hello` },
  { reason: 'CRLF line ends', message: good.replaceAll('\n', '\r\n') },
  { reason: 'Request ID with a space', message: swap('Request ID: req-7', 'Request ID: req 7') },
]

const unreservedAndReserved = "A-Za-z0-9\\-._~!$&'()*+,;=:/?#@\\[\\]"

/** Valid EIP-4361 messages (eip155), every optional field sometimes present. */
export function siwxMessageData(): fc.Arbitrary<SiwxMessageData> {
  const time = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString())
  const uri = fc.webUrl({ withQueryParameters: true, withFragments: true })
  return fc.record(
    {
      domain: fc
        .tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }))
        .map(([host, port]) => (port === undefined ? host : `${host}:${port}`)),
      scheme: fc.constantFrom('https', 'http'),
      accountAddress: fc
        .uint8Array({ minLength: 20, maxLength: 20 })
        .map((bytes) =>
          checksumAddress(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`),
        ),
      chainId: fc.integer({ min: 1, max: 2 ** 31 - 1 }).map((id) => `eip155:${id}` as const),
      uri,
      version: fc.constant('1' as const),
      nonce: fc.stringMatching(/^[A-Za-z0-9]{8,24}$/),
      statement: fc.stringMatching(
        new RegExp(`^[${unreservedAndReserved}][${unreservedAndReserved} ]{0,60}$`),
      ),
      issuedAt: time,
      expirationTime: time,
      notBefore: time,
      requestId: fc.stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=:@]{1,20}$/),
      resources: fc.array(uri, { minLength: 1, maxLength: 3 }),
    },
    { requiredKeys: ['domain', 'accountAddress', 'chainId', 'uri', 'version', 'nonce', 'issuedAt'] },
  )
}
