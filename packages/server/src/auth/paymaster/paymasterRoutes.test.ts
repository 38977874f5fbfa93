import { getFreePort, type MailCatcher, type RunningChain, startChain, startMailCatcher } from '@foyer/devnet'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  deployAccountAbstraction,
  type PaymasterService,
  type RunningBundler,
  startBundler,
  startPaymasterService,
  toSimpleAccount,
} from '@foyer/devnet/aa'
import { type Address, createPublicClient, custom, defineChain, type Hex, http } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Address,
  entryPoint08Address,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AuthTestbed, startAuthTestbed } from '../test/startAuthTestbed.js'

// One chain, its ERC-4337 contracts and the devnet's real paymaster service for the file. The route is
// factory-agnostic (getAddress / createAccount of issue #29's interface): SimpleAccountFactory v0.8 has it.
const FACTORY = DEVNET_ACCOUNT_ABSTRACTION.simpleAccountFactory
const CHAIN_ID = 31337
/** Configured with a paymaster the devnet's service does not sponsor on: its refusal is relayed. */
const FOREIGN_CHAIN_ID = 31338
/** Smart accounts without a paymaster: nothing to sponsor. */
const UNSPONSORED_CHAIN_ID = 31339
/** A paymaster service that is down. */
const DOWN_CHAIN_ID = 31340
const LIMIT = 3

let catcher: MailCatcher
let chain: RunningChain
let service: PaymasterService
let bundler: RunningBundler
let bed: AuthTestbed

beforeAll(async () => {
  ;[catcher, chain] = await Promise.all([startMailCatcher(), startChain({ chainId: CHAIN_ID })])
  await deployAccountAbstraction({ rpcUrl: chain.rpcUrl, chainId: CHAIN_ID })
  ;[service, bundler] = await Promise.all([
    startPaymasterService({ chains: [{ chainId: CHAIN_ID, rpcUrl: chain.rpcUrl }] }),
    startBundler({ rpcUrl: chain.rpcUrl, chainId: CHAIN_ID }),
  ])
  const closedPort = await getFreePort()
  const entry = (chainId: number, smartAccounts: Record<string, unknown>) => ({
    caipNetworkId: `eip155:${chainId}`,
    name: `Chain ${chainId}`,
    // Every entry reads the one chain: the factory's getAddress does not depend on the chain id.
    rpcUrl: chain.rpcUrl,
    smartAccounts: { bundlerUrl: 'http://127.0.0.1:4337', factory: FACTORY, ...smartAccounts },
  })
  bed = await startAuthTestbed({
    kind: 'pglite',
    catcher,
    chains: [
      entry(CHAIN_ID, { paymasterUrl: service.url, sponsorship: { maxOperationsPerHour: LIMIT } }),
      entry(FOREIGN_CHAIN_ID, { paymasterUrl: service.url }),
      entry(UNSPONSORED_CHAIN_ID, {}),
      entry(DOWN_CHAIN_ID, { paymasterUrl: `http://127.0.0.1:${closedPort}` }),
    ],
  })
}, 120_000)
afterAll(async () => {
  await bed?.stop()
  await service?.stop()
  await bundler?.stop()
  await chain?.stop()
  await catcher?.stop()
})

const client = () =>
  createPublicClient({
    chain: defineChain({
      id: CHAIN_ID,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })

interface User {
  token: string
  device: string
  /** The wallet's EOA: the smart account's owner. */
  owner: Address
  ownerAccount: PrivateKeyAccount
  /** Its smart account (the factory's account of (owner, 0)) and the factory call that deploys it. */
  account: Address
  factoryData: Hex
}

let users = 0
/** A new account of the email login, with a wallet (a fresh EOA) stored from its verified device. */
async function newUser(): Promise<User> {
  const email = `aa-${++users}@example.com`
  const device = `device-aa-${users}-0123456789`
  await bed.call('POST', '/email/otp', { body: { email, deviceId: device } })
  const otp = await bed.codeFor(email)
  const verified = await bed.call('POST', '/email/verify', { body: { email, deviceId: device, otp } })
  const token = (verified.body as { sessionToken: string }).sessionToken
  const owner = privateKeyToAccount(generatePrivateKey())
  const saved = await bed.call('PUT', '/wallet', {
    token,
    device,
    body: {
      address: owner.address,
      authShare: Buffer.alloc(33, 1).toString('base64'),
      recoveryShare: Buffer.from('sealed recovery share').toString('base64'),
      recovery: {
        salt: Buffer.alloc(16, 7).toString('base64'),
        kdf: { memoryKiB: 65536, passes: 3, parallelism: 1 },
        verifier: Buffer.alloc(32, 9).toString('base64'),
      },
    },
  })
  expect(saved.status).toBe(204)
  const smartAccount = await toSimpleAccount({ client: client(), owner })
  const { factoryData } = await smartAccount.getFactoryArgs()
  return {
    token,
    device,
    owner: owner.address,
    ownerAccount: owner,
    account: await smartAccount.getAddress(),
    factoryData: factoryData!,
  }
}

/** A user operation in its JSON-RPC form, before the paymaster fields. */
const userOperation = (sender: Address, fields: Record<string, unknown> = {}) => ({
  sender,
  nonce: '0x0',
  callData: '0x',
  callGasLimit: '0x10000',
  verificationGasLimit: '0x60000',
  preVerificationGas: '0x10000',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x3b9aca00',
  signature: '0x',
  ...fields,
})
const chainHex = (chainId: number) => `0x${chainId.toString(16)}`
const request = (method: string, params: unknown, id: number | string = 7) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})
const sponsor = (
  user: Pick<User, 'token' | 'device'> | undefined,
  body: unknown,
  { chainId = String(CHAIN_ID), raw }: { chainId?: string; raw?: string } = {},
) =>
  bed.call('POST', `/paymaster/${chainId}`, {
    ...(raw === undefined ? { body } : { raw }),
    ...(user ? { token: user.token, device: user.device } : {}),
  })
const ownOperation = (user: User, method = 'pm_getPaymasterData', fields: Record<string, unknown> = {}) =>
  request(method, [userOperation(user.account, fields), entryPoint08Address, chainHex(CHAIN_ID), {}])

describe('POST /auth/v1/paymaster/:chainId', () => {
  test('default: stub data, then signed data, for the session’s own account (deploying it, then deployed)', async () => {
    const user = await newUser()
    const deploying = { factory: FACTORY, factoryData: user.factoryData }
    const stub = await sponsor(user, ownOperation(user, 'pm_getPaymasterStubData', deploying))
    expect(stub).toMatchObject({
      status: 200,
      body: {
        jsonrpc: '2.0',
        id: 7,
        result: {
          paymaster: DEVNET_ACCOUNT_ABSTRACTION.paymaster,
          paymasterData: expect.stringMatching(/^0x[0-9a-f]+$/),
          paymasterVerificationGasLimit: expect.stringMatching(/^0x/),
          paymasterPostOpGasLimit: '0x0',
          isFinal: false,
        },
      },
    })
    const signed = await sponsor(user, ownOperation(user, 'pm_getPaymasterData', deploying))
    expect(signed).toMatchObject({
      status: 200,
      body: { jsonrpc: '2.0', id: 7, result: { paymaster: DEVNET_ACCOUNT_ABSTRACTION.paymaster } },
    })
    const data = (signed.body.result as { paymasterData: Hex }).paymasterData
    expect(data).not.toBe((stub.body.result as { paymasterData: Hex }).paymasterData)
    // The validity window and the signer's 65-byte signature.
    expect(data.length).toBeGreaterThan(2 + 2 * 65)

    // Once deployed, an operation carries no factory.
    const later = await sponsor(
      user,
      ownOperation(user, 'pm_getPaymasterData', { factory: null, nonce: '0x1' }),
    )
    expect(later.status).toBe(200)
    expect(later.body.result).toMatchObject({ paymaster: DEVNET_ACCOUNT_ABSTRACTION.paymaster })
  })

  test('error: no session, a wrong device, or no wallet yet: refused before anything is read', async () => {
    const user = await newUser()
    const body = ownOperation(user)
    const none = await sponsor(undefined, body)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    expect(none.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: 4100,
        message: 'Sign in again: the session is missing, expired or revoked',
        data: { code: 'SESSION_INVALID' },
      },
    })
    const forged = await sponsor({ token: 'A'.repeat(43), device: user.device }, body)
    expect(forged).toMatchObject({ status: 401, body: { error: { data: { code: 'SESSION_INVALID' } } } })
    const otherDevice = await sponsor({ token: user.token, device: 'device-someone-else-0123' }, body)
    expect(otherDevice).toMatchObject({
      status: 403,
      body: { error: { code: 4100, data: { code: 'DEVICE_MISMATCH' } } },
    })
    // Garbage from a stranger is still a session refusal: the session comes first.
    const garbage = await sponsor(undefined, undefined, { raw: '{not json' })
    expect(garbage.status).toBe(401)

    const email = `aa-nowallet-${++users}@example.com`
    const device = `device-aa-nowallet-${users}`
    await bed.call('POST', '/email/otp', { body: { email, deviceId: device } })
    const otp = await bed.codeFor(email)
    const verified = await bed.call('POST', '/email/verify', { body: { email, deviceId: device, otp } })
    const walletless = await sponsor(
      { token: (verified.body as { sessionToken: string }).sessionToken, device },
      body,
    )
    expect(walletless).toMatchObject({
      status: 404,
      body: {
        error: { code: 4100, message: 'This account has no wallet yet', data: { code: 'WALLET_NOT_FOUND' } },
      },
    })
  })

  test('error: another sender, or a factory call that deploys another account', async () => {
    const [user, other] = await Promise.all([newUser(), newUser()])
    const stolen = await sponsor(user, ownOperation(other))
    expect(stolen.status).toBe(403)
    expect(stolen.body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: 4100,
        message: `The sender ${other.account} is not this account's smart account ${user.account}: only its own operations are sponsored`,
        data: { code: 'PAYMASTER_SENDER_MISMATCH' },
      },
    })
    const otherOwner = await sponsor(
      user,
      ownOperation(user, 'pm_getPaymasterStubData', { factory: FACTORY, factoryData: other.factoryData }),
    )
    expect(otherOwner).toMatchObject({
      status: 403,
      body: { error: { code: 4100, data: { code: 'PAYMASTER_FACTORY_MISMATCH' } } },
    })
    expect(otherOwner.body.error).toMatchObject({
      message: `The factory and factoryData must create this account's smart account: ${FACTORY}'s createAccount(owner, 0)`,
    })
    const otherFactory = await sponsor(
      user,
      ownOperation(user, 'pm_getPaymasterData', {
        factory: DEVNET_ACCOUNT_ABSTRACTION.paymaster,
        factoryData: user.factoryData,
      }),
    )
    expect(otherFactory).toMatchObject({
      status: 403,
      body: { error: { data: { code: 'PAYMASTER_FACTORY_MISMATCH' } } },
    })
    const noFactory = await sponsor(
      user,
      ownOperation(user, 'pm_getPaymasterData', { factoryData: user.factoryData }),
    )
    expect(noFactory).toMatchObject({
      status: 400,
      body: {
        error: { code: -32602, message: 'Invalid params: params.0.factoryData: is set without a factory' },
      },
    })
  })

  test('error: another entry point, or a chain that is not the path’s or not sponsored', async () => {
    const user = await newUser()
    const op = userOperation(user.account)
    const v07 = await sponsor(
      user,
      request('pm_getPaymasterData', [op, entryPoint07Address, chainHex(CHAIN_ID)]),
    )
    expect(v07).toMatchObject({
      status: 400,
      body: {
        error: {
          code: -32602,
          message: `Entry point ${entryPoint07Address} is not supported: only EntryPoint v0.8 (${entryPoint08Address})`,
          data: { code: 'PAYMASTER_ENTRY_POINT' },
        },
      },
    })
    const mismatch = await sponsor(
      user,
      request('pm_getPaymasterData', [op, entryPoint08Address, chainHex(1)]),
    )
    expect(mismatch).toMatchObject({
      status: 400,
      body: {
        error: { code: -32602, message: 'The chain id 0x1 of the params is not chain 31337 of the path' },
      },
    })
    for (const chainId of [UNSPONSORED_CHAIN_ID, 1]) {
      const unsponsored = await sponsor(
        user,
        request('pm_getPaymasterData', [op, entryPoint08Address, chainHex(chainId)]),
        {
          chainId: String(chainId),
        },
      )
      expect(unsponsored).toMatchObject({
        status: 404,
        body: {
          error: {
            code: -32602,
            message: `Chain ${chainId} has no sponsored smart accounts on this server`,
            data: { code: 'PAYMASTER_CHAIN_NOT_SPONSORED' },
          },
        },
      })
    }
    const notANumber = await sponsor(user, ownOperation(user), { chainId: 'eip155:31337' })
    expect(notANumber).toMatchObject({
      status: 404,
      body: { error: { data: { code: 'PAYMASTER_CHAIN_NOT_SPONSORED' } } },
    })
  })

  test('behavior: signed sponsorships are counted per user and hour; stubs are not', async () => {
    const [user, neighbour] = await Promise.all([newUser(), newUser()])
    for (let i = 0; i < LIMIT; i++) expect((await sponsor(user, ownOperation(user))).status).toBe(200)
    const over = await sponsor(user, ownOperation(user))
    const secondsLeft = 3600 - (Math.floor(bed.clock.now / 1000) % 3600)
    expect(over.status).toBe(429)
    expect(over.headers.get('retry-after')).toBe(String(secondsLeft))
    expect(over.body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32005,
        message: `This account has used its ${LIMIT} sponsored operations of the hour on chain ${CHAIN_ID}; try again in ${secondsLeft} seconds`,
        data: { code: 'PAYMASTER_RATE_LIMITED' },
      },
    })
    // Gas estimation goes on; another account has its own count.
    expect((await sponsor(user, ownOperation(user, 'pm_getPaymasterStubData'))).status).toBe(200)
    expect((await sponsor(neighbour, ownOperation(neighbour))).status).toBe(200)
    // Refused requests are not counted: the session and the sender are checked first.
    bed.clock.now += secondsLeft * 1000
    expect((await sponsor(user, ownOperation(user))).status).toBe(200)
  })

  test('error: a body that is not one ERC-7677 request', async () => {
    const user = await newUser()
    const cases: [string | undefined, unknown, number, number, string][] = [
      ['{"jsonrpc":', undefined, 400, -32700, 'Parse error: the body must be one JSON-RPC 2.0 request'],
      [undefined, [ownOperation(user)], 400, -32600, 'Invalid request: send one request, not a batch'],
      [
        undefined,
        { id: 1, method: 'pm_getPaymasterData', params: [] },
        400,
        -32600,
        'Invalid request: jsonrpc: Invalid input: expected "2.0"',
      ],
      [
        undefined,
        request('eth_sendUserOperation', []),
        400,
        -32601,
        'Method eth_sendUserOperation is not served here: only pm_getPaymasterStubData and pm_getPaymasterData',
      ],
      [
        undefined,
        request('pm_getPaymasterData', undefined),
        400,
        -32602,
        'Invalid params: params: Invalid input: expected tuple, received undefined',
      ],
      [
        undefined,
        request('pm_getPaymasterData', [
          { ...userOperation(user.account), sender: 'me' },
          entryPoint08Address,
          chainHex(CHAIN_ID),
        ]),
        400,
        -32602,
        'Invalid params: params.0.sender: must be a 0x-prefixed 20-byte hex address',
      ],
      [
        undefined,
        request('pm_getPaymasterData', [userOperation(user.account), entryPoint08Address, 31337]),
        400,
        -32602,
        'Invalid params: params.2: Invalid input: expected string, received number',
      ],
    ]
    for (const [raw, body, status, code, message] of cases) {
      const answer = await sponsor(user, body, raw === undefined ? {} : { raw })
      expect({
        status: answer.status,
        code: (answer.body.error as { code: number }).code,
        message: (answer.body.error as { message: string }).message,
      }).toEqual({ status, code, message })
    }
  })

  test('error: what refuses a request before the route (another origin, a body over the limit) answers JSON-RPC too', async () => {
    const user = await newUser()
    const foreign = await bed.call('POST', `/paymaster/${CHAIN_ID}`, {
      body: ownOperation(user),
      token: user.token,
      device: user.device,
      origin: 'https://elsewhere.example',
    })
    expect(foreign.status).toBe(403)
    expect(foreign.body).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { code: 4100, message: expect.any(String), data: { code: expect.any(String) } },
    })
    const large = await sponsor(user, undefined, { raw: JSON.stringify({ padding: 'x'.repeat(20_000) }) })
    expect(large.status).toBe(413)
    expect(large.body).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: expect.any(String), data: { code: expect.any(String) } },
    })
  })

  test('behavior: the paymaster service’s own refusal is relayed; a service that is down is a 502', async () => {
    const user = await newUser()
    const foreign = request(
      'pm_getPaymasterData',
      [userOperation(user.account), entryPoint08Address, chainHex(FOREIGN_CHAIN_ID)],
      'abc',
    )
    const refused = await sponsor(user, foreign, { chainId: String(FOREIGN_CHAIN_ID) })
    expect(refused).toMatchObject({
      status: 200,
      body: {
        jsonrpc: '2.0',
        id: 'abc',
        error: {
          code: -32602,
          message: expect.stringContaining(`chain ${FOREIGN_CHAIN_ID} is not sponsored`),
        },
      },
    })
    const down = request('pm_getPaymasterStubData', [
      userOperation(user.account),
      entryPoint08Address,
      chainHex(DOWN_CHAIN_ID),
    ])
    const unavailable = await sponsor(user, down, { chainId: String(DOWN_CHAIN_ID) })
    expect(unavailable).toMatchObject({
      status: 502,
      body: {
        jsonrpc: '2.0',
        id: 7,
        error: {
          code: -32603,
          message: `The paymaster service of chain ${DOWN_CHAIN_ID} did not answer; try again`,
          data: { code: 'PAYMASTER_UNAVAILABLE' },
        },
      },
    })
  })

  test('behavior: a real bundler takes a user operation the proxy sponsored; the account pays nothing', async () => {
    const user = await newUser()
    // viem's paymaster client, its requests sent to the route with the session's headers.
    const throughProxy = custom({
      async request({ method, params }) {
        const answer = await sponsor(user, { jsonrpc: '2.0', id: 1, method, params })
        if (answer.body.error) throw new Error(JSON.stringify(answer.body.error))
        return answer.body.result
      },
    })
    const account = await toSimpleAccount({ client: client(), owner: user.ownerAccount })
    const bundlerClient = createBundlerClient({
      account,
      client: client(),
      transport: http(bundler.url, { retryCount: 0 }),
      paymaster: createPaymasterClient({ transport: throughProxy }),
      pollingInterval: 50,
    })
    const hash = await bundlerClient.sendUserOperation({
      calls: [{ to: privateKeyToAccount(generatePrivateKey()).address, value: 0n, data: '0x' }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(user.account)
    expect(receipt.paymaster).toBe(DEVNET_ACCOUNT_ABSTRACTION.paymaster)
    expect(await client().getBalance({ address: user.account })).toBe(0n)
  }, 60_000)
})
