import { checksumAddress } from './checksumAddress.js'
import { siwxAccountNames } from './siwxGrammar.js'
import type { SiwxMessageFields } from './siwxMessage.js'

/** The fields of a message to write: Issued At is required in a message (EIP-4361). */
export type SiwxMessageInput = SiwxMessageFields & { issuedAt: string }

/**
 * The text of a sign-in message, exactly as EIP-4361 lays it out (CAIP-122 for other namespaces: the
 * chain's name in the first line, the CAIP-2 reference as Chain ID): what `parseSiwxMessage` reads back.
 * An EVM address is written in its EIP-55 checksum form; an empty statement leaves the statement out
 * (EIP-4361 keeps its empty line, Sign-In With Solana has none).
 *
 * @example
 * formatSiwxMessage({ domain: 'shop.example', accountAddress: '0xf39F…', chainId: 'eip155:1', uri: 'https://shop.example', version: '1', nonce: 'a1b2c3d4e5', issuedAt: '2026-01-01T00:00:00Z' })
 * // 'shop.example wants you to sign in with your Ethereum account:\n0xf39F…\n\n\nURI: https://shop.example\nVersion: 1\nChain ID: 1\nNonce: a1b2c3d4e5\nIssued At: 2026-01-01T00:00:00Z'
 */
export function formatSiwxMessage(data: SiwxMessageInput): string {
  const [namespace = '', reference = ''] = data.chainId.split(':')
  const account = siwxAccountNames[namespace] ?? namespace
  const address =
    namespace === 'eip155' && /^0x[0-9a-fA-F]{40}$/.test(data.accountAddress)
      ? checksumAddress(data.accountAddress)
      : data.accountAddress
  const origin = data.scheme ? `${data.scheme}://${data.domain}` : data.domain
  const lines = [`${origin} wants you to sign in with your ${account} account:`, address, '']
  // EIP-4361 keeps the statement's line when it is empty; Sign-In With Solana leaves it out.
  if (data.statement) lines.push(data.statement, '')
  else if (namespace !== 'solana') lines.push('')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`)
  lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined) {
    lines.push('Resources:')
    for (const resource of data.resources) lines.push(`- ${resource}`)
  }
  return lines.join('\n')
}
