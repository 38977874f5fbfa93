import { formatSiwxMessage as formatProtocolSiwxMessage, siwxAccountNames } from '@foyer/protocol'
import type { SiwxMessageData } from '../../types/siwx.js'
import { InvalidSiwxMessageError } from '../errors/siwx.js'

export { siwxAccountNames }

/**
 * The text of a sign-in message, exactly as EIP-4361 lays it out (CAIP-122 for other namespaces: the
 * chain's name in the first line, the CAIP-2 reference as Chain ID). An EVM address is written in its
 * EIP-55 checksum form; an empty statement leaves the statement out (the form without one: EIP-4361
 * keeps its empty line, Sign-In With Solana — `createSignInMessageText` of the Wallet Standard — has
 * none). Issued At is required (EIP-4361): without it, `InvalidSiwxMessageError`.
 *
 * @example
 * formatSiwxMessage({ domain: 'shop.example', accountAddress: '0xf39F…', chainId: 'eip155:1', uri: 'https://shop.example', version: '1', nonce: 'a1b2c3d4e5' })
 * // 'shop.example wants you to sign in with your Ethereum account:\n0xf39F…\n\n\nURI: https://shop.example\nVersion: 1\nChain ID: 1\nNonce: a1b2c3d4e5'
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const { issuedAt } = data
  if (issuedAt === undefined) throw new InvalidSiwxMessageError({ details: 'Issued At is required' })
  // One writer of the text, protocol's, which the server's parser reads back.
  return formatProtocolSiwxMessage({ ...data, issuedAt })
}
