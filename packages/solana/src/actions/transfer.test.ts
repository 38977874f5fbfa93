import {
  connect,
  createFoyer,
  createMemoryStorage,
  type Foyer,
  loadSendTokens,
  previewSend,
  request,
  sendTokens,
  setSendAmount,
  setSendReceiver,
  type TransferParameters,
} from '@foyer/core'
import { prepareAdapters } from '@foyer/core/views'
import { type SolanaLedger, startSolanaLedger } from '@foyer/devnet'
import { type Address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, getTokenSize, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type SolanaAdapter, solanaAdapter } from '../solanaAdapter.js'
import {
  createFakeWindow,
  createTestTransaction,
  createTestWallet,
  localNetwork,
  registerOnWindow,
  type TestWallet,
} from '../test/index.js'

// One local ledger (LiteSVM behind a validator-compatible JSON-RPC server) for the whole file: transfers
// are built, priced, simulated, signed by a Wallet Standard wallet holding dev account #0's key, sent,
// and followed on it.
let ledger: SolanaLedger
let network: ReturnType<typeof localNetwork>
let rpc: ReturnType<typeof createSolanaRpc>
let fusd: { mint: string; decimals: number }
let foyer: Foyer
let adapter: SolanaAdapter
let testWallet: TestWallet
let from: string

const connectorId = 'ws:Ledger Wallet'

beforeAll(async () => {
  ledger = await startSolanaLedger()
  network = localNetwork(ledger.caipNetworkId, ledger.url)
  rpc = createSolanaRpc(ledger.url)
  const token = ledger.tokens.find((item) => item.symbol === 'fUSD')
  if (!token) throw new Error('The ledger has no fUSD')
  fusd = token
  from = ledger.accounts[0]!.address
  testWallet = await createTestWallet({
    name: 'Ledger Wallet',
    chains: ['solana:localnet'],
    secretKeys: [ledger.accounts[0]!.secretKey],
    rpcUrl: ledger.url,
  })
  // A Foyer instance around the adapter: transfers send through its request policy (foyer.request).
  const window = createFakeWindow()
  vi.stubGlobal('window', window)
  registerOnWindow(window, testWallet.wallet)
  adapter = solanaAdapter({ window })
  foyer = createFoyer({
    projectId: 'test',
    networks: [network],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  await prepareAdapters(foyer)
  await connect(foyer, { connectorId })
}, 30_000)

afterAll(async () => {
  foyer?.destroy()
  vi.unstubAllGlobals()
  await ledger?.stop()
})

function transfer(to: string, token: string | undefined, amount: bigint): TransferParameters {
  return { network, from, to, token, amount, request: (args) => request(foyer, args) }
}

const lamportsOf = async (owner: string) => (await rpc.getBalance(owner as Address).send()).value

async function tokenAmountOf(owner: string): Promise<bigint | undefined> {
  const [ata] = await findAssociatedTokenPda({
    owner: owner as Address,
    mint: fusd.mint as Address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const { value } = await rpc.getMultipleAccounts([ata], { encoding: 'base64' }).send()
  if (!value[0]) return undefined
  return BigInt((await rpc.getTokenAccountBalance(ata).send()).value.amount)
}

describe('transfers on a local ledger', () => {
  test('default: SOL to a new address: priced, simulated, sent through the instance’s policy, confirmed', async () => {
    const to = (await generateKeyPairSigner()).address
    const amount = 2_000_000_000n
    const fee = await adapter.estimateTransferFee(transfer(to, undefined, amount))
    expect(fee).toBe(5_000n)
    // A SOL transfer creates no token account: no deposit.
    await expect(adapter.estimateTransferDeposit(transfer(to, undefined, amount))).resolves.toBe(0n)
    const { request: _, ...simulated } = transfer(to, undefined, amount)
    // The network fee comes on top of what the preview shows (as on EVM).
    await expect(adapter.simulateTransfer({ ...simulated, watch: [fusd.mint] })).resolves.toEqual({
      reverted: false,
      changes: [
        { token: undefined, change: -amount },
        { token: fusd.mint, change: 0n },
      ],
    })
    const before = await lamportsOf(from)
    const signature = await adapter.sendTransfer(transfer(to, undefined, amount))
    expect(testWallet.calls.at(-1)).toMatchObject({
      feature: 'solana:signAndSendTransaction',
      inputs: [{ chain: 'solana:localnet', account: { address: from } }],
    })
    await expect(
      adapter.getTransferStatus({ network, id: signature, request: transfer(to, undefined, 0n).request }),
    ).resolves.toBe('confirmed')
    await expect(adapter.getBalance({ address: to, network })).resolves.toEqual({
      balance: '2',
      symbol: 'SOL',
    })
    expect(before - (await lamportsOf(from))).toBe(amount + fee)
  })

  test('default: fUSD to an address without a token account: the deposit is priced apart from the fee, the account created', async () => {
    const to = (await generateKeyPairSigner()).address
    const amount = 12_500_000n // 12.5 fUSD
    const deposit = await rpc.getMinimumBalanceForRentExemption(BigInt(getTokenSize())).send()
    expect(deposit).toBe(2_039_280n)
    // The network fee alone; the new token account's rent is the deposit.
    const fee = await adapter.estimateTransferFee(transfer(to, fusd.mint, amount))
    expect(fee).toBe(5_000n)
    await expect(adapter.estimateTransferDeposit(transfer(to, fusd.mint, amount))).resolves.toBe(deposit)

    const { request: _, ...simulated } = transfer(to, fusd.mint, amount)
    await expect(adapter.simulateTransfer({ ...simulated, watch: [fusd.mint] })).resolves.toEqual({
      reverted: false,
      // The receiver's new token account's deposit leaves the wallet; the network fee comes on top.
      changes: [
        { token: undefined, change: -deposit },
        { token: fusd.mint, change: -amount },
      ],
    })

    const [lamportsBefore, tokensBefore] = [await lamportsOf(from), await tokenAmountOf(from)]
    expect(await tokenAmountOf(to)).toBeUndefined()
    const signature = await adapter.sendTransfer(transfer(to, fusd.mint, amount))
    await expect(
      adapter.getTransferStatus({ network, id: signature, request: transfer(to, undefined, 0n).request }),
    ).resolves.toBe('confirmed')
    expect(await tokenAmountOf(to)).toBe(amount)
    expect((tokensBefore ?? 0n) - ((await tokenAmountOf(from)) ?? 0n)).toBe(amount)
    // The SOL that left: exactly the two estimates (the fee and the new account's deposit).
    expect(lamportsBefore - (await lamportsOf(from))).toBe(fee + deposit)

    // Now that the receiver has its token account, a second transfer costs the fee alone.
    await expect(adapter.estimateTransferFee(transfer(to, fusd.mint, 1n))).resolves.toBe(5_000n)
    await expect(adapter.estimateTransferDeposit(transfer(to, fusd.mint, 1n))).resolves.toBe(0n)
    await adapter.sendTransfer(transfer(to, fusd.mint, 1n))
    expect(await tokenAmountOf(to)).toBe(amount + 1n)
  })

  test('behavior: a transfer beyond the balance: the simulation says why; the wallet’s send fails typed', async () => {
    const to = (await generateKeyPairSigner()).address
    const tooMuch = 10n ** 15n
    const { request: _, ...simulated } = transfer(to, fusd.mint, tooMuch)
    const simulation = await adapter.simulateTransfer({ ...simulated, watch: [] })
    expect(simulation).toMatchObject({ reverted: true, reason: expect.stringMatching(/insufficient funds/i) })
    const error = await adapter.sendTransfer(transfer(to, fusd.mint, tooMuch)).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'InsufficientFundsError', code: 'TX_INSUFFICIENT_FUNDS' })
  })

  test('behavior: a send that fails for no reason it can name: “Failed to send transaction. Please try again.”', async () => {
    const to = (await generateKeyPairSigner()).address
    // The wallet answers without a signature: nothing says what went wrong (spec section 8, Solana).
    const error = await adapter
      .sendTransfer({ ...transfer(to, undefined, 1n), request: async () => ({}) })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'SendTransactionError',
      code: 'SEND_TRANSACTION_FAILED',
      shortMessage: 'Failed to send transaction. Please try again.',
      cause: expect.objectContaining({ name: 'InvalidWalletResponseError' }),
    })
  })

  test('behavior: a transaction that landed with an error is failed; an unknown one is not final yet', async () => {
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    // More lamports than the account holds, sent without preflight: it lands, pays its fee and fails.
    const transaction = createTestTransaction(from, ledger.accounts[9]!.address, 10n ** 18n, lifetime)
    const { signature } = (await request(foyer, {
      method: 'solana_signAndSendTransaction',
      params: { transaction, sendOptions: { skipPreflight: true } },
    })) as { signature: string }
    const status = (id: string) =>
      adapter.getTransferStatus({ network, id, request: transfer(from, undefined, 0n).request })
    await expect(status(signature)).resolves.toBe('failed')
    const unknown = '5'.repeat(87)
    await expect(status(unknown)).resolves.toBeUndefined()
    await expect(status('not-a-signature')).rejects.toMatchObject({ name: 'InvalidParamsRpcError' })
  })

  test('behavior: a wallet that only signs: the adapter sends the signed transaction through the network’s RPC', async () => {
    const signOnly = await createTestWallet({
      name: 'Signer',
      chains: ['solana:localnet'],
      secretKeys: [ledger.accounts[1]!.secretKey],
      without: ['solana:signAndSendTransaction'],
    })
    const window = createFakeWindow()
    registerOnWindow(window, signOnly.wallet)
    const other = solanaAdapter({ window })
    other.setup({
      connectorsChanged: () => undefined,
      accountsChanged: () => undefined,
      chainChanged: () => undefined,
      disconnected: () => undefined,
    })
    await other.prepare()
    await other.connect({ connectorId: 'ws:Signer', network })
    const to = (await generateKeyPairSigner()).address
    const signature = await other.sendTransfer({
      network,
      from: ledger.accounts[1]!.address,
      to,
      token: undefined,
      amount: 1_000_000_000n,
      request: (args) => other.request({ connectorId: 'ws:Signer', ...args }),
    })
    expect(signOnly.calls.at(-1)?.feature).toBe('solana:signTransaction')
    await expect(
      other.getTransferStatus({ network, id: signature, request: async () => undefined }),
    ).resolves.toBe('confirmed')
    expect(await lamportsOf(to)).toBe(1_000_000_000n)
  })

  test('behavior: core’s Send flow sends SOL through the adapter (preview simulated, status followed)', async () => {
    const to = (await generateKeyPairSigner()).address
    await vi.waitFor(() =>
      expect(foyer.stores.chains.getState().chains.solana?.accountState.balance).toBeDefined(),
    )
    await loadSendTokens(foyer)
    expect(foyer.stores.send.getState().token).toMatchObject({ symbol: 'SOL', address: undefined })
    setSendAmount(foyer, '1.5')
    await setSendReceiver(foyer, to)
    expect(foyer.stores.send.getState().receiverAddress).toBe(to)
    await previewSend(foyer)
    expect(foyer.stores.send.getState().simulation).toEqual({
      status: 'ready',
      changes: [{ symbol: 'SOL', change: '-1.5' }],
    })
    const signature = await sendTokens(foyer)
    expect(signature).toEqual(expect.any(String))
    await vi.waitFor(() => expect(foyer.stores.send.getState().sent?.status).toBe('confirmed'), {
      timeout: 5_000,
    })
    expect(await lamportsOf(to)).toBe(1_500_000_000n)
  })
})
