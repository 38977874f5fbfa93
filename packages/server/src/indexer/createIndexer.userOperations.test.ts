import { devAccounts, type RunningChain, startChain } from '@foyer/devnet'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  deployAccountAbstraction,
  foyerAccountFactoryAbi,
  toSimpleAccount,
} from '@foyer/devnet/aa'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  pad,
  parseAbi,
  parseAbiParameters,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAccountRoutes } from '../blockchain/account/createAccountRoutes.js'
import type { HistoryTransaction } from '../blockchain/account/types.js'
import type { Database } from '../db/types.js'
import type { Logger } from '../logger.js'
import { openScratchDatabase } from '../test/createScratchDatabase.js'
import { allMigrations } from '../test/testChain.js'
import { createIndexer } from './createIndexer.js'
import { USER_OPERATION_LOG_INDEX } from './fetchBlockBatch.js'

// A real chain with EntryPoint v0.8, FoyerAccountFactory and SimpleAccountFactory; the user operations are
// signed by their owners and sent to the EntryPoint's handleOps by a dev account, as a bundler sends them
// (no bundler process: what the indexer reads is the handleOps transaction and its receipt).

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
const erc7579Abi = parseAbi(['function execute(bytes32 mode, bytes executionCalldata)'])
const [alice, bob, carol] = devAccounts.map((account) => account.address.toLowerCase()) as [
  Address,
  Address,
  Address,
]

let chain: RunningChain
let db: Database

const devnet = () =>
  defineChain({
    id: chain.chainId,
    name: 'Foyer Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
const client = () =>
  createPublicClient({ chain: devnet(), transport: http(chain.rpcUrl), pollingInterval: 50 })
/** Dev account #4 plays the bundler (and funds the accounts). */
const bundler = () =>
  createWalletClient({
    account: privateKeyToAccount(devAccounts[4]!.privateKey),
    chain: devnet(),
    transport: http(chain.rpcUrl),
  })

/** An ERC-7579 mode: call type, exec type, then zeros (default mode selector). */
const mode = (callType: number, execType: number): Hex =>
  pad(concat([toHex(callType, { size: 1 }), toHex(execType, { size: 1 })]), { dir: 'right' })
const single = (to: Address, value: bigint, execType = 0) =>
  encodeFunctionData({
    abi: erc7579Abi,
    functionName: 'execute',
    args: [mode(0, execType), concat([to, pad(toHex(value))])],
  })
const batch = (calls: { to: Address; value: bigint; data?: Hex }[]) =>
  encodeFunctionData({
    abi: erc7579Abi,
    functionName: 'execute',
    args: [
      mode(1, 0),
      encodeAbiParameters(parseAbiParameters('(address target, uint256 value, bytes callData)[]'), [
        calls.map((call) => ({ target: call.to, value: call.value, callData: call.data ?? '0x' })),
      ]),
    ],
  })

/** Gas fields generous enough for an account's creation; paid from the account's ETH. */
const gas = {
  callGasLimit: 300_000n,
  verificationGasLimit: 700_000n,
  preVerificationGas: 60_000n,
  maxFeePerGas: 3_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
}

/** A FoyerAccount user operation, signed by its owner (the account signs EntryPoint v0.8's hash as it is). */
async function foyerOperation(owner: PrivateKeyAccount, sender: Address, nonce: bigint, callData: Hex) {
  const userOperation: UserOperation<'0.8'> = {
    sender,
    nonce,
    callData,
    ...gas,
    ...(nonce === 0n
      ? {
          factory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory,
          factoryData: encodeFunctionData({
            abi: foyerAccountFactoryAbi,
            functionName: 'createAccount',
            args: [owner.address, 0n],
          }),
        }
      : {}),
    signature: '0x',
  }
  const hash = getUserOperationHash({
    chainId: chain.chainId,
    entryPointAddress: entryPoint08Address,
    entryPointVersion: '0.8',
    userOperation,
  })
  return toPackedUserOperation({ ...userOperation, signature: await owner.sign({ hash }) })
}

async function fund(address: Address) {
  await client().waitForTransactionReceipt({
    hash: await bundler().sendTransaction({ to: address, value: parseEther('1') }),
  })
}

/** A FoyerAccount and a SimpleAccount of new owners, not deployed yet, each funded with 1 ETH. */
async function newAccounts() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const foyerAccount = await client().readContract({
    address: DEVNET_ACCOUNT_ABSTRACTION.accountFactory,
    abi: foyerAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const simpleAccount = await toSimpleAccount({
    client: client(),
    owner: privateKeyToAccount(generatePrivateKey()),
  })
  const simpleAddress = await simpleAccount.getAddress()
  await fund(foyerAccount)
  await fund(simpleAddress)
  /** The SimpleAccount's first operation (it creates the account), signed. */
  const simpleOperation = async (calls: { to: Address; value: bigint; data?: Hex }[]) => {
    const operation: UserOperation<'0.8'> = {
      sender: simpleAddress,
      nonce: 0n,
      callData: await simpleAccount.encodeCalls(calls),
      ...gas,
      ...(await simpleAccount.getFactoryArgs()),
      signature: '0x',
    }
    return toPackedUserOperation({
      ...operation,
      signature: await simpleAccount.signUserOperation({ ...operation, chainId: chain.chainId }),
    })
  }
  return { owner, foyerAccount, simpleAddress, simpleOperation }
}

/** Indexes the chain to its head, then reads `address`'s activity from the account routes. */
async function indexedHistory(address: Address): Promise<HistoryTransaction[]> {
  const chains = [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.rpcUrl }]
  await createIndexer({ db, chains, logger: quiet }).syncOnce()
  const response = await createAccountRoutes({ db, chains, logger: quiet }).request(
    `/v1/account/${address}/history?chainId=eip155:31337&projectId=demo&st=foyer&sv=0.1.0`,
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: HistoryTransaction[] }).data
}

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 })
  ;[db] = await Promise.all([
    openScratchDatabase({ migrations: allMigrations }),
    deployAccountAbstraction(chain),
  ])
}, 120_000)
afterAll(async () => {
  await db?.close()
  await chain?.stop()
})

test('default: the ETH that user operations send is indexed and shows in the accounts’ history', async () => {
  const { owner, foyerAccount, simpleAddress, simpleOperation } = await newAccounts()
  const operations = [
    // Creates the account, then a batch: 0.1 ETH to Alice, a call of no value, 0.2 ETH to Bob.
    await foyerOperation(
      owner,
      foyerAccount,
      0n,
      batch([
        { to: alice, value: parseEther('0.1') },
        { to: carol, value: 0n, data: '0x1234' },
        { to: bob, value: parseEther('0.2') },
      ]),
    ),
    // Fails: more ETH than the account holds. It moves nothing.
    await foyerOperation(owner, foyerAccount, 1n, single(alice, parseEther('50'))),
    // Exec type try: succeeds, but is not read (a call may have failed silently).
    await foyerOperation(owner, foyerAccount, 2n, single(bob, parseEther('0.05'), 1)),
    await simpleOperation([{ to: carol, value: parseEther('0.3') }]),
  ]
  const hash = await bundler().writeContract({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'handleOps',
    args: [operations, bundler().account.address],
    gas: 5_000_000n,
  })
  const receipt = await client().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const events = parseEventLogs({ abi: entryPoint08Abi, eventName: 'UserOperationEvent', logs: receipt.logs })
  expect(events.map(({ args }) => [args.sender, args.nonce, args.success])).toEqual([
    [foyerAccount, 0n, true],
    [foyerAccount, 1n, false],
    [foyerAccount, 2n, true],
    [simpleAddress, 0n, true],
  ])

  // The activity API: the handleOps transaction is in each account's history, as a send of its ETH.
  const history = async (address: Address) =>
    (await indexedHistory(address)).map((entry) => ({
      id: entry.id,
      operationType: entry.metadata.operationType,
      status: entry.metadata.status,
      // Not the bundler and the EntryPoint: the account and the recipient of its first transfer.
      sentFrom: entry.metadata.sentFrom.toLowerCase(),
      sentTo: entry.metadata.sentTo.toLowerCase(),
      transfers: entry.transfers.map((transfer) => `${transfer.direction} ${transfer.quantity.numeric}`),
    }))
  const foyerHistory = await history(foyerAccount)
  const { rows } = await db.query<Record<string, unknown>>(
    `select log_index as "logIndex", kind, from_address as "from", to_address as "to", value::text, status
       from chain_transfers where chain = 'eip155:31337' and tx_hash = $1 order by log_index`,
    [hash.toLowerCase()],
  )
  const row = (logIndex: number, from: Address, to: Address, value: string) => ({
    logIndex: USER_OPERATION_LOG_INDEX + logIndex,
    kind: 'native',
    from: from.toLowerCase(),
    to,
    value: parseEther(value).toString(),
    status: 'confirmed',
  })
  expect(rows).toEqual([
    row(0, foyerAccount, alice, '0.1'),
    row(1, foyerAccount, bob, '0.2'),
    row(2, simpleAddress, carol, '0.3'),
  ])

  expect(foyerHistory[0]).toEqual({
    id: hash.toLowerCase(),
    operationType: 'send',
    status: 'confirmed',
    sentFrom: foyerAccount.toLowerCase(),
    sentTo: alice,
    transfers: ['out 0.1', 'out 0.2'],
  })
  expect((await history(simpleAddress))[0]).toEqual({
    id: hash.toLowerCase(),
    operationType: 'send',
    status: 'confirmed',
    sentFrom: simpleAddress.toLowerCase(),
    sentTo: carol,
    transfers: ['out 0.3'],
  })
  expect((await history(carol))[0]).toEqual({
    id: hash.toLowerCase(),
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: simpleAddress.toLowerCase(),
    sentTo: carol,
    transfers: ['in 0.3'],
  })
}, 120_000)

test('behavior: an operation that moved nothing, or failed, is in its sender’s activity with its own status', async () => {
  const { owner, foyerAccount, simpleAddress, simpleOperation } = await newAccounts()
  // An approval of no value (to Carol, an account with no code: the call succeeds and moves nothing).
  const approve = encodeFunctionData({
    abi: parseAbi(['function approve(address spender, uint256 amount)']),
    functionName: 'approve',
    args: [bob, 1n],
  })
  const hash = await bundler().writeContract({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'handleOps',
    args: [
      [
        // Creates the account, then fails: more ETH than it holds.
        await foyerOperation(owner, foyerAccount, 0n, single(alice, parseEther('50'))),
        await simpleOperation([{ to: carol, value: 0n, data: approve }]),
      ],
      bundler().account.address,
    ],
    gas: 5_000_000n,
  })
  const receipt = await client().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')

  const latest = async (address: Address) => {
    const [entry] = await indexedHistory(address)
    return {
      id: entry?.id,
      operationType: entry?.metadata.operationType,
      status: entry?.metadata.status,
      sentFrom: entry?.metadata.sentFrom.toLowerCase(),
      sentTo: entry?.metadata.sentTo.toLowerCase(),
      transfers: entry?.transfers.length,
    }
  }
  // The bundler's transaction succeeded; the account's operation did not, and says so.
  expect(await latest(foyerAccount)).toEqual({
    id: hash.toLowerCase(),
    operationType: 'execute',
    status: 'failed',
    sentFrom: foyerAccount.toLowerCase(),
    sentTo: alice,
    transfers: 0,
  })
  expect(await latest(simpleAddress)).toEqual({
    id: hash.toLowerCase(),
    operationType: 'approve',
    status: 'confirmed',
    sentFrom: simpleAddress.toLowerCase(),
    sentTo: carol,
    transfers: 0,
  })
}, 120_000)
