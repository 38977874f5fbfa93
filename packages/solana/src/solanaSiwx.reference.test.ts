// An outside check of Sign-In With Solana: the Wallet Standard's own reference implementation
// (@solana/wallet-standard-util: createSignInMessageText, parseSignInMessageText, verifySignIn) writes
// the same text as core's formatter, reads core's messages back field by field, and accepts what the
// adapter signs; core reads and checks what the reference writes and the wallet signs.
import { formatSiwxMessage, parseSiwxMessage, type SiwxMessageData } from '@foyer/core'
import { getBase58Encoder } from '@solana/kit'
import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import { createSignInMessageText, parseSignInMessageText, verifySignIn } from '@solana/wallet-standard-util'
import { describe, expect, test } from 'vitest'
import { solanaSiwx } from './solanaSiwx.js'
import { setupWithWallet, testDevnet, walletId } from './test/index.js'

const address = 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1'
const full: SiwxMessageData = {
  domain: 'harbor.example',
  accountAddress: address,
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  uri: 'https://harbor.example/login',
  version: '1',
  nonce: 'a1B2c3D4e5f6G7h8',
  statement: 'Sign in to Harbor Exchange.',
  issuedAt: '2026-11-23T08:00:00.000Z',
  expirationTime: '2026-11-24T08:00:00.000Z',
  notBefore: '2026-11-23T08:00:00.000Z',
  requestId: 'req-7',
  resources: ['ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu', 'https://harbor.example/terms'],
}
const { statement: _statement, ...withoutStatement } = full
const minimal: SiwxMessageData = {
  domain: 'harbor.example',
  accountAddress: address,
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  uri: 'https://harbor.example',
  version: '1',
  nonce: 'Zz09Zz09',
  issuedAt: '2026-11-23T08:00:00Z',
}
const cases = { full, withoutStatement, minimal }

/** The Wallet Standard's sign-in input for core's fields: Chain ID is the CAIP-2 reference, as core writes it. */
function toSignInInput(data: SiwxMessageData): SolanaSignInInput & { domain: string; address: string } {
  return {
    domain: data.domain,
    address: data.accountAddress,
    statement: data.statement,
    uri: data.uri,
    version: data.version,
    chainId: data.chainId.split(':')[1],
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    expirationTime: data.expirationTime,
    notBefore: data.notBefore,
    requestId: data.requestId,
    resources: data.resources ? [...data.resources] : undefined,
  }
}

describe('Sign-In With Solana against @solana/wallet-standard-util', () => {
  test.each(Object.entries(cases))('default: %s — the same text, and each reads the other’s', (_, data) => {
    const input = toSignInInput(data)
    const text = formatSiwxMessage(data)
    expect(text).toBe(createSignInMessageText(input))
    expect(parseSignInMessageText(text)).toEqual(input)
    expect(parseSiwxMessage(createSignInMessageText(input))).toEqual(data)
  })

  test('behavior: what the adapter signs through solana:signMessage passes verifySignIn, and only for its own fields', async () => {
    const { adapter, signers } = await setupWithWallet()
    await adapter.connect({ connectorId: walletId, network: testDevnet })
    const signer = signers[0]!
    const data: SiwxMessageData = { ...full, accountAddress: signer.address }
    const message = formatSiwxMessage(data)
    const signature = await adapter.signMessage({ connectorId: walletId, address: signer.address, message })
    const publicKey = new Uint8Array(getBase58Encoder().encode(signer.address))
    const output = {
      account: { address: signer.address, publicKey, chains: [], features: [] },
      signedMessage: new TextEncoder().encode(message),
      signature: new Uint8Array(getBase58Encoder().encode(signature)),
    }
    const input = toSignInInput(data)
    expect(verifySignIn(input, output)).toBe(true)
    expect(verifySignIn({ ...input, domain: 'phish.example' }, output)).toBe(false)
    expect(verifySignIn({ ...input, nonce: 'another1' }, output)).toBe(false)
    const tampered = { ...output, signedMessage: new TextEncoder().encode(message.replace('req-7', 'req-8')) }
    expect(verifySignIn({ ...input, requestId: 'req-8' }, tampered)).toBe(false)
  })

  test('behavior: core checks a message the reference wrote and the wallet signed, and refuses another key’s signature', async () => {
    const [mine, another] = [await setupWithWallet(), await setupWithWallet()]
    for (const { adapter } of [mine, another])
      await adapter.connect({ connectorId: walletId, network: testDevnet })
    const signer = mine.signers[0]!
    const data: SiwxMessageData = {
      ...withoutStatement,
      accountAddress: signer.address,
      chainId: testDevnet.caipNetworkId,
    }
    const message = createSignInMessageText(toSignInInput(data))
    const siwx = solanaSiwx({
      domain: data.domain,
      uri: data.uri,
      now: () => Date.parse('2026-11-23T09:00:00Z'),
    })
    const sign = ({ adapter, signers }: typeof mine) =>
      adapter.signMessage({ connectorId: walletId, address: signers[0]!.address, message })

    await expect(siwx.addSession({ data, message, signature: await sign(another) })).rejects.toMatchObject({
      code: 'SIWX_VERIFICATION_FAILED',
    })
    await siwx.addSession({ data, message, signature: await sign(mine) })
    expect(await siwx.getSessions(data.chainId, signer.address)).toMatchObject([{ message, data }])
  })
})
