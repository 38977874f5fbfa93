import { isSolanaPublicKey } from './base58.js'
import { caipAccountAddressPattern, isCaipReference } from './caipGrammar.js'
import { checksumAddress } from './checksumAddress.js'
import { FoyerError, type FoyerErrorParameters } from './errors.js'
import {
  authorityRegex,
  isDateTime,
  isUri,
  nonceRegex,
  requestIdRegex,
  schemeRegex,
  siwxAccountNames,
  statementRegex,
} from './siwxGrammar.js'

/**
 * The fields of a sign-in message (EIP-4361 for eip155, CAIP-122 for other namespaces), as the client
 * builds them and the server reads them back. Times are RFC 3339 strings.
 */
export interface SiwxMessageFields {
  /** The address that signs in. */
  accountAddress: string
  /** CAIP-2 network id, e.g. 'eip155:1'. */
  chainId: `${string}:${string}`
  /** RFC 3986 authority of the site asking (host[:port]). */
  domain: string
  /** The site's URI scheme, written before the domain when given ('https'); EIP-4361's optional scheme. */
  scheme?: string | undefined
  /** The URI the sign-in is for (the site's origin by default). */
  uri: string
  version: '1'
  /** At least 8 alphanumeric characters, chosen by whoever verifies. */
  nonce: string
  /** One line shown to the person (no line breaks). */
  statement?: string | undefined
  /** RFC 3339; required in a message (EIP-4361): the builders always set it. */
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/**
 * A text that is not a sign-in message: `details` names the first line that does not fit ('line 3:
 * expected …'). Core turns it into its `InvalidSiwxMessageError`, in the page's language.
 */
export class SiwxMessageSyntaxError extends FoyerError {
  override name = 'SiwxMessageSyntaxError'
  static readonly code = 'INVALID_SIWX_MESSAGE'
  constructor(parameters: Omit<FoyerErrorParameters, 'code'>) {
    super('Invalid sign-in message', { ...parameters, code: 'INVALID_SIWX_MESSAGE' })
  }
}

const HEADER = /^(?:([^\s:/]+):\/\/)?(\S+) wants you to sign in with your (.+) account:$/
const OPTIONAL_TIMES = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
] as const
const CAIP_ACCOUNT_ADDRESS = new RegExp(`^${caipAccountAddressPattern}$`)

/**
 * Reads a sign-in message back into its fields: the inverse of `formatSiwxMessage`. It follows the
 * EIP-4361 ABNF exactly (CAIP-122 for other namespaces): an optional scheme and an RFC 3986 authority
 * as domain, a known chain name, an EIP-55 checksummed address (a base58 public key of 32 bytes for
 * Solana, a CAIP-10 account address elsewhere), a one-line statement of the allowed characters (for
 * Solana also the Sign-In With Solana form without a statement, where the fields follow one empty
 * line), RFC 3986 URIs, Version 1, a CAIP-2 chain reference, a nonce of at least 8 letters and digits,
 * a required Issued At and optional Expiration Time / Not Before as RFC 3339 date-times, a Request ID
 * of URI path characters and resources that are URIs, in that order.
 * Throws `SiwxMessageSyntaxError` naming the first line that does not fit.
 *
 * @example
 * parseSiwxMessage(message.toString()).nonce // 'a1b2c3d4e5'
 */
export function parseSiwxMessage(text: string): SiwxMessageFields {
  const lines = text.split('\n')
  let index = 0
  const fail = (expected: string, at = index): never => {
    throw new SiwxMessageSyntaxError({ details: `line ${at + 1}: expected ${expected}` })
  }
  const next = () => lines[index++]
  const field = (label: string, valid: (value: string) => boolean, expected: string): string => {
    const line = lines[index]
    if (line === undefined || !line.startsWith(`${label}: `)) return fail(`"${label}: …"`)
    const value = line.slice(label.length + 2)
    if (!valid(value)) fail(`${label} to be ${expected}`)
    index++
    return value
  }

  const header = HEADER.exec(next() ?? '') ?? fail('"… wants you to sign in with your … account:"', 0)
  const [, scheme, domain = '', accountName = ''] = header
  if (scheme !== undefined && !schemeRegex.test(scheme)) fail('a URI scheme before the domain', 0)
  if (!authorityRegex.test(domain)) fail('the domain to be an RFC 3986 authority (host[:port])', 0)
  const namespace = Object.entries(siwxAccountNames).find(([, name]) => name === accountName)?.[0]
  if (namespace === undefined) fail(`a known chain name (${Object.values(siwxAccountNames).join(', ')})`, 0)

  const accountAddress = next() ?? ''
  if (namespace === 'eip155') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(accountAddress)) fail('a 0x address of 40 hex digits', 1)
    // EIP-4361: "conformant to capitalization encoded checksum specified in EIP-55".
    if (checksumAddress(accountAddress) !== accountAddress) fail('the address in its EIP-55 checksum form', 1)
  } else if (namespace === 'solana') {
    if (!isSolanaPublicKey(accountAddress)) fail('a base58 Solana address of 32 bytes', 1)
  } else if (!CAIP_ACCOUNT_ADDRESS.test(accountAddress)) fail('a CAIP-10 account address', 1)
  if (next() !== '') fail('an empty line')
  // Sign-In With Solana writes no line for a missing statement: the fields follow the empty line.
  const withoutStatement = namespace === 'solana' && lines[index] !== '' && lines[index + 1] !== ''
  let statement: string | undefined
  if (lines[index] !== '' && !withoutStatement) {
    statement = next() ?? ''
    if (!statementRegex.test(statement)) fail('a statement of URI characters and spaces', index - 1)
  }
  if (!withoutStatement && next() !== '') fail('an empty line')
  const uri = field('URI', isUri, 'an RFC 3986 URI')
  field('Version', (value) => value === '1', '1')
  const reference = field(
    'Chain ID',
    (value) => isCaipReference(namespace as string, value),
    namespace === 'eip155' ? 'a decimal chain id' : 'a CAIP-2 reference',
  )
  const nonce = field('Nonce', (value) => nonceRegex.test(value), 'at least 8 letters and digits')
  const issuedAt = field('Issued At', isDateTime, 'an RFC 3339 date-time')
  const data: SiwxMessageFields = {
    domain,
    ...(scheme === undefined ? {} : { scheme }),
    accountAddress,
    chainId: `${namespace}:${reference}`,
    uri,
    version: '1',
    nonce,
    issuedAt,
    ...(statement === undefined ? {} : { statement }),
  }
  for (const [label, key] of OPTIONAL_TIMES)
    if (lines[index]?.startsWith(`${label}: `)) data[key] = field(label, isDateTime, 'an RFC 3339 date-time')
  if (lines[index]?.startsWith('Request ID: '))
    data.requestId = field('Request ID', (value) => requestIdRegex.test(value), 'URI path characters')
  if (lines[index] === 'Resources:') {
    index++
    const resources: string[] = []
    while (lines[index]?.startsWith('- ')) {
      const resource = (next() ?? '').slice(2)
      if (!isUri(resource)) fail('each resource to be an RFC 3986 URI', index - 1)
      resources.push(resource)
    }
    data.resources = resources
  }
  if (index !== lines.length) fail('the end of the message')
  return data
}
