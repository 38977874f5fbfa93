// The frame's smart account against a real Hardhat chain with the ERC-4337 contracts and Pimlico's alto
// (one of each for the file: alto takes seconds to start). The login is the fake auth API's; the gas is
// the account's own (ETH sent to it), not the server's paymaster. viem's verifiers are the outside
// reference for the signatures (ERC-6492 before the account exists, ERC-1271 after).
import { devAccounts, type RunningChain, startChain } from '@foyer/devnet'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  deployAccountAbstraction,
  foyerAccountFactoryAbi,
  type RunningBundler,
  startBundler,
} from '@foyer/devnet/aa'
import type { FrameReply } from '@foyer/protocol'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createMemoryDeviceStore } from './deviceStore.js'
import { type Frame, startFrame } from './frame.js'
import { FAKE_OTP, type FakeAuthApi, startFakeAuthApi } from './test/fakeAuthApi.js'
import { createFakePerson } from './test/fakePrompts.js'
import { createFakeWindow, PAGE_ORIGIN } from './test/fakeWindow.js'

const CHAIN_ID = 31337

let chain: RunningChain
let bundler: RunningBundler
let auth: FakeAuthApi
let frame: Frame | undefined

const devnet = () =>
  defineChain({
    id: CHAIN_ID,
    name: 'Foyer Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
const client = () =>
  createPublicClient({ chain: devnet(), transport: http(chain.rpcUrl), pollingInterval: 50 })
const fund = async (to: Address, value: bigint) => {
  const funder = createWalletClient({
    account: privateKeyToAccount(devAccounts[4]!.privateKey),
    chain: devnet(),
    transport: http(chain.rpcUrl),
  })
  await client().waitForTransactionReceipt({ hash: await funder.sendTransaction({ to, value }) })
}

beforeAll(async () => {
  ;[chain, auth] = await Promise.all([startChain({ chainId: CHAIN_ID }), startFakeAuthApi()])
  await deployAccountAbstraction(chain)
  bundler = await startBundler({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })
}, 180_000)

afterAll(async () => {
  frame?.stop()
  await Promise.all([bundler?.stop(), auth?.close()])
  await chain?.stop()
})

function payloadOf(reply: FrameReply): unknown {
  return 'payload' in reply ? reply.payload : undefined
}

test('default: the smart account is the user, signs before and after it exists, and sends ETH', async () => {
  const page = createFakeWindow()
  const { person, prompts } = createFakePerson()
  frame = startFrame({
    window: page.window,
    allowedOrigins: [PAGE_ORIGIN],
    apiUrl: auth.url,
    rpcUrls: { [CHAIN_ID]: chain.rpcUrl },
    networks: { [CHAIN_ID]: { name: 'Foyer Local', symbol: 'ETH', decimals: 18 } },
    smartAccounts: {
      [CHAIN_ID]: {
        bundlerUrl: bundler.url,
        factory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory,
        sponsored: false,
      },
    },
    chainId: CHAIN_ID,
    store: createMemoryDeviceStore(),
    kdfMemoryKiB: 1_000,
    requestTimeoutMs: 30_000,
    promptTimeoutMs: 120_000,
    prompts,
    logger: { warn: () => undefined, info: () => undefined },
  })
  await page.request('@w3m-app/CONNECT_EMAIL', { email: 'smart@example.com' })
  await page.request('@w3m-app/CONNECT_OTP', { otp: FAKE_OTP })
  person.passwords.push('correct horse battery staple')
  await page.request('@w3m-app/SET_RECOVERY_PASSWORD')
  const eoa = auth.users.get('smart@example.com')?.wallet?.address as Address
  const smart = await client().readContract({
    address: DEVNET_ACCOUNT_ABSTRACTION.accountFactory,
    abi: foyerAccountFactoryAbi,
    functionName: 'getAddress',
    args: [eoa, 0n],
  })

  expect(
    payloadOf(await page.request('@w3m-app/GET_USER', { preferredAccountType: 'smartAccount' })),
  ).toMatchObject({
    address: smart,
    chainId: CHAIN_ID,
    smartAccountDeployed: false,
    accounts: [
      { address: smart, type: 'smartAccount' },
      { address: eoa, type: 'eoa' },
    ],
    preferredAccountType: 'smartAccount',
  })

  const sign = async (message: string) => {
    const reply = await page.request('@w3m-app/RPC_REQUEST', {
      method: 'personal_sign',
      params: [message, smart],
    })
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    return payloadOf(reply) as Hex
  }
  // Before the account exists: ERC-6492 (the factory call wrapped around it).
  const early = await sign('before deployment')
  expect(
    await client().verifyMessage({ address: smart, message: 'before deployment', signature: early }),
  ).toBe(true)
  expect(await client().verifyMessage({ address: eoa, message: 'before deployment', signature: early })).toBe(
    false,
  )

  // Its first user operation creates it; the gas is paid from its own ETH.
  await fund(smart, parseEther('1'))
  const to = privateKeyToAccount(generatePrivateKey()).address
  const sent = await page.request('@w3m-app/RPC_REQUEST', {
    method: 'eth_sendTransaction',
    params: [{ from: smart, to, value: `0x${parseEther('0.1').toString(16)}` }],
  })
  expect(sent.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
  const receipt = await client().getTransactionReceipt({ hash: payloadOf(sent) as Hex })
  expect(receipt.status).toBe('success')
  expect(await client().getBalance({ address: to })).toBe(parseEther('0.1'))
  expect(await client().getBalance({ address: smart })).toBeLessThan(parseEther('0.9'))
  expect(person.consents.at(-1)?.request).toMatchObject({
    kind: 'transaction',
    account: smart,
    smartAccount: true,
    sponsored: false,
  })

  expect(payloadOf(await page.request('@w3m-app/GET_USER'))).toMatchObject({
    address: smart,
    smartAccountDeployed: true,
  })
  expect(payloadOf(await page.request('@w3m-app/INIT_SMART_ACCOUNT'))).toEqual({
    address: smart,
    isDeployed: true,
  })
  // After: the account's own ERC-1271 answer.
  const late = await sign('after deployment')
  expect(await client().verifyMessage({ address: smart, message: 'after deployment', signature: late })).toBe(
    true,
  )

  // More than it holds: the bundler refuses the user operation, with a code, and nothing moves.
  const refused = await page.request('@w3m-app/RPC_REQUEST', {
    method: 'eth_sendTransaction',
    params: [{ from: smart, to, value: `0x${parseEther('50').toString(16)}` }],
  })
  expect(refused).toMatchObject({
    type: '@w3m-frame/RPC_REQUEST_ERROR',
    payload: { code: 'USER_OPERATION_FAILED' },
  })
  expect(await client().getBalance({ address: to })).toBe(parseEther('0.1'))

  // The EOA on request: it answers and signs as itself.
  expect(payloadOf(await page.request('@w3m-app/SET_PREFERRED_ACCOUNT', { type: 'eoa' }))).toEqual({
    type: 'eoa',
    address: eoa,
  })
  const eoaSignature = payloadOf(
    await page.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', eoa] }),
  ) as Hex
  expect(await client().verifyMessage({ address: eoa, message: 'hi', signature: eoaSignature })).toBe(true)
}, 180_000)
