import type { SiwxMessageData } from './types.js'

/** The account word of the first line, by namespace (EIP-4361 says Ethereum; CAIP-122 others). */
export const siwxAccountNames: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

/**
 * The text of a sign-in message, exactly as EIP-4361 lays it out (CAIP-122 for other namespaces: the
 * chain's name in the first line, the CAIP-2 reference as Chain ID).
 *
 * @example
 * formatSiwxMessage({ domain: 'shop.example', accountAddress: '0xf39F…', chainId: 'eip155:1', uri: 'https://shop.example', version: '1', nonce: 'a1b2c3d4e5' })
 * // 'shop.example wants you to sign in with your Ethereum account:\n0xf39F…\n\n\nURI: https://shop.example\nVersion: 1\nChain ID: 1\nNonce: a1b2c3d4e5'
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const [namespace = '', reference = ''] = data.chainId.split(':')
  const account = siwxAccountNames[namespace] ?? namespace
  const lines = [`${data.domain} wants you to sign in with your ${account} account:`, data.accountAddress, '']
  if (data.statement !== undefined) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
  )
  if (data.issuedAt !== undefined) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined) {
    lines.push('Resources:')
    for (const resource of data.resources) lines.push(`- ${resource}`)
  }
  return lines.join('\n')
}
