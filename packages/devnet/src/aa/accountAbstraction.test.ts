import { existsSync, readFileSync } from 'node:fs'
import {
  type Address,
  BaseError,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
  RpcRequestError,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  entryPoint08Address,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningChain, startChain } from '../chain/startChain.js'
import { hardhatAccounts } from '../deploy/hardhatAccounts.js'
import { aaDevAccounts } from './aaAccounts.js'
import { foyerAccountAbi, foyerAccountFactoryAbi } from './contracts/foyerAccount.js'
import { devnetVerifyingPaymasterAbi } from './contracts/verifyingPaymaster.js'
import { type DeployedAccountAbstraction, deployAccountAbstraction } from './deployAccountAbstraction.js'
import { getPaymasterHash } from './getPaymasterHash.js'
import { SPONSORSHIP_REFUSED } from './handlePaymasterRequest.js'
import { type RunningBundler, startBundler } from './startBundler.js'
import { type PaymasterService, startPaymasterService } from './startPaymasterService.js'
import { simpleAccountAbi, toSimpleAccount } from './toSimpleAccount.js'

// One chain, one bundler and one paymaster service for the whole file: alto takes seconds to start.
let chain: RunningChain
let deployed: DeployedAccountAbstraction
let bundler: RunningBundler
let paymasterService: PaymasterService
/** Senders the paymaster's policy refuses (its one rule, for the policy test). */
const refused = new Set<string>()

const devnet = () =>
  defineChain({
    id: 31337,
    name: 'Foyer Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
const client = () =>
  createPublicClient({ chain: devnet(), transport: http(chain.rpcUrl), pollingInterval: 50 })
const funder = () =>
  createWalletClient({
    account: privateKeyToAccount(hardhatAccounts[3].privateKey),
    chain: devnet(),
    transport: http(chain.rpcUrl),
  })

/** A SimpleAccount of a new owner, and a bundler client for it (sponsored by the paymaster if asked). */
async function newAccount({ sponsored = false } = {}) {
  const account = await toSimpleAccount({
    client: client(),
    owner: privateKeyToAccount(generatePrivateKey()),
  })
  const bundlerClient = createBundlerClient({
    account,
    client: client(),
    transport: http(bundler.url, { retryCount: 0 }),
    pollingInterval: 50,
    paymaster: sponsored
      ? createPaymasterClient({ transport: http(paymasterService.url, { retryCount: 0 }) })
      : undefined,
  })
  return { account, address: await account.getAddress(), bundlerClient }
}

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address
const depositOf = (address: Address) =>
  client().readContract({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'balanceOf',
    args: [address],
  })

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 })
  deployed = await deployAccountAbstraction(chain)
  ;[bundler, paymasterService] = await Promise.all([
    startBundler({ rpcUrl: chain.rpcUrl, chainId: chain.chainId }),
    startPaymasterService({
      chains: [chain],
      policy: ({ userOperation }) =>
        refused.has(userOperation.sender)
          ? { sponsor: false, reason: 'this sender is not sponsored' }
          : { sponsor: true },
    }),
  ])
}, 180_000)

afterAll(async () => {
  await Promise.all([bundler?.stop(), paymasterService?.stop()])
  await chain?.stop()
})

describe('deployAccountAbstraction', () => {
  test('default: the EntryPoint and the factory at their canonical v0.8 addresses, the paymaster funded', async () => {
    expect(deployed).toMatchInlineSnapshot(`
      {
        "accountFactory": "0xe9747fD8fA99f1a9240514DBf7A444729192f2C4",
        "accountImplementation": "0xB0f9d695adC180740Cf1c5AEDeaaEE7bBA5D0e33",
        "chainId": 31337,
        "deterministicDeployer": "0x4e59b44847b379578588920ca78fbf26c0b4956c",
        "entryPoint": "0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108",
        "entryPointVersion": "0.8",
        "paymaster": "0xB6dD116bFeF53F158Bf2070EC22Cc9FA2767A961",
        "paymasterDeposit": 100000000000000000000n,
        "paymasterSigner": "0x2546BcD3c84621e976D8185a91A922aE77ECEc30",
        "simpleAccountFactory": "0x13E9ed32155810FDbd067D4522C492D6f68E5944",
      }
    `)
    expect(deployed.entryPoint).toBe(entryPoint08Address)
    const read = (functionName: 'verifyingSigner' | 'owner' | 'entryPoint') =>
      client().readContract({ address: deployed.paymaster, abi: devnetVerifyingPaymasterAbi, functionName })
    expect(await Promise.all([read('verifyingSigner'), read('owner'), read('entryPoint')])).toEqual([
      aaDevAccounts.paymasterSigner.address,
      aaDevAccounts.deployer.address,
      entryPoint08Address,
    ])
  })

  test('behavior: idempotent — a second call sends nothing and answers the same', async () => {
    const nonce = await client().getTransactionCount({ address: aaDevAccounts.deployer.address })
    expect(await deployAccountAbstraction(chain)).toEqual({
      ...deployed,
      paymasterDeposit: await depositOf(deployed.paymaster),
    })
    expect(await client().getTransactionCount({ address: aaDevAccounts.deployer.address })).toBe(nonce)
  })
})

describe('user operations through the bundler', () => {
  test('behavior: a counterfactual account deploys itself and sends ETH', async () => {
    const { account, address, bundlerClient } = await newAccount()
    expect(await client().getCode({ address })).toBeUndefined()
    await client().waitForTransactionReceipt({
      hash: await funder().sendTransaction({ to: address, value: parseEther('1') }),
    })
    const to = newAddress()
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to, value: parseEther('0.25') }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(address)
    expect(await client().getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.25'))
    // The account paid its own gas: less than 1 - 0.25 ETH left.
    expect(await client().getBalance({ address })).toBeLessThan(parseEther('0.75'))
    expect(await client().readContract({ address, abi: simpleAccountAbi, functionName: 'owner' })).toBe(
      account.owner.address,
    )

    // A second one, now that the account exists: two calls in one operation (executeBatch).
    const other = newAddress()
    const second = await bundlerClient.sendUserOperation({
      calls: [
        { to, value: parseEther('0.1') },
        { to: other, value: parseEther('0.1') },
      ],
    })
    expect((await bundlerClient.waitForUserOperationReceipt({ hash: second })).success).toBe(true)
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.35'))
    expect(await client().getBalance({ address: other })).toBe(parseEther('0.1'))
  }, 60_000)

  test('behavior: sponsored — the account holds no ETH and the paymaster pays', async () => {
    const { address, bundlerClient } = await newAccount({ sponsored: true })
    const before = await depositOf(deployed.paymaster)
    const to = newAddress()
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to, value: 0n, data: '0x' }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(deployed.paymaster)
    expect(await client().getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await client().getBalance({ address })).toBe(0n)
    expect(before - (await depositOf(deployed.paymaster))).toBe(receipt.actualGasCost)
  }, 60_000)

  test('behavior: a user operation signed by another key is refused by the bundler', async () => {
    const { account, address, bundlerClient } = await newAccount()
    await client().waitForTransactionReceipt({
      hash: await funder().sendTransaction({ to: address, value: parseEther('1') }),
    })
    const prepared = await bundlerClient.prepareUserOperation({ calls: [{ to: newAddress(), value: 1n }] })
    const impostor = await toSimpleAccount({
      client: client(),
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    // The impostor signs the same operation (same sender, nonce and gas) with its own key.
    const signature = await impostor.signUserOperation(prepared as UserOperation<'0.8'>)
    expect(signature).not.toBe(await account.signUserOperation(prepared))
    const error = await bundlerClient.sendUserOperation({ ...prepared, signature }).then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).details).toMatch(/AA24 signature error/)
    expect(await client().getCode({ address })).toBeUndefined()
  }, 60_000)

  test('behavior: paymaster data signed by another key is refused by the bundler (the paymaster validates)', async () => {
    const { account, address, bundlerClient } = await newAccount({ sponsored: true })
    const prepared = await bundlerClient.prepareUserOperation({ calls: [{ to: newAddress(), value: 0n }] })
    // Same validity window, signed by a stranger instead of the paymaster's signer.
    const window = prepared.paymasterData!.slice(0, 2 + 128)
    const hash = getPaymasterHash({
      userOperation: prepared,
      chainId: 31337,
      paymaster: deployed.paymaster,
      validUntil: Number(BigInt(`0x${window.slice(2, 66)}`)),
      validAfter: 0,
    })
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged: typeof prepared = {
      ...prepared,
      paymasterData: `${window}${(await stranger.signMessage({ message: { raw: hash } })).slice(2)}` as Hex,
    }
    const signature = await account.signUserOperation(forged as UserOperation<'0.8'>)
    const error = await bundlerClient.sendUserOperation({ ...forged, signature }).then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).details).toMatch(/AA34 signature error/)
    expect(await client().getCode({ address })).toBeUndefined()
  }, 60_000)

  test("behavior: the off-chain paymaster hash is the contract's getHash", async () => {
    const { bundlerClient } = await newAccount({ sponsored: true })
    const prepared = await bundlerClient.prepareUserOperation({ calls: [{ to: newAddress(), value: 0n }] })
    const packed = toPackedUserOperation(prepared)
    const onChain = await client().readContract({
      address: deployed.paymaster,
      abi: devnetVerifyingPaymasterAbi,
      functionName: 'getHash',
      args: [packed, 123, 45],
    })
    expect(
      getPaymasterHash({
        userOperation: prepared,
        chainId: 31337,
        paymaster: deployed.paymaster,
        validUntil: 123,
        validAfter: 45,
      }),
    ).toBe(onChain)
  }, 60_000)

  test('behavior: the paymaster refuses to sign for an operation outside its policy', async () => {
    const { address, bundlerClient } = await newAccount({ sponsored: true })
    refused.add(address)
    const error = await bundlerClient.sendUserOperation({ calls: [{ to: newAddress(), value: 0n }] }).then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(BaseError)
    const rpcError = (error as BaseError).walk((cause) => cause instanceof RpcRequestError) as RpcRequestError
    expect(rpcError.code).toBe(SPONSORSHIP_REFUSED)
    expect(rpcError.details).toBe(
      'The paymaster does not sponsor this user operation: this sender is not sponsored',
    )
    expect(await client().getCode({ address })).toBeUndefined()
  }, 60_000)
})

describe('FoyerAccountFactory', () => {
  const factory = () => deployed.accountFactory
  const revertsWith = async (promise: Promise<unknown>, pattern: RegExp) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).message).toMatch(pattern)
  }

  test('behavior: createAccount clones the implementation at getAddress, for the owner, once', async () => {
    const owner = newAddress()
    const read = (salt: bigint) =>
      client().readContract({
        address: factory(),
        abi: foyerAccountFactoryAbi,
        functionName: 'getAddress',
        args: [owner, salt],
      })
    const [address, other] = await Promise.all([read(0n), read(1n)])
    expect(address).not.toBe(other)
    const create = async () =>
      client().waitForTransactionReceipt({
        hash: await funder().writeContract({
          address: factory(),
          abi: foyerAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner, 0n],
        }),
      })
    await create()
    expect(await client().readContract({ address, abi: foyerAccountAbi, functionName: 'signer' })).toBe(owner)
    expect(await client().readContract({ address, abi: foyerAccountAbi, functionName: 'entryPoint' })).toBe(
      entryPoint08Address,
    )
    const code = await client().getCode({ address })
    // ERC-1167: a 45-byte proxy to the implementation.
    expect(code?.toLowerCase()).toContain(deployed.accountImplementation.slice(2).toLowerCase())
    // Idempotent: a second call answers the same account and leaves it as it was.
    expect(
      (
        await client().simulateContract({
          address: factory(),
          abi: foyerAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner, 0n],
        })
      ).result,
    ).toBe(address)
    expect((await create()).status).toBe('success')
    expect(await client().getCode({ address })).toBe(code)
    expect(await client().getCode({ address: other })).toBeUndefined()
  })

  test('behavior: neither the implementation nor an account can be initialised again', async () => {
    const owner = newAddress()
    const address = await client().readContract({
      address: factory(),
      abi: foyerAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner, 0n],
    })
    await client().waitForTransactionReceipt({
      hash: await funder().writeContract({
        address: factory(),
        abi: foyerAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner, 0n],
      }),
    })
    for (const target of [deployed.accountImplementation, address]) {
      await revertsWith(
        client().simulateContract({
          account: funder().account,
          address: target,
          abi: foyerAccountAbi,
          functionName: 'initialize',
          args: [funder().account.address],
        }),
        /InvalidInitialization/,
      )
    }
    expect(await client().readContract({ address, abi: foyerAccountAbi, functionName: 'signer' })).toBe(owner)
  })
})

// Last: stops the shared bundler.
describe('startBundler', () => {
  test('behavior: listens on 127.0.0.1 only, and stop() leaves no process behind', async () => {
    const listening = readFileSync('/proc/net/tcp', 'utf8')
    const port = bundler.port.toString(16).toUpperCase().padStart(4, '0')
    // 0100007F: 127.0.0.1 (little-endian); state 0A: LISTEN.
    expect(listening).toMatch(new RegExp(`0100007F:${port} 00000000:0000 0A`))
    expect(listening).not.toMatch(new RegExp(`00000000:${port} 00000000:0000 0A`))
    const { pid } = bundler
    await bundler.stop()
    await bundler.stop()
    expect(
      existsSync(`/proc/${pid}`) && !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8')),
    ).toBe(false)
  })
})
