import { createMemoryStorage } from '@foyer/core'
import {
  type Address,
  createSolanaRpc,
  getBase58Decoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
} from '@solana/wallet-standard-features'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SolanaLedger, solanaDevAccounts, startSolanaLedger } from '../../solana/index.js'
import { unsignedTransferWire } from '../../solana/unsignedTransferWire.js'
import { createApprovalQueue } from '../createApprovalQueue.js'
import { foyerSolanaDevWalletIcon } from '../icons.js'
import { createSolanaDevWallet } from './createSolanaDevWallet.js'
import { solanaDevSeed } from './solanaDevSeeds.js'

// A real ledger for the transactions the wallet signs and sends.
let ledger: SolanaLedger
beforeAll(async () => {
  ledger = await startSolanaLedger()
})
afterAll(() => ledger?.stop())

function setup(mode: 'approve' | 'reject' | 'ask' = 'approve') {
  const approvals = createApprovalQueue({ mode })
  const storage = createMemoryStorage()
  const dev = createSolanaDevWallet({
    name: 'Foyer Solana Dev Wallet',
    icon: foyerSolanaDevWalletIcon,
    rdns: 'dev.foyer.solana',
    seeds: () => Promise.all([solanaDevSeed(0), solanaDevSeed(1)]),
    chains: [{ chain: 'solana:localnet', rpcUrl: ledger.url }],
    storage,
    origin: 'http://127.0.0.1:3000',
    approvals,
  })
  const features = dev.wallet.features as StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignAndSendTransactionFeature
  return { ...dev, approvals, storage, features }
}

describe('createSolanaDevWallet', () => {
  test('default: connecting asks once, then holds the ledger’s funded dev accounts; a reload connects silently', async () => {
    const { features, approvals, storage, wallet } = setup('ask')
    const changes: number[] = []
    features[StandardEvents].on('change', ({ accounts }) => changes.push(accounts?.length ?? -1))
    // Silent: no prompt for a site the user has not approved, and no account.
    await expect(features[StandardConnect].connect({ silent: true })).resolves.toEqual({ accounts: [] })
    expect(approvals.pending()).toEqual([])
    const connecting = features[StandardConnect].connect()
    await expect.poll(() => approvals.pending().length).toBe(1)
    expect(approvals.pending()[0]).toMatchObject({ method: 'standard:connect', rdns: 'dev.foyer.solana' })
    approvals.approve()
    const { accounts } = await connecting
    // The browser's WebCrypto seeds give the very accounts the ledger funds (derived with node:crypto).
    expect(accounts.map((account) => account.address)).toEqual([
      solanaDevAccounts[0]?.address,
      solanaDevAccounts[1]?.address,
    ])
    expect(accounts[0]?.chains).toEqual(['solana:localnet'])
    expect(wallet.accounts).toBe(accounts)
    expect(changes).toEqual([2])

    // The next page load: the same origin connects without a prompt.
    const again = createSolanaDevWallet({
      name: 'again',
      icon: foyerSolanaDevWalletIcon,
      rdns: 'dev.foyer.solana',
      seeds: () => Promise.all([solanaDevSeed(0)]),
      chains: [{ chain: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
      storage,
      origin: 'http://127.0.0.1:3000',
      approvals,
    })
    const silent = await (again.wallet.features as StandardConnectFeature)[StandardConnect].connect({
      silent: true,
    })
    expect(silent.accounts).toHaveLength(1)
  })

  test('default: a signed message verifies with @solana/kit against the account’s public key', async () => {
    const { features } = setup()
    const { accounts } = await features[StandardConnect].connect()
    const account = accounts[0]!
    const message = new TextEncoder().encode('Sign in to Foyer')
    const [signed] = await features[SolanaSignMessage].signMessage({ account, message })
    const publicKey = await getPublicKeyFromAddress(account.address as Address)
    expect(await verifySignature(publicKey, signed!.signature as SignatureBytes, message)).toBe(true)
    expect(
      await verifySignature(
        publicKey,
        signed!.signature as SignatureBytes,
        new TextEncoder().encode('other'),
      ),
    ).toBe(false)
  })

  test('behavior: a refused request is a 4001 error; after disconnect or vanish the account cannot sign', async () => {
    const { features, approvals } = setup()
    const { accounts } = await features[StandardConnect].connect()
    const account = accounts[0]!
    approvals.setMode('reject')
    await expect(
      features[SolanaSignMessage].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4001 })
    approvals.setMode('approve')
    await features[StandardDisconnect].disconnect()
    await expect(
      features[SolanaSignMessage].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4100 })

    const gone = setup()
    await gone.features[StandardConnect].connect()
    gone.vanish()
    expect(gone.wallet.accounts).toEqual([])
    await expect(gone.features[StandardConnect].connect()).rejects.toMatchObject({ code: 4900 })
  })

  test('default: a transaction signed and sent by the wallet lands on the ledger', async () => {
    const { features, approvals } = setup()
    const { accounts } = await features[StandardConnect].connect()
    const account = accounts[0]!
    const rpc = createSolanaRpc(ledger.url)
    const receiver = solanaDevAccounts[7]!.address as Address
    const before = (await rpc.getBalance(receiver).send()).value
    const sending = features[SolanaSignAndSendTransaction].signAndSendTransaction({
      account,
      transaction: await transferWire(account.address as Address, receiver, 12_345n),
      chain: 'solana:localnet',
    })
    const [sent] = await sending
    const signature = getBase58Decoder().decode(sent!.signature)
    const { value: statuses } = await rpc.getSignatureStatuses([signature as never]).send()
    expect(statuses[0]?.err).toBeNull()
    expect((await rpc.getBalance(receiver).send()).value - before).toBe(12_345n)
    expect(approvals.pending()).toEqual([])
  })

  test('parameters: options — skipPreflight and the other send options reach the RPC', async () => {
    const { features } = setup()
    const { accounts } = await features[StandardConnect].connect()
    const account = accounts[0]!
    const receiver = solanaDevAccounts[7]!.address as Address
    // More SOL than the account holds: the preflight refuses it, without preflight it is sent (and fails).
    const tooMuch = () => transferWire(account.address as Address, receiver, 10n ** 18n)
    await expect(
      features[SolanaSignAndSendTransaction].signAndSendTransaction({
        account,
        transaction: await tooMuch(),
        chain: 'solana:localnet',
      }),
    ).rejects.toMatchObject({ code: -32002 })
    const [sent] = await features[SolanaSignAndSendTransaction].signAndSendTransaction({
      account,
      transaction: await tooMuch(),
      chain: 'solana:localnet',
      options: { skipPreflight: true, maxRetries: 0, minContextSlot: 0 },
    })
    const signature = getBase58Decoder().decode(sent!.signature)
    const rpc = createSolanaRpc(ledger.url)
    const { value: statuses } = await rpc.getSignatureStatuses([signature as never]).send()
    expect(statuses[0]?.err).not.toBeNull()
  })
})

const transferWire = (from: Address, to: Address, amount: bigint) =>
  unsignedTransferWire(ledger.url, from, to, amount)
