// Sign-in verification against outside references: keys made and messages signed by @solana/kit
// (WebCrypto's Ed25519) and checked by the Wallet Standard's own verifier (@solana/wallet-standard-util,
// on @noble/curves), which must agree with ours on every case, valid or tampered.
import { createDefaultSiwx, formatSiwxMessage, type SiwxMessageData } from '@foyer/core'
import {
  generateKeyPair,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  signBytes,
} from '@solana/kit'
import { verifyMessageSignature } from '@solana/wallet-standard-util'
import { describe, expect, test } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.js'
import { solanaSiwx } from '../solanaSiwx.js'
import { createFakeWindow } from '../test/index.js'
import { verifySignIn } from './verifySignIn.js'

const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** A fresh key pair as a wallet holds it: its address, and a signer of UTF-8 text (base58 signatures). */
async function solanaKey() {
  const { privateKey, publicKey } = await generateKeyPair()
  const address = await getAddressFromPublicKey(publicKey)
  const sign = async (text: string) =>
    getBase58Decoder().decode(await signBytes(privateKey, new TextEncoder().encode(text)))
  return { address: address as string, sign }
}

const messageFor = (address: string, overrides: Partial<SiwxMessageData> = {}) =>
  formatSiwxMessage({
    domain: 'harbor.example',
    accountAddress: address,
    chainId,
    uri: 'https://harbor.example',
    version: '1',
    nonce: 'a1B2c3D4e5f6G7h8',
    issuedAt: '2026-11-23T08:00:00.000Z',
    ...overrides,
  })

/** The Wallet Standard's check of the same triple (message, base58 signature, address). */
function reference({ message, signature, address }: { message: string; signature: string; address: string }) {
  try {
    const bytes = new TextEncoder().encode(message)
    return verifyMessageSignature({
      message: bytes,
      signedMessage: bytes,
      signature: new Uint8Array(getBase58Encoder().encode(signature)),
      publicKey: new Uint8Array(getBase58Encoder().encode(address)),
    })
  } catch {
    return false
  }
}

describe('verifySignIn', () => {
  test('default: the Ed25519 signature of the message’s UTF-8 bytes by the address’s key holds, as the reference says', async () => {
    const key = await solanaKey()
    const message = messageFor(key.address)
    const signed = { message, signature: await key.sign(message), address: key.address }
    expect(reference(signed)).toBe(true)
    expect(await verifySignIn(signed)).toBe(true)
  })

  test('behavior: a tampered message or signature, another key or address, or malformed input do not', async () => {
    const key = await solanaKey()
    const other = await solanaKey()
    const message = messageFor(key.address)
    const signature = await key.sign(message)
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    bytes[10] = (bytes[10] ?? 0) ^ 1
    const flipped = getBase58Decoder().decode(bytes)
    const otherMessage = messageFor(other.address)
    const cases = [
      { message: message.replace('harbor.example', 'phish.example'), signature, address: key.address },
      { message, signature: flipped, address: key.address },
      { message, signature: await other.sign(message), address: key.address },
      // Signed by `other` for a message naming `other`: the address verified must be the one signing in.
      { message: otherMessage, signature: await other.sign(otherMessage), address: key.address },
    ]
    for (const tampered of cases) {
      expect(reference(tampered)).toBe(false)
      expect(await verifySignIn(tampered)).toBe(false)
    }
    expect(await verifySignIn({ message, signature: signature.slice(1), address: key.address })).toBe(false)
    expect(await verifySignIn({ message, signature: '0x00', address: key.address })).toBe(false)
    expect(await verifySignIn({ message, signature, address: 'So1ana' })).toBe(false)
    const hello = { message: 'hello', signature: await key.sign('hello'), address: key.address }
    expect(reference(hello)).toBe(true)
    expect(await verifySignIn(hello)).toBe(false)
  })
})

describe('signing in with a Solana account', () => {
  test('default: solanaSiwx verifies for real: it stores a signed session and refuses a forged one', async () => {
    const key = await solanaKey()
    const other = await solanaKey()
    const siwx = solanaSiwx({ domain: 'harbor.example', uri: 'https://harbor.example' })
    const message = await siwx.createMessage({ accountAddress: key.address, chainId })
    const text = message.toString()
    const { toString: _, ...data } = message
    await expect(
      siwx.addSession({ data, message: text, signature: await other.sign(text) }),
    ).rejects.toMatchObject({ code: 'SIWX_VERIFICATION_FAILED' })
    expect(await siwx.getSessions(chainId, key.address)).toEqual([])
    await siwx.addSession({ data, message: text, signature: await key.sign(text) })
    expect(await siwx.getSessions(chainId, key.address)).toMatchObject([
      { data: { accountAddress: key.address, chainId }, message: text },
    ])
  })

  test('behavior: the adapter’s verifySignIn checks a Solana session, whatever the host’s verify knows', async () => {
    const key = await solanaKey()
    const adapter = solanaAdapter({ window: createFakeWindow() })
    const siwx = createDefaultSiwx({
      domain: 'harbor.example',
      uri: 'https://harbor.example',
      verify: async () => {
        throw new Error('a Solana session is not the host verify’s to check')
      },
    })
    const message = await siwx.createMessage({ accountAddress: key.address, chainId })
    const text = message.toString()
    const { toString: _, ...data } = message
    const options = { verify: adapter.verifySignIn }
    await expect(
      siwx.addSession({ data, message: text, signature: await (await solanaKey()).sign(text) }, options),
    ).rejects.toMatchObject({ code: 'SIWX_VERIFICATION_FAILED' })
    await siwx.addSession({ data, message: text, signature: await key.sign(text) }, options)
    expect(await siwx.getSessions(chainId, key.address)).toHaveLength(1)
  })
})
