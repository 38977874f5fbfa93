import { stringToHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import {
  cryptoWaitReady,
  decodeAddress,
  encodeAddress,
  signatureVerify,
  sr25519Verify,
} from '@polkadot/util-crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { loadDevPairs } from '../polkadot/loadDevPairs.js'
import { polkadotDevAccounts } from '../polkadot/polkadotDevAccounts.js'
import { createApprovalQueue } from '../wallet/createApprovalQueue.js'
import { createPolkadotSessions, POLKADOT_METHODS } from './createPolkadotSessions.js'
import { polkadotSigningPayload, readSignerPayload } from './polkadotSigningPayload.js'

// No relay: what the Polkadot side answers (the relay test is createWalletConnectWallet.families.test.ts).
const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const kusama = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
const westend = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
let alice: string
let charlie: string

beforeAll(async () => {
  await cryptoWaitReady()
  const pairs = await loadDevPairs(polkadotDevAccounts)
  alice = pairs[0]!.pair.address
  charlie = pairs[2]!.pair.address
})

function setup(mode: 'approve' | 'reject' | 'ask' = 'approve') {
  const approvals = createApprovalQueue({ mode })
  const sessions = createPolkadotSessions({
    chains: [polkadot, kusama, westend],
    approvals,
    wallet: { name: 'Foyer Mobile Wallet', rdns: 'dev.foyer.mobilewallet' },
  })
  const answer = (method: string, params: unknown, chainId: string = polkadot) =>
    sessions.answer('http://127.0.0.1:3000', { chainId, method, params })
  return { approvals, sessions, answer }
}

/** A transfer's payload on Polkadot for `address`, as polkadot.js's SignerPayload.toPayload() writes it. */
const transactionPayload = (address: string) => ({
  address,
  blockHash: `0x${'ab'.repeat(32)}`,
  blockNumber: '0x00000393',
  era: '0x4503',
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  method: '0x0503008eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a480700e40b5402',
  nonce: '0x00000005',
  specVersion: '0x000f4dfc',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x0000001a',
  signedExtensions: [
    'CheckNonZeroSender',
    'CheckSpecVersion',
    'CheckTxVersion',
    'CheckGenesis',
    'CheckMortality',
    'CheckNonce',
    'CheckWeight',
    'ChargeTransactionPayment',
  ],
  version: 4,
})

describe('createPolkadotSessions', () => {
  test('default: every dev account on every chain asked for, in the chain’s SS58 prefix', async () => {
    const { sessions } = setup()
    const namespace = await sessions.namespaceFor({
      optionalNamespaces: {
        polkadot: { chains: [polkadot, westend, 'polkadot:68d56f15f85d3136970ec16946040bc1'] },
      },
    })
    const aliceKey = decodeAddress(alice)
    expect(namespace?.chains).toEqual([polkadot, westend])
    expect(namespace?.accounts).toHaveLength(6)
    expect(namespace?.accounts[0]).toBe(`${polkadot}:${encodeAddress(aliceKey, 0)}`)
    expect(namespace?.accounts[0]).toMatch(/^polkadot:91b171bb158e2d3848fa23a9f1c25182:1/)
    expect(namespace?.accounts[3]).toBe(`${westend}:${alice}`)
    expect(namespace?.methods).toEqual(POLKADOT_METHODS)
    expect(namespace?.events).toEqual(['chainChanged', 'accountsChanged'])
    expect(
      (await sessions.namespaceFor({ requiredNamespaces: { [kusama]: {} } }))?.accounts[0]?.split(':')[2],
    ).toBe(encodeAddress(aliceKey, 2))
    expect(await sessions.namespaceFor({ optionalNamespaces: { eip155: { chains: ['eip155:1'] } } })).toBe(
      undefined,
    )
  })

  test('default: polkadot_signMessage asks with the text and signs it wrapped in <Bytes>, as extensions do', async () => {
    const { answer, approvals } = setup('ask')
    const address = encodeAddress(decodeAddress(alice), 0)
    const signing = answer('polkadot_signMessage', { address, message: 'Hello Foyer' })
    await expect.poll(() => approvals.pending().length).toBe(1)
    expect(approvals.pending()[0]).toMatchObject({
      method: 'polkadot_signMessage',
      summary: 'Sign "Hello Foyer" with Alice',
    })
    approvals.approve()
    const { result } = (await signing) as { result: { signature: `0x${string}` } }
    expect(result.signature).toMatch(/^0x[0-9a-f]{128}$/)
    expect(signatureVerify(u8aWrapBytes('Hello Foyer'), result.signature, address).isValid).toBe(true)
    // signatureVerify accepts the bare message too (it tries both); the key signed the wrapped bytes only.
    expect(sr25519Verify(u8aWrapBytes('Hello Foyer'), result.signature, decodeAddress(address))).toBe(true)
    expect(sr25519Verify(stringToU8a('Hello Foyer'), result.signature, decodeAddress(address))).toBe(false)
  })

  test('parameters: `data` (SignerPayloadRaw, hex) as the reference gives it, already wrapped or not; ed25519', async () => {
    const { answer } = setup()
    const wrapped = stringToHex('<Bytes>hello world</Bytes>')
    for (const data of [wrapped, stringToHex('hello world')]) {
      const { result } = (await answer('polkadot_signMessage', {
        address: charlie,
        data,
        type: 'bytes',
      })) as {
        result: { signature: `0x${string}` }
      }
      const verified = signatureVerify(wrapped, result.signature, charlie)
      expect(verified).toMatchObject({ isValid: true, crypto: 'ed25519' })
    }
  })

  test('default: polkadot_signTransaction signs the extrinsic payload; the signature carries its key type', async () => {
    const { answer, approvals } = setup('ask')
    const signing = answer('polkadot_signTransaction', {
      address: alice,
      transactionPayload: transactionPayload(alice),
    })
    await expect.poll(() => approvals.pending().length).toBe(1)
    expect(approvals.pending()[0]).toMatchObject({
      method: 'polkadot_signTransaction',
      summary: 'Sign a Polkadot transaction with Alice',
    })
    approvals.approve()
    const { result } = (await signing) as { result: { signature: `0x${string}` } }
    // sr25519: type byte 01 then 64 bytes (a MultiSignature, what `addSignature` takes).
    expect(result.signature).toMatch(/^0x01[0-9a-f]{128}$/)
    const signed = polkadotSigningPayload(readSignerPayload(transactionPayload(alice)))
    expect(signatureVerify(signed, result.signature, alice)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(u8aToHex(signed)).toMatch(/^0x0503008eaf/)
  })

  test('behavior: the user rejects: WalletConnect’s 5000', async () => {
    const { answer } = setup('reject')
    const rejected = { error: { code: 5000, message: 'User rejected.' } }
    expect(await answer('polkadot_signMessage', { address: alice, message: 'no' })).toEqual(rejected)
    expect(
      await answer('polkadot_signTransaction', {
        address: alice,
        transactionPayload: transactionPayload(alice),
      }),
    ).toEqual(rejected)
  })

  test('behavior: bad params are -32602 and nobody is asked; unknown methods 4200', async () => {
    const { answer, approvals } = setup('ask')
    const codeOf = async (method: string, params: unknown, chainId?: string) =>
      ((await answer(method, params, chainId)) as { error?: { code: number } }).error?.code
    // Dave is not an account of the wallet.
    const dave = '5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy'
    expect(await codeOf('polkadot_signMessage', { address: dave, message: 'x' })).toBe(-32602)
    expect(await codeOf('polkadot_signMessage', { address: 'nope', message: 'x' })).toBe(-32602)
    expect(await codeOf('polkadot_signMessage', { address: alice })).toBe(-32602)
    // The payload's account is another, or its chain is not the request's.
    expect(
      await codeOf('polkadot_signTransaction', {
        address: alice,
        transactionPayload: transactionPayload(charlie),
      }),
    ).toBe(-32602)
    expect(
      await codeOf(
        'polkadot_signTransaction',
        { address: alice, transactionPayload: transactionPayload(alice) },
        kusama,
      ),
    ).toBe(-32602)
    expect(
      await codeOf('polkadot_signTransaction', {
        address: alice,
        transactionPayload: { ...transactionPayload(alice), signedExtensions: ['CheckNonce', 'NewCheck'] },
      }),
    ).toBe(-32602)
    expect(await codeOf('polkadot_signMessage', { address: alice, message: 'x' }, 'polkadot:0123')).toBe(
      -32602,
    )
    expect(await codeOf('polkadot_sendTransaction', { address: alice })).toBe(4200)
    expect(approvals.pending()).toEqual([])
  })
})
