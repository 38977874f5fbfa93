import {
  type Address,
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import UniversalProvider from '@walletconnect/universal-provider'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type RunningRelay, startRelay } from '../relay/startRelay.js'
import { type SolanaLedger, startSolanaLedger } from '../solana/index.js'
import { unsignedTransferWire } from '../solana/unsignedTransferWire.js'
import { solanaDevSeed } from '../wallet/solana/solanaDevSeeds.js'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
import { SOLANA_METHODS } from './createSolanaSessions.js'
import { createWalletConnectWallet, type WalletConnectWallet } from './createWalletConnectWallet.js'

// Hardhat's account #0: the wallet's EVM side (its chain is never called here).
const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const privateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const unusedRpc = 'http://127.0.0.1:1/unused'

// One relay and one ledger for the file. Every test has a wallet of its own: the SDK answers a wallet's
// requests one a second (its request queue waits a second after each answer), a fresh wallet at once.
let relay: RunningRelay
let ledger: SolanaLedger
let cluster: `solana:${string}`
let accounts: [Address, Address]
let count = 0
let cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  ;[relay, ledger] = await Promise.all([startRelay(), startSolanaLedger()])
  cluster = ledger.caipNetworkId
  // Two of the ledger's funded dev accounts (the /wallet page passes #4 and #6; any two will do here).
  accounts = [ledger.accounts[0]!.address as Address, ledger.accounts[1]!.address as Address]
})

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
})

afterAll(async () => {
  await relay?.stop()
  await ledger?.stop()
})

/** The two-family wallet: Hardhat's account #0 on 31337, the ledger's dev accounts #0 and #1 on its cluster. */
async function mobileWallet(mode: 'approve' | 'reject' | 'ask' = 'approve'): Promise<WalletConnectWallet> {
  const wallet = await createWalletConnectWallet({
    relayUrl: relay.url,
    privateKeys: [privateKey],
    chains: [{ chainId: 31337, name: 'Foyer Local', rpcUrl: unusedRpc }],
    solana: {
      seeds: () => Promise.all([solanaDevSeed(0), solanaDevSeed(1)]),
      chains: [{ caipNetworkId: cluster, rpcUrl: ledger.url }],
    },
    mode,
    // The SDK keeps one Core per storage prefix in a global: every client gets its own.
    customStoragePrefix: `solana-wallet-${++count}`,
  })
  cleanups.push(() => wallet.stop())
  return wallet
}

/**
 * A dapp-side UniversalProvider on the local relay, paired with `wallet` (a fresh one by default) through
 * `optionalNamespaces`.
 */
async function pairDapp(
  optionalNamespaces: Record<string, { chains: string[]; methods: string[] }>,
  wallet?: WalletConnectWallet,
) {
  const mobile = wallet ?? (await mobileWallet())
  const dapp = await UniversalProvider.init({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'Solana dapp', description: 'test', url: 'http://127.0.0.1:3000', icons: [] },
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `solana-dapp-${++count}`,
    telemetryEnabled: false,
    // The errors the tests provoke (rejections, invalid params) would be logged as errors.
    logger: 'silent',
  })
  // WalletConnect Verify would load a frame from verify.walletconnect.org: its test mode skips it.
  ;(dapp.client.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
  cleanups.push(async () => {
    if (dapp.session) await dapp.disconnect()
  })
  dapp.on('display_uri', (uri: string) => {
    mobile.pair(uri).catch((error: unknown) => console.error('pairing failed', error))
  })
  const namespaces = Object.fromEntries(
    Object.entries(optionalNamespaces).map(([key, namespace]) => [
      key,
      { ...namespace, events: [] as string[], rpcMap: rpcMapOf(namespace.chains) },
    ]),
  )
  const session = await dapp.connect({ optionalNamespaces: namespaces })
  if (!session) throw new Error('no session')
  return { dapp, session, wallet: mobile }
}

/** The chains' RPC by reference, so that the dapp's SDK never uses WalletConnect's RPC service. */
const rpcMapOf = (chains: string[]): Record<string, string> =>
  Object.fromEntries(
    chains.map((chain) => [chain.split(':')[1], chain.startsWith('solana:') ? ledger.url : unusedRpc]),
  )

const evm = { chains: ['eip155:31337'], methods: ['personal_sign', 'eth_sendTransaction'] }
const solana = () => ({ chains: [cluster], methods: [...SOLANA_METHODS] })

/** Asks the wallet through the session; a JSON-RPC error rejects with its `{ code, message }`. */
const request = <T>(dapp: UniversalProvider, method: string, params: unknown, chain: string = cluster) =>
  dapp.request<T>({ method, params: params as object }, chain)

/** The wire bytes (base64) of an unsigned v0 SOL transfer paid by `from`, with the ledger's latest blockhash. */
const transfer = async (from: Address, to: Address, amount: bigint) =>
  getBase64Decoder().decode(await unsignedTransferWire(ledger.url, from, to, amount))

/** Whether `signer`'s signature of a base64 wire transaction is there and verifies. */
async function signedBy(base64: string, signer: Address): Promise<boolean> {
  const { messageBytes, signatures } = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  const signature = signatures[signer]
  if (!signature) return false
  return verifySignature(await getPublicKeyFromAddress(signer), signature, messageBytes)
}

const balanceOf = async (owner: Address) => (await createSolanaRpc(ledger.url).getBalance(owner).send()).value

// The wallet's SDK answers the requests of a session one a second (its request queue): a test of several
// requests takes seconds.
describe('createWalletConnectWallet: solana', { timeout: 20_000 }, () => {
  test('default: an eip155 + solana proposal gets both namespaces, each with its accounts', async () => {
    const { dapp, session } = await pairDapp({ eip155: evm, solana: solana() })
    expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'solana'])
    expect(session.namespaces.solana).toEqual({
      chains: [cluster],
      accounts: accounts.map((address) => `${cluster}:${address}`),
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'solana_getAccounts',
        'solana_requestAccounts',
      ],
      events: [],
    })
    // The eip155 side is as before: its chain and account, and its methods only.
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${evmAddress}`])
    expect(session.namespaces.eip155?.methods).not.toContain('solana_signMessage')
    const signature = await request<`0x${string}`>(
      dapp,
      'personal_sign',
      ['0x6869', evmAddress],
      'eip155:31337',
    )
    expect(await verifyMessage({ address: evmAddress, message: 'hi', signature })).toBe(true)
    // The Solana accounts, as WalletConnect's Solana RPC returns them.
    const listed = accounts.map((pubkey) => ({ pubkey }))
    expect(await request(dapp, 'solana_getAccounts', {})).toEqual(listed)
  })

  test('default: solana_signMessage asks under its name and its signature verifies', async () => {
    const { dapp, wallet } = await pairDapp({ solana: solana() })
    wallet.approvals.setMode('ask')
    const message = new TextEncoder().encode('Hello Foyer')
    const signing = request<{ signature: string }>(dapp, 'solana_signMessage', {
      message: getBase58Decoder().decode(message),
      pubkey: accounts[1],
    })
    await expect.poll(() => wallet.approvals.pending().length, { timeout: 10_000 }).toBe(1)
    expect(wallet.approvals.pending()[0]).toMatchObject({
      method: 'solana_signMessage',
      summary: 'Sign “Hello Foyer”',
      origin: 'http://127.0.0.1:3000',
    })
    wallet.approvals.approve()
    const { signature } = await signing
    const bytes = getBase58Encoder().encode(signature) as SignatureBytes
    const publicKey = await getPublicKeyFromAddress(accounts[1])
    expect(await verifySignature(publicKey, bytes, message)).toBe(true)
    expect(await verifySignature(await getPublicKeyFromAddress(accounts[0]), bytes, message)).toBe(false)
  })

  test('default: solana_signTransaction returns the transaction signed by the account, not sent', async () => {
    const { dapp } = await pairDapp({ eip155: evm, solana: solana() })
    const receiver = ledger.accounts[7]!.address as Address
    const before = await balanceOf(receiver)
    const result = await request<{ signature: string; transaction: string }>(dapp, 'solana_signTransaction', {
      transaction: await transfer(accounts[0], receiver, 1_000n),
    })
    expect(await signedBy(result.transaction, accounts[0])).toBe(true)
    const { signatures } = getTransactionDecoder().decode(getBase64Encoder().encode(result.transaction))
    expect(result.signature).toBe(getBase58Decoder().decode(signatures[accounts[0]]!))
    expect(await balanceOf(receiver)).toBe(before)
    // It is a complete transaction: the ledger takes it as it is.
    await createSolanaRpc(ledger.url)
      .sendTransaction(result.transaction as never, { encoding: 'base64' })
      .send()
    expect((await balanceOf(receiver)) - before).toBe(1_000n)
  })

  test('default: solana_signAllTransactions signs each with its account', async () => {
    const { dapp } = await pairDapp({ solana: solana() })
    const receiver = ledger.accounts[8]!.address as Address
    const { transactions } = await request<{ transactions: string[] }>(dapp, 'solana_signAllTransactions', {
      transactions: [await transfer(accounts[0], receiver, 1n), await transfer(accounts[1], receiver, 2n)],
    })
    expect(transactions).toHaveLength(2)
    expect(await signedBy(transactions[0]!, accounts[0])).toBe(true)
    expect(await signedBy(transactions[1]!, accounts[1])).toBe(true)
  })

  test('default: solana_signAndSendTransaction of a SOL transfer lands on the ledger', async () => {
    const { dapp } = await pairDapp({ eip155: evm, solana: solana() })
    const receiver = ledger.accounts[9]!.address as Address
    const before = await balanceOf(receiver)
    const { signature } = await request<{ signature: string }>(dapp, 'solana_signAndSendTransaction', {
      transaction: await transfer(accounts[1], receiver, 12_345n),
      sendOptions: { preflightCommitment: 'confirmed' },
    })
    const { value: statuses } = await createSolanaRpc(ledger.url)
      .getSignatureStatuses([signature as never])
      .send()
    expect(statuses[0]?.err).toBeNull()
    expect((await balanceOf(receiver)) - before).toBe(12_345n)
  })

  test('behavior: the user rejects: WalletConnect’s 5000, and nothing is signed or sent', async () => {
    const { dapp, wallet } = await pairDapp({ solana: solana() })
    const receiver = ledger.accounts[9]!.address as Address
    const before = await balanceOf(receiver)
    wallet.approvals.setMode('reject')
    const rejected = { code: 5000, message: 'User rejected.' }
    await expect(
      request(dapp, 'solana_signMessage', {
        message: getBase58Decoder().decode(new Uint8Array([1])),
        pubkey: accounts[0],
      }),
    ).rejects.toEqual(rejected)
    await expect(
      request(dapp, 'solana_signAndSendTransaction', {
        transaction: await transfer(accounts[0], receiver, 1n),
      }),
    ).rejects.toEqual(rejected)
    expect(await balanceOf(receiver)).toBe(before)
  })

  test('behavior: an account that is not the wallet’s, or garbage params, is -32602 (the user is not asked)', async () => {
    const { dapp, wallet } = await pairDapp({ solana: solana() })
    const other = ledger.accounts[5]!.address as Address
    wallet.approvals.setMode('ask')
    const invalid = { code: -32602 }
    await expect(
      request(dapp, 'solana_signMessage', { message: '3yZe7d', pubkey: other }),
    ).rejects.toMatchObject(invalid)
    await expect(
      request(dapp, 'solana_signTransaction', { transaction: 'bm90IGEgdHJhbnNhY3Rpb24=' }),
    ).rejects.toMatchObject(invalid)
    // A transaction that none of the wallet's accounts signs.
    await expect(
      request(dapp, 'solana_signAndSendTransaction', {
        transaction: await transfer(other, accounts[0], 1n),
      }),
    ).rejects.toMatchObject(invalid)
    expect(wallet.approvals.pending()).toEqual([])
  })

  test('parameters: a proposal that asks for Solana only gets a Solana-only session', async () => {
    const { dapp, session } = await pairDapp({ solana: solana() })
    expect(Object.keys(session.namespaces)).toEqual(['solana'])
    const message = new TextEncoder().encode('only Solana')
    const { signature } = await request<{ signature: string }>(dapp, 'solana_signMessage', {
      message: getBase58Decoder().decode(message),
      pubkey: accounts[0],
    })
    const publicKey = await getPublicKeyFromAddress(accounts[0])
    expect(
      await verifySignature(publicKey, getBase58Encoder().encode(signature) as SignatureBytes, message),
    ).toBe(true)
  })

  test('parameters: a Solana cluster the wallet does not know gets no solana namespace', async () => {
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const { session } = await pairDapp({
      eip155: evm,
      solana: { chains: [mainnet], methods: [...SOLANA_METHODS] },
    })
    expect(Object.keys(session.namespaces)).toEqual(['eip155'])
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${evmAddress}`])
  })
})
