import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { decodeBase58 } from './base58.js'
import { createDefaultSiwxClient } from './defaultSiwxClient.js'
import { verifySolanaSiwx } from './verifySolanaSiwx.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 of `bytes` (the test's own encoder: the product only decodes). */
function encodeBase58(bytes: Uint8Array): string {
  let value = bytes.reduce((sum, byte) => sum * 256n + BigInt(byte), 0n)
  let text = ''
  for (; value > 0n; value /= 58n) text = ALPHABET[Number(value % 58n)] + text
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/** A fresh Ed25519 key pair as a Solana wallet holds it: its base58 address and a signer of UTF-8 text. */
async function solanaKey() {
  const { privateKey, publicKey } = (await crypto.subtle.generateKey('Ed25519', true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const address = encodeBase58(new Uint8Array(await crypto.subtle.exportKey('raw', publicKey)))
  const sign = async (text: string) =>
    encodeBase58(
      new Uint8Array(await crypto.subtle.sign('Ed25519', privateKey, new TextEncoder().encode(text))),
    )
  return { address, sign }
}

const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('decodeBase58', () => {
  test('default: leading ones are zero bytes, and it inverts base58', async () => {
    expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
    const bytes = crypto.getRandomValues(new Uint8Array(64))
    bytes[0] = 0
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    expect(decodeBase58('0OIl')).toBeUndefined()
  })
})

describe('verifySolanaSiwx', () => {
  const siwx = () =>
    createDefaultSiwxClient({
      storage: createMemoryStorage(),
      domain: 'harbor.example',
      uri: 'https://harbor.example',
      verify: async () => {
        throw new Error('a Solana session is not the host verify’s to check')
      },
    })

  test('default: the Ed25519 signature of the message’s UTF-8 bytes by the address’s key holds', async () => {
    const key = await solanaKey()
    const message = (await siwx().createMessage({ accountAddress: key.address, chainId })).toString()
    const signature = await key.sign(message)
    expect(await verifySolanaSiwx({ message, signature, address: key.address })).toBe(true)
  })

  test('behavior: another key, another message, another address in the message, or malformed input do not', async () => {
    const key = await solanaKey()
    const other = await solanaKey()
    const message = (await siwx().createMessage({ accountAddress: key.address, chainId })).toString()
    const signature = await key.sign(message)
    const otherMessage = message.replace(key.address, other.address)
    expect(
      await verifySolanaSiwx({ message, signature: await other.sign(message), address: key.address }),
    ).toBe(false)
    expect(await verifySolanaSiwx({ message: `${message} `, signature, address: key.address })).toBe(false)
    // Signed by `other`, but the message names `key`: the address verified must be the one signing in.
    expect(
      await verifySolanaSiwx({
        message: otherMessage,
        signature: await other.sign(otherMessage),
        address: key.address,
      }),
    ).toBe(false)
    expect(await verifySolanaSiwx({ message, signature: signature.slice(1), address: key.address })).toBe(
      false,
    )
    expect(await verifySolanaSiwx({ message, signature: '0x00', address: key.address })).toBe(false)
    expect(await verifySolanaSiwx({ message, signature, address: 'So1ana' })).toBe(false)
    expect(
      await verifySolanaSiwx({ message: 'hello', signature: await key.sign('hello'), address: key.address }),
    ).toBe(false)
  })

  test('behavior: the default sign-in checks a Solana session itself, stores it, and refuses a forged one', async () => {
    const key = await solanaKey()
    const other = await solanaKey()
    const client = siwx()
    const message = await client.createMessage({ accountAddress: key.address, chainId })
    const text = message.toString()
    expect(text.split('\n').slice(0, 2)).toEqual([
      'harbor.example wants you to sign in with your Solana account:',
      key.address,
    ])
    const { toString: _, ...data } = message
    await expect(
      client.addSession({ data, message: text, signature: await other.sign(text) }),
    ).rejects.toMatchObject({ code: 'SIWX_VERIFICATION_FAILED' })
    expect(await client.getSessions(chainId, key.address)).toEqual([])
    await client.addSession({ data, message: text, signature: await key.sign(text) })
    expect(await client.getSessions(chainId, key.address)).toMatchObject([
      { data: { accountAddress: key.address, chainId }, message: text },
    ])
  })
})
