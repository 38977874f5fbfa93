import { createMemoryStorage } from '@foyer/core'
import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { devAccounts } from '../accounts.js'
import { type RunningChain, startChain } from '../chain/startChain.js'
import { type ApprovalQueue, createApprovalQueue } from './createApprovalQueue.js'
import { createDevWallet } from './createDevWallet.js'
import type { ApprovalMode, DevWalletChain, KeyValueStorage } from './types.js'

// One real chain (31337). The wallet starts knowing only 'Nowhere' (31338, an address nothing
// listens on: the wallet must not touch it), so 31337 is reached through the add-chain path.
let chain: RunningChain
let local: DevWalletChain
const nowhere: DevWalletChain = { chainId: 31338, name: 'Nowhere', rpcUrl: 'http://127.0.0.1:9/' }

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 })
  local = { chainId: 31337, name: 'Foyer Local', rpcUrl: chain.rpcUrl }
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

const origin = 'http://127.0.0.1:5173'
const info = {
  uuid: '6f1c4b1e-4c5e-4b8a-9d1e-2f3a4b5c6d7e',
  name: 'Foyer Dev Wallet',
  icon: 'data:,',
  rdns: 'dev.foyer.wallet',
}
const [alice, bob] = [devAccounts[0]!, devAccounts[1]!]

function setup(
  options: {
    mode?: ApprovalMode
    storage?: KeyValueStorage
    knownChainIds?: number[]
    approvals?: ApprovalQueue
  } = {},
) {
  const approvals = options.approvals ?? createApprovalQueue({ mode: options.mode ?? 'approve' })
  const storage = options.storage ?? createMemoryStorage()
  const wallet = createDevWallet({
    info,
    privateKeys: [alice.privateKey, bob.privateKey],
    chains: [nowhere, local],
    knownChainIds: options.knownChainIds ?? [31337],
    storage,
    origin,
    approvals,
  })
  const events: [string, unknown][] = []
  for (const name of ['accountsChanged', 'chainChanged', 'disconnect', 'connect']) {
    wallet.provider.on(name, (payload) => events.push([name, payload]))
  }
  const request = (method: string, params?: unknown[]) => wallet.provider.request({ method, params })
  return { wallet, approvals, storage, events, request }
}

/** A wallet already connected to the page, then in `mode` ('approve' by default). */
const connected = async (options: Parameters<typeof setup>[0] = {}) => {
  const context = setup({ ...options, mode: 'approve' })
  await context.request('eth_requestAccounts')
  context.approvals.setMode(options.mode ?? 'approve')
  context.events.length = 0
  return context
}

const publicClient = () => createPublicClient({ transport: http(chain.rpcUrl) })

describe('createDevWallet: accounts', () => {
  test('default', async () => {
    const { request, events } = setup()
    expect(await request('eth_accounts')).toEqual([])
    expect(await request('eth_chainId')).toBe('0x7a69')
    expect(await request('net_version')).toBe('31337')
    await Promise.resolve()
    expect(events).toEqual([['connect', { chainId: '0x7a69' }]])
  })

  test('behavior: eth_requestAccounts waits for approval, then answers and remembers the accounts', async () => {
    const { request, approvals, events, storage } = setup({ mode: 'ask' })
    const answer = request('eth_requestAccounts')
    await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1))
    expect(approvals.pending()[0]).toMatchObject({
      rdns: 'dev.foyer.wallet',
      wallet: 'Foyer Dev Wallet',
      method: 'eth_requestAccounts',
      origin,
      summary: 'Connect 0xf39F…2266, 0x7099…79C8',
    })
    approvals.approve()
    const accounts = [alice.address.toLowerCase(), bob.address.toLowerCase()]
    expect(await answer).toEqual(accounts)
    expect(events).toContainEqual(['accountsChanged', accounts])
    expect(await request('eth_accounts')).toEqual(accounts)
    expect(JSON.parse(storage.getItem('foyer-devwallet:dev.foyer.wallet:authorized')!)).toEqual(accounts)

    // After a reload (a new wallet on the same storage) the page reconnects without a prompt.
    const reloaded = setup({ mode: 'ask', storage })
    expect(await reloaded.request('eth_accounts')).toEqual(accounts)
    expect(await reloaded.request('eth_requestAccounts')).toEqual(accounts)
    expect(reloaded.approvals.pending()).toEqual([])
  })

  test('behavior: a second tab (a wallet on the same storage, open all along) sees a connect and a revoke made in the first, as an extension is one for every tab', async () => {
    const storage = createMemoryStorage()
    const first = setup({ mode: 'approve', storage })
    const second = setup({ mode: 'ask', storage })
    expect(await second.request('eth_accounts')).toEqual([])
    const accounts = await first.request('eth_requestAccounts')
    expect(await second.request('eth_accounts')).toEqual(accounts)
    expect(second.approvals.pending()).toEqual([])
    await first.request('wallet_revokePermissions', [{ eth_accounts: {} }])
    expect(await second.request('eth_accounts')).toEqual([])
  })

  test('behavior: the user rejects the connection → 4001', async () => {
    const { request, approvals } = setup({ mode: 'ask' })
    const answer = request('eth_requestAccounts')
    await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1))
    approvals.reject()
    await expect(answer).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await request('eth_accounts')).toEqual([])
  })

  test('behavior: two eth_requestAccounts at once share one approval', async () => {
    const { request, approvals } = setup({ mode: 'ask' })
    const answers = Promise.all([request('eth_requestAccounts'), request('eth_requestAccounts')])
    await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1))
    approvals.approve()
    const [first, second] = await answers
    expect(second).toEqual(first)
  })

  test('behavior: wallet_revokePermissions forgets the origin and emits accountsChanged([])', async () => {
    const { request, events, storage } = await connected()
    expect(await request('wallet_getPermissions')).toMatchObject([
      { parentCapability: 'eth_accounts', invoker: origin },
    ])
    expect(await request('wallet_revokePermissions', [{ eth_accounts: {} }])).toBe(null)
    expect(events).toEqual([['accountsChanged', []]])
    expect(await request('eth_accounts')).toEqual([])
    expect(await request('wallet_getPermissions')).toEqual([])
    expect(storage.getItem('foyer-devwallet:dev.foyer.wallet:authorized')).toBe(null)
  })

  test('behavior: wallet_requestPermissions asks and grants eth_accounts', async () => {
    const { request } = setup()
    const [permission] = (await request('wallet_requestPermissions', [{ eth_accounts: {} }])) as unknown[]
    expect(permission).toMatchObject({
      parentCapability: 'eth_accounts',
      caveats: [
        { type: 'restrictReturnedAccounts', value: [alice.address.toLowerCase(), bob.address.toLowerCase()] },
      ],
    })
    await expect(request('wallet_requestPermissions', [{ eth_sign: {} }])).rejects.toMatchObject({
      code: -32602,
    })
  })

  test('behavior: lock() empties eth_accounts until eth_requestAccounts unlocks', async () => {
    const { wallet, request, events, approvals } = await connected({ mode: 'ask' })
    wallet.lock()
    expect(events).toEqual([['accountsChanged', []]])
    expect(await request('eth_accounts')).toEqual([])
    await expect(request('personal_sign', ['0x68', alice.address])).rejects.toMatchObject({ code: 4100 })
    const answer = request('eth_requestAccounts')
    await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1))
    approvals.approve()
    expect(await answer).toHaveLength(2)
    expect(events.at(-1)).toEqual([
      'accountsChanged',
      [alice.address.toLowerCase(), bob.address.toLowerCase()],
    ])
  })
})

describe('createDevWallet: errors', () => {
  test('behavior: signing before authorisation → 4100', async () => {
    const { request } = setup()
    await expect(request('personal_sign', ['0x68656c6c6f', alice.address])).rejects.toMatchObject({
      code: 4100,
    })
    await expect(
      request('eth_sendTransaction', [{ from: alice.address, to: bob.address }]),
    ).rejects.toMatchObject({
      code: 4100,
    })
  })

  test('behavior: an account that is not the wallet’s → 4100', async () => {
    const { request } = await connected()
    await expect(request('personal_sign', ['0x68', devAccounts[2]!.address])).rejects.toMatchObject({
      code: 4100,
    })
  })

  test('behavior: unsupported methods → 4200, node-only methods are not forwarded', async () => {
    const { request } = await connected()
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'hardhat_mine',
      'wallet_grantPermissions',
      'toString',
    ]) {
      await expect(request(method, [])).rejects.toMatchObject({ code: 4200 })
    }
  })

  test('behavior: vanish() fails every request with 4900, rejects waiting ones, emits disconnect', async () => {
    const { wallet, request, approvals, events } = await connected({ mode: 'ask' })
    const waiting = request('personal_sign', ['0x68', alice.address])
    await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1))
    wallet.vanish()
    await expect(waiting).rejects.toMatchObject({ code: 4900 })
    await expect(request('eth_accounts')).rejects.toMatchObject({ code: 4900 })
    expect(approvals.pending()).toEqual([])
    expect(events).toEqual([['disconnect', expect.objectContaining({ code: 4900 })]])
    expect(wallet.vanished).toBe(true)
  })
})

describe('createDevWallet: chains', () => {
  test('behavior: switching to an unknown chain answers 4902 and keeps the chain', async () => {
    const { request, events } = setup({ knownChainIds: [31338] })
    expect(await request('eth_chainId')).toBe('0x7a6a')
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).rejects.toMatchObject({
      code: 4902,
      message: expect.stringMatching(/^Unrecognized chain ID "0x7a69"/),
    })
    await expect(request('wallet_switchEthereumChain', [{ chainId: 'banana' }])).rejects.toMatchObject({
      code: -32602,
    })
    expect(await request('eth_chainId')).toBe('0x7a6a')
    expect(events.filter(([name]) => name === 'chainChanged')).toEqual([])
  })

  test('behavior: add (approved) then switch; the chain is remembered after a reload', async () => {
    const { request, approvals, events, storage } = setup({ mode: 'ask', knownChainIds: [31338] })
    const added = request('wallet_addEthereumChain', [
      {
        chainId: '0x7a69',
        chainName: 'Foyer Local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [chain.rpcUrl],
      },
    ])
    await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1))
    expect(approvals.pending()[0]?.summary).toBe('Add network Foyer Local (31337)')
    approvals.approve()
    expect(await added).toBe(null)
    expect(await request('eth_chainId')).toBe('0x7a6a')
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBe(null)
    expect(events.filter(([name]) => name === 'chainChanged')).toEqual([['chainChanged', '0x7a69']])
    expect(await request('eth_chainId')).toBe('0x7a69')
    // Reads now go to the added chain's RPC URL.
    expect(await request('eth_getBalance', [alice.address, 'latest'])).toMatch(/^0x[0-9a-f]+$/)

    const reloaded = setup({ mode: 'ask', storage, knownChainIds: [31338] })
    expect(await reloaded.request('eth_chainId')).toBe('0x7a69')
    expect(await reloaded.request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBe(null)
    expect(reloaded.approvals.pending()).toEqual([])
  })

  test('behavior: the user rejects adding a chain → 4001, still unknown', async () => {
    const { request } = setup({ mode: 'reject', knownChainIds: [31338] })
    const params = [{ chainId: '0x7a69', chainName: 'Foyer Local', rpcUrls: [chain.rpcUrl] }]
    await expect(request('wallet_addEthereumChain', params)).rejects.toMatchObject({ code: 4001 })
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).rejects.toMatchObject({
      code: 4902,
    })
    await expect(
      request('wallet_addEthereumChain', [{ chainId: '0x7a69', rpcUrls: [] }]),
    ).rejects.toMatchObject({
      code: -32602,
    })
  })

  test('behavior: a known chain switches without a prompt, but in reject mode the switch is rejected', async () => {
    const asking = setup({ mode: 'ask', knownChainIds: [31337, 31338] })
    expect(await asking.request('eth_chainId')).toBe('0x7a6a')
    expect(await asking.request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBe(null)
    expect(await asking.request('eth_chainId')).toBe('0x7a69')
    expect(asking.approvals.pending()).toEqual([])
    const rejecting = setup({ mode: 'reject', knownChainIds: [31337, 31338] })
    await expect(
      rejecting.request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }]),
    ).rejects.toMatchObject({
      code: 4001,
    })
    expect(await rejecting.request('eth_chainId')).toBe('0x7a6a')
    expect(rejecting.events.filter(([name]) => name === 'chainChanged')).toEqual([])
  })

  test('behavior: switchChainFromWallet emits chainChanged and learns the chain', async () => {
    const { wallet, request, events } = setup({ knownChainIds: [31338] })
    wallet.switchChainFromWallet(31337)
    expect(events.filter(([name]) => name === 'chainChanged')).toEqual([['chainChanged', '0x7a69']])
    expect(await request('eth_chainId')).toBe('0x7a69')
    expect(() => wallet.switchChainFromWallet(1)).toThrow(expect.objectContaining({ code: 4902 }))
  })
})

describe('createDevWallet: signing and sending', () => {
  test('behavior: personal_sign (approved) gives a signature that verifies, text or hex', async () => {
    const { request } = await connected()
    const text = await request('personal_sign', [toHex('Sign in to Foyer'), alice.address])
    expect(
      await verifyMessage({
        address: alice.address,
        message: 'Sign in to Foyer',
        signature: text as `0x${string}`,
      }),
    ).toBe(true)
    const plain = await request('personal_sign', ['plain text', bob.address.toLowerCase()])
    expect(
      await verifyMessage({ address: bob.address, message: 'plain text', signature: plain as `0x${string}` }),
    ).toBe(true)
  })

  test('behavior: the user rejects a signature → 4001', async () => {
    const { request, approvals } = await connected({ mode: 'ask' })
    const answer = request('personal_sign', [toHex('hello'), alice.address])
    await vi.waitFor(() => expect(approvals.pending()[0]?.summary).toBe('Sign "hello" with 0xf39F…2266'))
    approvals.reject()
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })

  test('behavior: eth_signTypedData_v4 gives a signature that verifies', async () => {
    const { request } = await connected()
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [
          { name: 'text', type: 'string' },
          { name: 'to', type: 'address' },
        ],
      },
      primaryType: 'Greeting',
      message: { text: 'hello', to: bob.address },
    } as const
    const signature = await request('eth_signTypedData_v4', [alice.address, JSON.stringify(typedData)])
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        ...typedData,
        types,
        address: alice.address,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    await expect(
      request('eth_signTypedData_v4', [
        alice.address,
        JSON.stringify({ ...typedData, domain: { chainId: 1 } }),
      ]),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(request('eth_signTypedData_v4', [alice.address, '{oops'])).rejects.toMatchObject({
      code: -32602,
    })
  })

  test('behavior: eth_sendTransaction (approved) is signed locally, mined, and moves the funds', async () => {
    const { request, approvals } = await connected({ mode: 'ask' })
    const to = devAccounts[4]!.address
    const [before, senderBefore] = await Promise.all([
      publicClient().getBalance({ address: to }),
      publicClient().getBalance({ address: bob.address }),
    ])
    const sent = request('eth_sendTransaction', [{ from: bob.address, to, value: toHex(parseEther('2')) }])
    await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1))
    expect(approvals.pending()[0]?.summary).toBe('Send 2 ETH from 0x7099…79C8 to 0x15d3…6A65')
    approvals.approve()
    const hash = (await sent) as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await publicClient().waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt).toMatchObject({
      status: 'success',
      from: bob.address.toLowerCase(),
      to: to.toLowerCase(),
    })
    expect(await publicClient().getBalance({ address: to })).toBe(before + parseEther('2'))
    expect(await publicClient().getBalance({ address: bob.address })).toBeLessThan(
      senderBefore - parseEther('2'),
    )
    // The receipt is also readable through the wallet (forwarded).
    expect(await request('eth_getTransactionReceipt', [hash])).toMatchObject({
      transactionHash: hash,
      status: '0x1',
    })
  })

  test('behavior: the node’s error passes through (not enough funds)', async () => {
    const { request } = await connected()
    const error = await request('eth_sendTransaction', [
      { from: alice.address, to: bob.address, value: toHex(parseEther('100000000')) },
    ]).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: expect.any(Number), message: expect.stringMatching(/fund/i) })
  })

  test('behavior: a transaction for another chain is refused', async () => {
    const { request } = await connected()
    await expect(
      request('eth_sendTransaction', [{ from: alice.address, to: bob.address, chainId: '0x1' }]),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe('createDevWallet: network', () => {
  test('behavior: no network request until a request needs the chain', async () => {
    const fetch = vi.fn(globalThis.fetch)
    const wallet = createDevWallet({
      info,
      privateKeys: [alice.privateKey],
      chains: [local],
      storage: createMemoryStorage(),
      origin,
      approvals: createApprovalQueue({ mode: 'approve' }),
      fetch,
    })
    for (const method of [
      'eth_chainId',
      'net_version',
      'eth_requestAccounts',
      'eth_accounts',
      'wallet_getPermissions',
    ]) {
      await wallet.provider.request({ method })
    }
    await wallet.provider.request({ method: 'personal_sign', params: ['0x68', alice.address] })
    expect(fetch).not.toHaveBeenCalled()
    expect(await wallet.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]?.[0]).toBe(chain.rpcUrl)
  })

  test('behavior: an unreachable chain gives -32603', async () => {
    const { request } = setup({ knownChainIds: [31338] })
    await expect(request('eth_blockNumber')).rejects.toMatchObject({ code: -32603 })
  })
})

describe('EIP-5792 calls', () => {
  test('default: capabilities, a batch after one approval, and its status once mined', async () => {
    const approvals = createApprovalQueue({ mode: 'ask' })
    const { request } = setup({ approvals })
    const connecting = request('eth_requestAccounts')
    await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1))
    approvals.approve(approvals.pending()[0]?.id ?? -1)
    await connecting
    expect(await request('wallet_getCapabilities', [bob.address])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })

    const to = '0x000000000000000000000000000000000000bEEF'
    const sending = request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: bob.address,
        atomicRequired: false,
        calls: [
          { to, value: toHex(parseEther('0.25')) },
          { to, value: toHex(parseEther('0.5')), data: '0x' },
        ],
      },
    ])
    await vi.waitFor(() => expect(approvals.pending()).toHaveLength(1))
    expect(approvals.pending()[0]?.summary).toMatch(/^Send a batch of 2 calls from 0x7099/)
    approvals.approve(approvals.pending()[0]?.id ?? -1)
    const { id } = (await sending) as { id: string }
    expect(approvals.pending()).toHaveLength(0)

    const status = (await request('wallet_getCallsStatus', [id])) as {
      status: number
      receipts: unknown[]
      atomic: boolean
    }
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', status: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.75'))
  })

  test('behavior: atomicity required, bad calls, a rejected batch and unknown ids are refused', async () => {
    const approvals = createApprovalQueue({ mode: 'approve' })
    const { request } = setup({ approvals })
    await request('eth_requestAccounts')
    const batch = (calls: unknown, extra: Record<string, unknown> = {}) =>
      request('wallet_sendCalls', [{ version: '2.0.0', from: bob.address, calls, ...extra }])
    await expect(batch([{ to: bob.address }], { atomicRequired: true })).rejects.toMatchObject({ code: 5760 })
    await expect(batch([{ to: 'nope' }])).rejects.toMatchObject({ code: -32602 })
    await expect(batch([])).rejects.toMatchObject({ code: -32602 })
    approvals.setMode('reject')
    await expect(batch([{ to: bob.address }])).rejects.toMatchObject({ code: 4001 })
    await expect(request('wallet_getCallsStatus', ['no-such-batch'])).rejects.toMatchObject({ code: 5730 })
  })
})
