import { randomBytes } from 'node:crypto'
import { isSolanaPublicKey as isSolanaAddress, solanaSignatureSchema } from '@foyer/protocol'
import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { decodeBase58 } from './verifySolanaSignature.js'

// The addresses and signatures the routes accept are @foyer/protocol's (`solanaAddressSchema`,
// `solanaSignatureSchema`): they must agree with the audited decoder the signature check uses.
const isSolanaSignature = (text: string) => z.safeParse(solanaSignatureSchema, text).success

// The hand-written decoder this replaced (BigInt arithmetic), kept here as the reference it must match.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
function encodeReference(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  for (; value > 0n; value /= 58n) text = ALPHABET[Number(value % 58n)] + text
  let zeros = 0
  while (bytes[zeros] === 0) zeros++
  return '1'.repeat(zeros) + text
}

test('default: base58 decodes as Solana writes it, leading 1s as zero bytes', () => {
  expect(decodeBase58('11111111111111111111111111111111')).toEqual(Buffer.alloc(32))
  expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
  for (let round = 0; round < 200; round++) {
    const bytes = randomBytes(round % 3 === 0 ? 64 : 32)
    bytes.fill(0, 0, round % 4)
    const text = encodeReference(bytes)
    expect(decodeBase58(text)).toEqual(bytes)
    expect(round % 3 === 0 ? isSolanaSignature(text) : isSolanaAddress(text)).toBe(true)
  }
})

test('error: characters outside the alphabet, and lengths other than 32 or 64 bytes, are refused', () => {
  for (const text of ['0OIl', 'abc def', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    expect(decodeBase58(text)).toBeUndefined()
  expect(isSolanaAddress(encodeReference(randomBytes(31)).padStart(32, '2'))).toBe(false)
  expect(isSolanaSignature(encodeReference(randomBytes(32)))).toBe(false)
})
