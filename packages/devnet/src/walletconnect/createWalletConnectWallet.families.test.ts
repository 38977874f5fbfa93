import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { base64, hex } from '@scure/base'
import { SignClient } from '@walletconnect/sign-client'
import { Verifier } from 'bip322-js'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { bitcoinDevKeys } from '../bitcoin/bitcoinDevKeys.js'
import { type RunningRelay, startRelay } from '../relay/startRelay.js'
import { solanaDevSeed } from '../wallet/solana/solanaDevSeeds.js'
import { finalizedWitnesses, unsignedTestPsbt, validlySignedInputs } from './bitcoinPsbtTesting.js'
import { BITCOIN_METHODS } from './createBitcoinSessions.js'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
import { POLKADOT_METHODS } from './createPolkadotSessions.js'
import { SOLANA_METHODS } from './createSolanaSessions.js'
import { createWalletConnectWallet, type WalletConnectWallet } from './createWalletConnectWallet.js'

// Hardhat's account #0: the wallet's EVM side (its chain is never called here).
const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const privateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const unusedRpc = 'http://127.0.0.1:1/unused'
// Solana devnet's id: the Solana side only derives its addresses here (no ledger is called).
const cluster = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
const signet = 'bip122:00000008819873e925422c1ff0f99f7c'
const westend = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
const kusama = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
// Alice (//Alice, sr25519) in the generic prefix (Westend's) and in Kusama's.
const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const aliceOnKusama = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const [payment, ordinals] = bitcoinDevKeys(['bitcoin:testnet']) as [
  ReturnType<typeof bitcoinDevKeys>[number],
  ReturnType<typeof bitcoinDevKeys>[number],
]

// One relay for the file; every test has a wallet and a dapp of its own (the wallet's SDK answers a
// session's requests one a second: a fresh pair starts at once).
let relay: RunningRelay
let count = 0
let cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  relay = await startRelay()
  await cryptoWaitReady()
})

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
})

afterAll(async () => {
  await relay?.stop()
})

/** The four-family wallet: EVM on 31337, Solana, Bitcoin testnet and signet, Polkadot's Westend and Kusama. */
async function mobileWallet(mode: 'approve' | 'reject' | 'ask' = 'approve'): Promise<WalletConnectWallet> {
  const wallet = await createWalletConnectWallet({
    relayUrl: relay.url,
    privateKeys: [privateKey],
    chains: [{ chainId: 31337, name: 'Foyer Local', rpcUrl: unusedRpc }],
    solana: {
      seeds: () => Promise.all([solanaDevSeed(0)]),
      chains: [{ caipNetworkId: cluster, rpcUrl: unusedRpc }],
    },
    bitcoin: { chains: [testnet, signet] },
    polkadot: { chains: [westend, kusama] },
    mode,
    // The SDK keeps one Core per storage prefix in a global: every client gets its own.
    customStoragePrefix: `families-wallet-${++count}`,
  })
  cleanups.push(() => wallet.stop())
  return wallet
}

type Namespaces = Record<string, { chains: string[]; methods: string[]; events: string[] }>

/** A dapp on `@walletconnect/sign-client` proposing `optionalNamespaces`, paired with a fresh wallet. */
async function pairDapp(optionalNamespaces: Namespaces, mode: 'approve' | 'ask' = 'approve') {
  const wallet = await mobileWallet(mode)
  const dapp = await SignClient.init({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'Families dapp', description: 'test', url: 'http://127.0.0.1:3000', icons: [] },
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `families-dapp-${++count}`,
    telemetryEnabled: false,
    // The errors the tests provoke (rejections) would be logged as errors.
    logger: 'silent',
  })
  // WalletConnect Verify would load a frame from verify.walletconnect.org: its test mode skips it.
  ;(dapp.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
  const events: { name: string; chainId: string; data: unknown }[] = []
  dapp.on('session_event', ({ params }) => events.push({ ...params.event, chainId: params.chainId }))
  const { uri, approval } = await dapp.connect({ optionalNamespaces })
  if (!uri) throw new Error('no pairing URI')
  // The wallet's session is approved in mode 'ask' too: approve the proposal once it waits.
  const pairing = wallet.pair(uri)
  if (mode === 'ask') {
    await expect.poll(() => wallet.approvals.pending().length, { timeout: 10_000 }).toBe(1)
    wallet.approvals.approve()
  }
  await pairing
  const session = await approval()
  cleanups.push(async () => {
    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'done' } })
    await dapp.core.relayer.transportClose()
  })
  const request = <T>(chainId: string, method: string, params: unknown) =>
    dapp.request<T>({ topic: session.topic, chainId, request: { method, params } })
  return { dapp, session, wallet, events, request }
}

const all: Namespaces = {
  eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged'] },
  solana: { chains: [cluster], methods: [...SOLANA_METHODS], events: [] },
  bip122: {
    chains: [testnet, signet],
    methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
    events: ['bip122_addressesChanged'],
  },
  polkadot: { chains: [westend, kusama], methods: [...POLKADOT_METHODS], events: ['accountsChanged'] },
}

// A test of several requests takes seconds: the wallet's SDK answers one a second.
describe('createWalletConnectWallet: bip122 and polkadot', { timeout: 40_000 }, () => {
  test('default: one proposal of eip155 + solana + bip122 + polkadot gets all four in one session', async () => {
    const { session, events, request } = await pairDapp(all)
    expect(Object.keys(session.namespaces).sort()).toEqual(['bip122', 'eip155', 'polkadot', 'solana'])
    expect(session.namespaces.bip122).toEqual({
      chains: [testnet, signet],
      accounts: [`${testnet}:${payment.address}`, `${signet}:${payment.address}`],
      // Not sendTransfer, although asked: the devnet has no Bitcoin node.
      methods: BITCOIN_METHODS,
      events: ['bip122_addressesChanged'],
    })
    expect(session.namespaces.polkadot?.chains).toEqual([westend, kusama])
    expect(session.namespaces.polkadot?.accounts).toHaveLength(6)
    expect(session.namespaces.polkadot?.accounts).toContain(`${westend}:${alice}`)
    expect(session.namespaces.polkadot?.accounts).toContain(`${kusama}:${aliceOnKusama}`)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${evmAddress}`])
    // The eip155 namespace has the eip155 methods only.
    expect(session.namespaces.eip155?.methods).not.toContain('signPsbt')
    expect(session.namespaces.eip155?.methods).not.toContain('polkadot_signMessage')
    const addresses = [
      { address: payment.address, publicKey: hex.encode(payment.publicKey), intention: 'payment' },
      { address: ordinals.address, publicKey: hex.encode(ordinals.publicKey), intention: 'ordinal' },
    ]
    expect(JSON.parse(session.sessionProperties?.bip122_getAccountAddresses ?? 'null')).toEqual(addresses)
    await expect
      .poll(() =>
        events.filter((event) => event.name === 'bip122_addressesChanged').map((event) => event.chainId),
      )
      .toEqual([testnet, signet])
    expect(events[0]?.data).toEqual(addresses)

    // Each family answers on the same session.
    const signature = await request<`0x${string}`>('eip155:31337', 'personal_sign', ['0x6869', evmAddress])
    expect(await verifyMessage({ address: evmAddress, message: 'hi', signature })).toBe(true)
    expect(await request(testnet, 'getAccountAddresses', { account: payment.address })).toEqual(addresses)
    const signed = await request<{ signature: `0x${string}` }>(westend, 'polkadot_signMessage', {
      address: alice,
      message: 'Hello Foyer',
    })
    expect(signatureVerify(u8aWrapBytes('Hello Foyer'), signed.signature, alice).isValid).toBe(true)
  })

  test('default: signMessage (BIP-322 and ECDSA) signatures verify with bip322-js', async () => {
    const { request } = await pairDapp({ bip122: all.bip122! })
    const bip322 = await request<{ address: string; signature: string }>(signet, 'signMessage', {
      account: payment.address,
      address: ordinals.address,
      message: 'Hello Foyer',
      protocol: 'bip322',
    })
    expect(bip322.address).toBe(ordinals.address)
    const asBase64 = (signature: string) => base64.encode(hex.decode(signature))
    expect(Verifier.verifySignature(ordinals.address, 'Hello Foyer', asBase64(bip322.signature))).toBe(true)
    // The docs' default protocol: ECDSA, by the account's payment address.
    const ecdsa = await request<{ address: string; signature: string }>(testnet, 'signMessage', {
      account: payment.address,
      message: 'Hello Foyer',
    })
    expect(ecdsa.address).toBe(payment.address)
    expect(Verifier.verifySignature(payment.address, 'Hello Foyer', asBase64(ecdsa.signature), true)).toBe(
      true,
    )
  })

  test('default: signPsbt waits for approval, then signs the inputs named; the signatures validate and finalize', async () => {
    const { request, wallet } = await pairDapp({ bip122: all.bip122! }, 'ask')
    const signing = request<{ psbt: string; txid?: string }>(testnet, 'signPsbt', {
      account: payment.address,
      psbt: unsignedTestPsbt(payment, ordinals),
      signInputs: [
        { address: payment.address, index: 0 },
        { address: ordinals.address, index: 1 },
      ],
      broadcast: false,
    })
    await expect.poll(() => wallet.approvals.pending().length, { timeout: 10_000 }).toBe(1)
    expect(wallet.approvals.pending()[0]).toMatchObject({
      method: 'signPsbt',
      summary: `Sign 2 inputs of a Bitcoin transaction: #0 ${payment.address}, #1 ${ordinals.address}`,
      origin: 'http://127.0.0.1:3000',
    })
    wallet.approvals.approve()
    const result = await signing
    expect(result.txid).toBeUndefined()
    expect(validlySignedInputs(result.psbt)).toEqual([0, 1])
    expect(finalizedWitnesses(result.psbt, [0, 1]).map((witness) => witness.length)).toEqual([2, 1])
  })

  test('behavior: declined requests answer WalletConnect’s 5000', async () => {
    const { request, wallet } = await pairDapp({ bip122: all.bip122!, polkadot: all.polkadot! }, 'ask')
    const rejected = { code: 5000, message: 'User rejected.' }
    const message = request(westend, 'polkadot_signMessage', { address: alice, message: 'no' })
    await expect.poll(() => wallet.approvals.pending().length, { timeout: 10_000 }).toBe(1)
    expect(wallet.approvals.pending()[0]).toMatchObject({
      method: 'polkadot_signMessage',
      summary: 'Sign "no" with Alice',
    })
    wallet.approvals.reject()
    await expect(message).rejects.toEqual(rejected)
    const psbt = request(testnet, 'signPsbt', {
      account: payment.address,
      psbt: unsignedTestPsbt(payment, ordinals),
      signInputs: [{ address: payment.address, index: 0 }],
    })
    await expect.poll(() => wallet.approvals.pending().length, { timeout: 10_000 }).toBe(1)
    wallet.approvals.reject()
    await expect(psbt).rejects.toEqual(rejected)
  })

  test('parameters: a proposal of eip155 only gets no bip122 or polkadot namespace', async () => {
    const { session } = await pairDapp({ eip155: all.eip155! })
    expect(Object.keys(session.namespaces)).toEqual(['eip155'])
    expect(session.sessionProperties?.bip122_getAccountAddresses).toBeUndefined()
  })

  test('parameters: a proposal of Bitcoin and Polkadot only gets no eip155 namespace', async () => {
    const { session } = await pairDapp({ bip122: all.bip122!, polkadot: all.polkadot! })
    expect(Object.keys(session.namespaces).sort()).toEqual(['bip122', 'polkadot'])
  })
})
