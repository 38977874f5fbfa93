// viem's verifiers are the outside reference: they know nothing of shares or of the frame.
import { keccak256, parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { InvalidRequestError, InvalidShareError, WalletMismatchError } from './errors.js'
import { createWalletShares, SHARE_LENGTH, type WalletShares } from './keys.js'
import {
  sendTransaction,
  signMessage,
  signTransaction,
  signTypedData,
  type WalletKey,
  withAccount,
} from './signer.js'
import { FAKE_CHAIN_GAS, FAKE_CHAIN_NONCE, type FakeChain, startFakeChain } from './test/fakeChain.js'

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let shares: WalletShares
let wallet: WalletKey
let chain: FakeChain

beforeAll(async () => {
  shares = await createWalletShares()
  wallet = { address: shares.address, shares: [shares.deviceShare, shares.authShare] }
  chain = await startFakeChain()
})

afterAll(async () => {
  await chain.close()
})

const typedData = {
  domain: { name: 'Foyer', version: '1', chainId: 1, verifyingContract: RECIPIENT },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Ada', wallet: RECIPIENT },
    to: { name: 'Bob', wallet: RECIPIENT },
    contents: 'Hello, Bob!',
  },
} as const

test('default: personal_sign of text and of bytes verifies for the wallet', async () => {
  const text = await signMessage({ wallet, message: 'hello foyer' })
  expect(await verifyMessage({ address: wallet.address, message: 'hello foyer', signature: text })).toBe(true)
  const raw = await signMessage({ wallet, message: { raw: '0xdeadbeef' } })
  expect(
    await verifyMessage({ address: wallet.address, message: { raw: '0xdeadbeef' }, signature: raw }),
  ).toBe(true)
})

test('default: any two shares sign as the same wallet', async () => {
  for (const pair of [
    [shares.authShare, shares.recoveryShare],
    [shares.recoveryShare, shares.deviceShare],
  ] as const) {
    const signature = await signMessage({ wallet: { address: wallet.address, shares: pair }, message: 'x' })
    expect(await verifyMessage({ address: wallet.address, message: 'x', signature })).toBe(true)
  }
})

test('default: eth_signTypedData_v4 verifies for the wallet', async () => {
  const signature = await signTypedData({ wallet, typedData })
  expect(await verifyTypedData({ address: wallet.address, ...typedData, signature })).toBe(true)
})

test('default: an EIP-1559 transaction is signed by the wallet', async () => {
  const serializedTransaction = await signTransaction({
    wallet,
    transaction: {
      type: 'eip1559',
      chainId: 31337,
      nonce: 3,
      gas: 21_000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      to: RECIPIENT,
      value: 1n,
    },
  })
  expect(await recoverTransactionAddress({ serializedTransaction })).toBe(wallet.address)
  expect(parseTransaction(serializedTransaction)).toMatchObject({ type: 'eip1559', chainId: 31337, nonce: 3 })
})

test("default: withAccount lends the wallet's account for one use and answers its result", async () => {
  let lent: string | undefined
  const signature = await withAccount(wallet, async (account) => {
    lent = account.address
    return account.signMessage({ message: 'once' })
  })
  expect(lent).toBe(wallet.address)
  expect(await verifyMessage({ address: wallet.address, message: 'once', signature })).toBe(true)
})

test('behavior: the auth share alone cannot sign', async () => {
  // With a guessed second share the rebuilt key is another wallet's: refused before any signature.
  const guess = crypto.getRandomValues(new Uint8Array(SHARE_LENGTH))
  guess[32] = shares.authShare[32] === 1 ? 2 : 1
  await expect(
    signMessage({ wallet: { address: wallet.address, shares: [shares.authShare, guess] }, message: 'x' }),
  ).rejects.toBeInstanceOf(WalletMismatchError)
  await expect(
    signMessage({
      wallet: { address: wallet.address, shares: [shares.authShare, shares.authShare] },
      message: 'x',
    }),
  ).rejects.toBeInstanceOf(InvalidShareError)
  // Another wallet's share does not sign for this one either: another address, or (1 time in 255) the
  // auth share's x (keys.ts); both are WalletMismatchError.
  const other = await createWalletShares()
  await expect(
    signMessage({
      wallet: { address: wallet.address, shares: [shares.authShare, other.deviceShare] },
      message: 'x',
    }),
  ).rejects.toBeInstanceOf(WalletMismatchError)
})

test('default: eth_sendTransaction fills nonce, gas and fees from the chain and broadcasts', async () => {
  const hash = await sendTransaction({
    wallet,
    chainId: chain.chainId,
    rpcUrl: chain.url,
    transaction: { to: RECIPIENT, value: 1234n },
  })
  const raw = chain.rawTransactions.at(-1)!
  expect(hash).toBe(keccak256(raw))
  expect(await recoverTransactionAddress({ serializedTransaction: raw })).toBe(wallet.address)
  const sent = parseTransaction(raw)
  expect(sent).toMatchObject({
    type: 'eip1559',
    chainId: chain.chainId,
    nonce: FAKE_CHAIN_NONCE,
    gas: FAKE_CHAIN_GAS,
    to: RECIPIENT.toLowerCase(),
    value: 1234n,
  })
  expect(sent.maxFeePerGas! >= sent.maxPriorityFeePerGas!).toBe(true)
  expect(sent.maxPriorityFeePerGas).toBe(1_500_000_000n)
})

test('parameters: given nonce, gas and fees are kept', async () => {
  await sendTransaction({
    wallet,
    chainId: chain.chainId,
    rpcUrl: chain.url,
    transaction: { to: RECIPIENT, nonce: 9, gas: 50_000n, maxFeePerGas: 7n, maxPriorityFeePerGas: 9n },
  })
  expect(parseTransaction(chain.rawTransactions.at(-1)!)).toMatchObject({
    nonce: 9,
    gas: 50_000n,
    maxFeePerGas: 7n,
    // A priority fee above the fee cap is lowered to it (the node would refuse the transaction).
    maxPriorityFeePerGas: 7n,
  })
})

test('behavior: an RPC endpoint of another chain is refused before anything is signed', async () => {
  const sent = chain.rawTransactions.length
  await expect(
    sendTransaction({ wallet, chainId: 1, rpcUrl: chain.url, transaction: { to: RECIPIENT } }),
  ).rejects.toBeInstanceOf(InvalidRequestError)
  expect(chain.rawTransactions).toHaveLength(sent)
})

test('behavior: an aborted send broadcasts nothing', async () => {
  const sent = chain.rawTransactions.length
  const controller = new AbortController()
  controller.abort(new Error('gave up'))
  await expect(
    sendTransaction({
      wallet,
      chainId: chain.chainId,
      rpcUrl: chain.url,
      transaction: { to: RECIPIENT },
      signal: controller.signal,
    }),
  ).rejects.toThrow('gave up')
  expect(chain.rawTransactions).toHaveLength(sent)
})
