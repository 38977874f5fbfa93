import { bitcoinDevKeys, signBip322Simple } from '@foyer/devnet/bitcoin'
import { formatSiwxMessage, type SiwxMessageInput } from '@foyer/protocol'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSiwxTestbed } from '../test/startSiwxTestbed.js'

// Sign-in (CAIP-122) for Bitcoin and Polkadot accounts through the real routes: the signatures come from
// independent signers (the devnet's BIP-322 signer on @scure/btc-signer, @polkadot/keyring as the
// extension signs), the server verifies with bip322-js, @scure/sr25519 and @noble/curves.

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const SIGNET = 'bip122:00000008819873e925422c1ff0f99f7c'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
const clock = Date.parse('2026-11-23T08:00:00Z')
let bed: Awaited<ReturnType<typeof startSiwxTestbed>>

beforeAll(async () => {
  bed = await startSiwxTestbed({
    now: () => clock,
    chains: [
      { caipNetworkId: BITCOIN, name: 'Bitcoin' },
      { caipNetworkId: SIGNET, name: 'Bitcoin Signet' },
      { caipNetworkId: POLKADOT, name: 'Polkadot' },
      { caipNetworkId: WESTEND, name: 'Westend' },
    ],
  })
})
afterAll(() => bed?.stop())

const utf8 = (text: string) => new TextEncoder().encode(text)

async function messageFor(
  chainId: string,
  accountAddress: string,
  overrides: Partial<SiwxMessageInput> = {},
) {
  const { body } = await bed.request('GET', '/v1/siwx/nonce')
  const data: SiwxMessageInput = {
    domain: 'harbor.example',
    accountAddress,
    chainId: chainId as SiwxMessageInput['chainId'],
    uri: 'https://harbor.example',
    version: '1',
    nonce: body.nonce as string,
    issuedAt: new Date(clock).toISOString(),
    expirationTime: new Date(clock + 3_600_000).toISOString(),
    ...overrides,
  }
  return { data, message: formatSiwxMessage(data) }
}

/** nonce → verify → the token's sessions list the message, under the address as given. */
async function signIn(chainId: string, address: string, message: string, signature: string) {
  const verified = await bed.request('POST', '/v1/siwx/verify', { message, signature })
  expect(verified, verified.body.message as string).toMatchObject({ status: 200 })
  const query = `/v1/siwx/sessions?chainId=${chainId}&address=${address}`
  const listed = await bed.request('GET', query, undefined, verified.body.token as string)
  expect(listed.body).toMatchObject({ sessions: [{ message, signature }] })
}

describe('Bitcoin (bip122, BIP-322)', () => {
  const [mainPayment, mainOrdinals] = bitcoinDevKeys(['bitcoin:mainnet'])
  const [signetPayment, signetOrdinals] = bitcoinDevKeys(['bitcoin:signet'])
  const sign = (key: NonNullable<typeof mainPayment>, message: string) =>
    signBip322Simple({
      privateKey: key.privateKey,
      scriptPubKey: key.script,
      ...(key.addressType === 'p2tr' ? { tapInternalKey: key.publicKey } : {}),
      message: utf8(message),
    })

  test.each([
    ['mainnet p2wpkh', BITCOIN, mainPayment],
    ['mainnet p2tr', BITCOIN, mainOrdinals],
    ['signet p2wpkh', SIGNET, signetPayment],
    ['signet p2tr', SIGNET, signetOrdinals],
  ] as const)('default: %s signs in', async (_, chainId, key) => {
    if (!key) throw new Error('no dev key')
    const { message } = await messageFor(chainId, key.address)
    expect(message.split('\n')[0]).toBe('harbor.example wants you to sign in with your Bitcoin account:')
    await signIn(chainId, key.address, message, sign(key, message))
  })

  test('behavior: a wrong signature, another address, another site and malformed input are 4xx', async () => {
    if (!mainPayment || !mainOrdinals || !signetPayment) throw new Error('no dev key')
    const { message } = await messageFor(BITCOIN, mainPayment.address)
    const verify = (body: unknown) => bed.request('POST', '/v1/siwx/verify', body)
    // Another key's signature of this very message.
    expect(await verify({ message, signature: sign(mainOrdinals, message) })).toMatchObject({
      status: 401,
      body: { code: 'SIWX_BADSIGNATURE' },
    })
    // A signature made for another message (another address signed its own).
    const theirs = await messageFor(BITCOIN, mainOrdinals.address)
    expect(await verify({ message, signature: sign(mainOrdinals, theirs.message) })).toMatchObject({
      status: 401,
    })
    const phished = await messageFor(BITCOIN, mainPayment.address, {
      domain: 'evil.example',
      uri: 'https://evil.example',
    })
    expect(
      await verify({ message: phished.message, signature: sign(mainPayment, phished.message) }),
    ).toMatchObject({
      status: 400,
      body: { code: 'SIWX_DOMAIN' },
    })
    // A signet address on mainnet, a broken checksum, garbage signatures.
    const wrongNetwork = await messageFor(BITCOIN, signetPayment.address)
    expect(
      await verify({ message: wrongNetwork.message, signature: sign(signetPayment, wrongNetwork.message) }),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('must be a Bitcoin address of') },
    })
    const broken = `${mainPayment.address.slice(0, -1)}${mainPayment.address.endsWith('q') ? 'p' : 'q'}`
    const brokenMessage = await messageFor(BITCOIN, broken)
    expect(
      await verify({ message: brokenMessage.message, signature: sign(mainPayment, message) }),
    ).toMatchObject({
      status: 400,
    })
    expect(await verify({ message, signature: 'not base64!' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('must be a base64 BIP-322 signature') },
    })
    expect(await verify({ message, signature: 'AAAA' })).toMatchObject({ status: 401 })
    // The nonce survived every refusal.
    expect((await verify({ message, signature: sign(mainPayment, message) })).status).toBe(200)
  })

  test('behavior: an upper-case bech32 address is kept in lower case; balances are not served', async () => {
    if (!mainPayment) throw new Error('no dev key')
    const upper = mainPayment.address.toUpperCase()
    const { message } = await messageFor(BITCOIN, upper)
    const verified = await bed.request('POST', '/v1/siwx/verify', {
      message,
      signature: sign(mainPayment, message),
    })
    expect(verified.status).toBe(200)
    const query = `/v1/siwx/sessions?chainId=${BITCOIN}&address=${mainPayment.address}`
    const listed = await bed.request('GET', query, undefined, verified.body.token as string)
    expect(listed.body.sessions).toHaveLength(1)
    expect((await bed.request('GET', '/v1/supported-chains')).body).toEqual({ http: [], ws: [] })
    expect(await bed.request('GET', `/v1/convert/gas-price?chainId=${BITCOIN}`)).toMatchObject({
      status: 400,
      body: { message: 'Chain is not supported' },
    })
  })
})

describe('Polkadot (sr25519 and ed25519, <Bytes>-wrapped as extensions sign)', () => {
  let alice: KeyringPair
  let charlie: KeyringPair
  let bob: KeyringPair

  beforeAll(async () => {
    await cryptoWaitReady()
    alice = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri('//Alice')
    bob = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri('//Bob')
    charlie = new Keyring({ type: 'ed25519', ss58Format: 42 }).addFromUri('//Charlie')
  })

  /** As the dev wallet's signRaw: the bytes wrapped in <Bytes>…</Bytes>, 64 bytes, hex. */
  const signRaw = (pair: KeyringPair, message: string) => u8aToHex(pair.sign(u8aWrapBytes(utf8(message))))

  test('default: //Alice (sr25519) on Polkadot and //Charlie (ed25519, generic address) on Westend sign in', async () => {
    const first = await messageFor(POLKADOT, alice.address)
    expect(first.message.split('\n')[0]).toBe(
      'harbor.example wants you to sign in with your Polkadot account:',
    )
    await signIn(POLKADOT, alice.address, first.message, signRaw(alice, first.message))
    const second = await messageFor(WESTEND, charlie.address)
    await signIn(WESTEND, charlie.address, second.message, signRaw(charlie, second.message))
  })

  test('behavior: the unwrapped message and a type-prefixed signature verify too', async () => {
    const { message } = await messageFor(POLKADOT, alice.address)
    await signIn(POLKADOT, alice.address, message, u8aToHex(alice.sign(utf8(message))))
    const again = await messageFor(WESTEND, charlie.address)
    await signIn(
      WESTEND,
      charlie.address,
      again.message,
      u8aToHex(charlie.sign(utf8(again.message), { withType: true })),
    )
  })

  test('behavior: a wrong signature, another address, another site and malformed input are 4xx', async () => {
    const { message } = await messageFor(POLKADOT, alice.address)
    const verify = (body: unknown) => bed.request('POST', '/v1/siwx/verify', body)
    expect(await verify({ message, signature: signRaw(bob, message) })).toMatchObject({
      status: 401,
      body: { code: 'SIWX_BADSIGNATURE' },
    })
    const claimed = await messageFor(POLKADOT, bob.address)
    expect(
      await verify({
        message: claimed.message.replace(bob.address, alice.address),
        signature: signRaw(bob, claimed.message),
      }),
    ).toMatchObject({ status: 401 })
    const phished = await messageFor(POLKADOT, alice.address, {
      domain: 'evil.example',
      uri: 'https://evil.example',
    })
    expect(
      await verify({ message: phished.message, signature: signRaw(alice, phished.message) }),
    ).toMatchObject({
      status: 400,
      body: { code: 'SIWX_DOMAIN' },
    })
    const broken = `${alice.address.slice(0, -1)}${alice.address.endsWith('Z') ? 'Y' : 'Z'}`
    const brokenMessage = await messageFor(POLKADOT, broken)
    expect(
      await verify({ message: brokenMessage.message, signature: signRaw(alice, brokenMessage.message) }),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('must be an SS58 address') },
    })
    expect(await verify({ message, signature: '0x1234' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('sr25519 or ed25519 signature') },
    })
    expect(await verify({ message, signature: `0x${'00'.repeat(64)}` })).toMatchObject({ status: 401 })
    expect((await verify({ message, signature: signRaw(alice, message) })).status).toBe(200)
  })
})
