// Against a real Hardhat chain, Pimlico's alto and the devnet's ERC-7677 paymaster service: one of each
// for the file (alto takes seconds to start). viem's verifiers are the outside reference.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devAccounts, type RunningChain, startChain } from '@foyer/devnet'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  deployAccountAbstraction,
  foyerAccountAbi,
  foyerAccountFactoryAbi,
  type PaymasterService,
  type RunningBundler,
  startBundler,
  startPaymasterService,
} from '@foyer/devnet/aa'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  hashMessage,
  hashTypedData,
  http,
  type LocalAccount,
  parseEther,
  toPrefixedMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { InvalidRequestError } from '../errors.js'
import { createWalletShares } from '../keys.js'
import type { WalletKey } from '../signer.js'
import {
  getSmartAccountAddress,
  isSmartAccountDeployed,
  type SmartAccountChainConfig,
  sendSmartAccountCalls,
  signMessageAsSmartAccount,
  signTypedDataAsSmartAccount,
  toFoyerSmartAccount,
  toWalletOwner,
} from './index.js'

const CHAIN_ID = 31337
const ERC1271_MAGIC = '0x1626ba7e'
const ERC1271_INVALID = '0xffffffff'

let chain: RunningChain
let bundler: RunningBundler
let paymasterService: PaymasterService
/** In front of the paymaster service: records each request's `authorization` header, then forwards it. */
let paymasterProxy: Server
let paymasterProxyUrl: string
const authorizations: (string | undefined)[] = []

const devnet = () =>
  defineChain({
    id: CHAIN_ID,
    name: 'Foyer Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
const client = () =>
  createPublicClient({ chain: devnet(), transport: http(chain.rpcUrl), pollingInterval: 50 })
const funder = () =>
  createWalletClient({
    account: privateKeyToAccount(devAccounts[3]!.privateKey),
    chain: devnet(),
    transport: http(chain.rpcUrl),
  })
const fund = async (to: Address, value: bigint) =>
  client().waitForTransactionReceipt({ hash: await funder().sendTransaction({ to, value }) })
const newAddress = () => privateKeyToAccount(generatePrivateKey()).address

const config = (sponsored = true): SmartAccountChainConfig => ({
  factory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory,
  bundlerUrl: bundler.url,
  paymasterUrl: sponsored ? paymasterProxyUrl : undefined,
  paymasterHeaders: sponsored ? async () => ({ authorization: 'Bearer test-session' }) : undefined,
})

/** A new embedded wallet (two of its shares) and its smart account's counterfactual address. */
async function newWallet() {
  const shares = await createWalletShares()
  const wallet: WalletKey = { address: shares.address, shares: [shares.deviceShare, shares.authShare] }
  const address = await getSmartAccountAddress({
    owner: wallet.address,
    rpcUrl: chain.rpcUrl,
    config: config(),
  })
  return { wallet, address }
}

const common = () => ({ chainId: CHAIN_ID, rpcUrl: chain.rpcUrl, config: config() })

const typedData = {
  domain: {
    name: 'Foyer Demo',
    version: '1',
    chainId: CHAIN_ID,
    verifyingContract: '0x00000000000000000000000000000000000f0e0e',
  },
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
    from: { name: 'Ada', wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    to: { name: 'Bob', wallet: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
    contents: 'Hello, Bob!',
  },
} as const

/** `owner`'s ERC-7739 PersonalSign of `message` for the account at `address` (what the account checks). */
const signAsIfOwner = (owner: LocalAccount, address: Address, message: string) =>
  owner.signTypedData({
    domain: { name: 'FoyerAccount', version: '1', chainId: CHAIN_ID, verifyingContract: address },
    types: { PersonalSign: [{ name: 'prefixed', type: 'bytes' }] },
    primaryType: 'PersonalSign',
    message: { prefixed: toPrefixedMessage(message) },
  })

/** The account's own ERC-1271 answer (no ERC-6492 unwrapping: the account must exist). */
const isValidSignature = (address: Address, hash: Hex, signature: Hex) =>
  client().readContract({
    address,
    abi: foyerAccountAbi,
    functionName: 'isValidSignature',
    args: [hash, signature],
  })

beforeAll(async () => {
  chain = await startChain({ chainId: CHAIN_ID })
  await deployAccountAbstraction(chain)
  ;[bundler, paymasterService] = await Promise.all([
    startBundler({ rpcUrl: chain.rpcUrl, chainId: chain.chainId }),
    startPaymasterService({ chains: [chain] }),
  ])
  paymasterProxy = createServer(async (request, response) => {
    authorizations.push(request.headers.authorization)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const answer = await fetch(paymasterService.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => paymasterProxy.listen(0, '127.0.0.1', resolve))
  paymasterProxyUrl = `http://127.0.0.1:${(paymasterProxy.address() as AddressInfo).port}`
}, 180_000)

afterAll(async () => {
  await new Promise((resolve) => paymasterProxy?.close(resolve))
  await Promise.all([bundler?.stop(), paymasterService?.stop()])
  await chain?.stop()
})

describe('sendSmartAccountCalls', () => {
  test('behavior: the first user operation deploys the account at its counterfactual address, sponsored; a batch follows', async () => {
    const { wallet, address } = await newWallet()
    expect(await isSmartAccountDeployed({ address, rpcUrl: chain.rpcUrl })).toBe(false)
    // Only the value it sends: the paymaster pays the gas.
    await fund(address, parseEther('0.25'))
    const to = newAddress()

    authorizations.length = 0
    const first = await sendSmartAccountCalls({
      ...common(),
      wallet,
      calls: [{ to, value: parseEther('0.25') }],
    })
    // pm_getPaymasterStubData and pm_getPaymasterData, each with the session's header.
    expect(authorizations).toEqual(['Bearer test-session', 'Bearer test-session'])
    const receipt = await client().getTransactionReceipt({ hash: first.transactionHash })
    expect(receipt.status).toBe('success')
    expect(first.userOpHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await isSmartAccountDeployed({ address, rpcUrl: chain.rpcUrl })).toBe(true)
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.25'))
    expect(await client().getBalance({ address })).toBe(0n)
    expect(
      await client().readContract({
        address: DEVNET_ACCOUNT_ABSTRACTION.accountFactory,
        abi: foyerAccountFactoryAbi,
        functionName: 'getAddress',
        args: [wallet.address, 0n],
      }),
    ).toBe(address)
    expect(await client().readContract({ address, abi: foyerAccountAbi, functionName: 'signer' })).toBe(
      wallet.address,
    )

    // Two calls in one user operation (ERC-7579 batch mode), now that the account exists.
    await fund(address, parseEther('0.3'))
    const other = newAddress()
    const second = await sendSmartAccountCalls({
      ...common(),
      wallet,
      calls: [
        { to, value: parseEther('0.1') },
        { to: other, value: parseEther('0.2') },
      ],
    })
    expect((await client().getTransactionReceipt({ hash: second.transactionHash })).status).toBe('success')
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.35'))
    expect(await client().getBalance({ address: other })).toBe(parseEther('0.2'))
    expect(await client().getBalance({ address })).toBe(0n)
  }, 120_000)

  test('behavior: without a paymaster the account pays its own gas', async () => {
    const { wallet, address } = await newWallet()
    await fund(address, parseEther('1'))
    const to = newAddress()
    await sendSmartAccountCalls({ ...common(), config: config(false), wallet, calls: [{ to, value: 1n }] })
    expect(await client().getBalance({ address: to })).toBe(1n)
    expect(await client().getBalance({ address })).toBeLessThan(parseEther('1') - 1n)
  }, 120_000)

  test('behavior: an aborted signal stops it before anything is signed or sent', async () => {
    const { wallet, address } = await newWallet()
    const controller = new AbortController()
    controller.abort()
    await expect(
      sendSmartAccountCalls({
        ...common(),
        wallet,
        calls: [{ to: newAddress() }],
        signal: controller.signal,
      }),
    ).rejects.toThrow(/aborted/)
    expect(await isSmartAccountDeployed({ address, rpcUrl: chain.rpcUrl })).toBe(false)
  })

  test('behavior: an RPC endpoint of another chain is refused', async () => {
    const { wallet } = await newWallet()
    const error = await sendSmartAccountCalls({
      ...common(),
      chainId: 1,
      wallet,
      calls: [{ to: newAddress() }],
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect((error as InvalidRequestError).message).toBe('The RPC endpoint serves chain 31337, not chain 1')
  })
})

describe('signMessageAsSmartAccount and signTypedDataAsSmartAccount', () => {
  test('behavior: ERC-6492 before deployment, ERC-1271 (ERC-7739) after, checked by viem and by the account', async () => {
    const { wallet, address } = await newWallet()
    const message = 'Sign in to Foyer'
    const before = {
      message: await signMessageAsSmartAccount({ ...common(), wallet, message }),
      typedData: await signTypedDataAsSmartAccount({ ...common(), wallet, typedData }),
    }
    // ERC-6492: the signature ends with the magic suffix and names the factory's call.
    expect(before.message.endsWith('6492'.repeat(16))).toBe(true)
    expect(await client().verifyMessage({ address, message, signature: before.message })).toBe(true)
    expect(await client().verifyTypedData({ address, ...typedData, signature: before.typedData })).toBe(true)
    expect(await isSmartAccountDeployed({ address, rpcUrl: chain.rpcUrl })).toBe(false)

    await sendSmartAccountCalls({ ...common(), wallet, calls: [{ to: newAddress() }] })
    const after = {
      message: await signMessageAsSmartAccount({ ...common(), wallet, message }),
      typedData: await signTypedDataAsSmartAccount({ ...common(), wallet, typedData }),
    }
    expect(after.message.endsWith('6492'.repeat(16))).toBe(false)
    expect(await client().verifyMessage({ address, message, signature: after.message })).toBe(true)
    expect(await client().verifyTypedData({ address, ...typedData, signature: after.typedData })).toBe(true)
    expect(await isValidSignature(address, hashMessage(message), after.message)).toBe(ERC1271_MAGIC)
    expect(await isValidSignature(address, hashTypedData(typedData), after.typedData)).toBe(ERC1271_MAGIC)
    // The ERC-6492 signatures made before still verify (viem unwraps them; the account exists now).
    expect(await client().verifyMessage({ address, message, signature: before.message })).toBe(true)
  }, 120_000)

  test('behavior: a signature for another message, by another key or unwrapped is refused', async () => {
    const { wallet, address } = await newWallet()
    await sendSmartAccountCalls({ ...common(), wallet, calls: [{ to: newAddress() }] })
    const signature = await signMessageAsSmartAccount({ ...common(), wallet, message: 'one' })
    expect(await client().verifyMessage({ address, message: 'two', signature })).toBe(false)
    expect(await isValidSignature(address, hashMessage('two'), signature)).toBe(ERC1271_INVALID)

    // Another key signs the same ERC-7739 PersonalSign for this account.
    const stranger = await toFoyerSmartAccount({
      client: client(),
      owner: privateKeyToAccount(generatePrivateKey()),
      factory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory,
    })
    const forged = await signAsIfOwner(stranger.owner, address, 'one')
    expect(await isValidSignature(address, hashMessage('one'), forged)).toBe(ERC1271_INVALID)
    expect(await client().verifyMessage({ address, message: 'one', signature: forged })).toBe(false)
    // The owner's own plain personal_sign, without the ERC-7739 wrapping: not accepted either.
    const owner = toWalletOwner(wallet)
    const plain = await owner.signMessage({ message: 'one' })
    expect(await isValidSignature(address, hashMessage('one'), plain)).toBe(ERC1271_INVALID)
    // The same signed by the real owner passes: the forgery failed for its key, not its shape.
    expect(
      await isValidSignature(address, hashMessage('one'), await signAsIfOwner(owner, address, 'one')),
    ).toBe(ERC1271_MAGIC)
  }, 120_000)

  test('behavior: a signature for one account is refused by another account of the same owner (salt 1)', async () => {
    const { wallet, address } = await newWallet()
    await sendSmartAccountCalls({ ...common(), wallet, calls: [{ to: newAddress() }] })
    // The owner's second account, created directly through the factory (anyone may).
    const hash = await funder().writeContract({
      address: DEVNET_ACCOUNT_ABSTRACTION.accountFactory,
      abi: foyerAccountFactoryAbi,
      functionName: 'createAccount',
      args: [wallet.address, 1n],
    })
    await client().waitForTransactionReceipt({ hash })
    const second = await toFoyerSmartAccount({
      client: client(),
      owner: toWalletOwner(wallet),
      factory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory,
      salt: 1n,
    })
    expect(second.address).not.toBe(address)
    expect(await isSmartAccountDeployed({ address: second.address, rpcUrl: chain.rpcUrl })).toBe(true)

    const message = 'for the first account only'
    const signature = await signMessageAsSmartAccount({ ...common(), wallet, message })
    const typed = await signTypedDataAsSmartAccount({ ...common(), wallet, typedData })
    expect(await isValidSignature(address, hashMessage(message), signature)).toBe(ERC1271_MAGIC)
    expect(await isValidSignature(second.address, hashMessage(message), signature)).toBe(ERC1271_INVALID)
    expect(await isValidSignature(second.address, hashTypedData(typedData), typed)).toBe(ERC1271_INVALID)
    expect(await client().verifyMessage({ address: second.address, message, signature })).toBe(false)
    // And the other way round.
    const secondSignature = await second.signMessage({ message })
    expect(await isValidSignature(second.address, hashMessage(message), secondSignature)).toBe(ERC1271_MAGIC)
    expect(await isValidSignature(address, hashMessage(message), secondSignature)).toBe(ERC1271_INVALID)
  }, 120_000)
})
