import { InvalidSiwxMessageError } from '../errors/siwx.js'
import type { CaipNetworkId } from '../types/network.js'
import { siwxAccountNames } from './formatSiwxMessage.js'
import type { SiwxMessageData } from './types.js'

const HEADER = /^(.+) wants you to sign in with your (.+) account:$/
const OPTIONAL_FIELDS = [
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/**
 * Reads a sign-in message back into its fields: the inverse of `formatSiwxMessage` (EIP-4361 /
 * CAIP-122 text). Throws `InvalidSiwxMessageError` naming the first line that does not fit.
 *
 * @example
 * parseSiwxMessage(message.toString()).nonce // 'a1b2c3d4e5'
 */
export function parseSiwxMessage(text: string): SiwxMessageData {
  const lines = text.split('\n')
  let index = 0
  const fail = (expected: string): never => {
    throw new InvalidSiwxMessageError({ details: `line ${index + 1}: expected ${expected}` })
  }
  const next = () => lines[index++]
  const field = (label: string): string => {
    const line = lines[index]
    if (line === undefined || !line.startsWith(`${label}: `)) return fail(`"${label}: …"`)
    index++
    return line.slice(label.length + 2)
  }

  const header = HEADER.exec(next() ?? '') ?? fail('"… wants you to sign in with your … account:"')
  const [, domain = '', accountName = ''] = header
  const namespace =
    Object.entries(siwxAccountNames).find(([, name]) => name === accountName)?.[0] ?? accountName
  const accountAddress = next() || fail('the address')
  if (next() !== '') fail('an empty line')
  let statement: string | undefined
  if (lines[index] !== '') statement = next()
  if (next() !== '') fail('an empty line')
  const uri = field('URI')
  const version = field('Version')
  if (version !== '1') {
    index--
    fail('"Version: 1"')
  }
  const reference = field('Chain ID')
  const nonce = field('Nonce')
  const data: SiwxMessageData = {
    domain,
    accountAddress,
    chainId: `${namespace}:${reference}` as CaipNetworkId,
    uri,
    version: '1',
    nonce,
    ...(statement === undefined ? {} : { statement }),
  }
  for (const [label, key] of OPTIONAL_FIELDS)
    if (lines[index]?.startsWith(`${label}: `)) data[key] = field(label)
  if (lines[index] === 'Resources:') {
    index++
    const resources: string[] = []
    while (lines[index]?.startsWith('- ')) resources.push((next() ?? '').slice(2))
    data.resources = resources
  }
  if (index !== lines.length) fail('the end of the message')
  return data
}
