import { getFreePort, startChain } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { evmAdapter } from '../evmAdapter.js'
import { createFakeWindow, networkWith, startRpcServer } from '../test/index.js'

// A real chain (Hardhat's EDR): the simulation runs the transfer against its state, through eth_call with
// a code override of the sender.
let chain: Awaited<ReturnType<typeof startChain>>
beforeAll(async () => {
  chain = await startChain({ chainId: 31337, port: await getFreePort() })
}, 60_000)
afterAll(() => chain?.stop())

const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // Hardhat's account #0, 10 000 ETH
const receiver = '0x000000000000000000000000000000000000bEEF'
const ether = 10n ** 18n

const rpc = async (method: string, params: unknown[]) => {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe('simulateTransfer', () => {
  test("default: a native transfer lowers the sender's balance by the amount; nothing is sent", async () => {
    const adapter = evmAdapter({ window: createFakeWindow() })
    const network = networkWith({ rpcUrls: { default: { http: [chain.rpcUrl] } } })
    const before = await rpc('eth_getBalance', [sender, 'latest'])
    const blockBefore = await rpc('eth_blockNumber', [])
    const result = await adapter.simulateTransfer?.({
      network,
      from: sender,
      to: receiver,
      token: undefined,
      amount: 3n * ether,
      watch: [],
    })
    expect(result).toEqual({ reverted: false, changes: [{ token: undefined, change: -3n * ether }] })
    expect(await rpc('eth_getBalance', [sender, 'latest'])).toBe(before)
    expect(await rpc('eth_blockNumber', [])).toBe(blockBefore)
  })

  test('behavior: a transfer the chain would refuse is reported as a revert', async () => {
    const adapter = evmAdapter({ window: createFakeWindow() })
    const network = networkWith({ rpcUrls: { default: { http: [chain.rpcUrl] } } })
    const result = await adapter.simulateTransfer?.({
      network,
      from: sender,
      to: receiver,
      token: undefined,
      amount: 1_000_000n * ether,
      watch: [],
    })
    expect(result).toEqual({ reverted: true, reason: undefined })
  })

  test('behavior: an account with code of its own (a smart account) cannot be simulated: unavailable', async () => {
    const smart = '0x00000000000000000000000000000000000C0DE5'
    await rpc('hardhat_setCode', [smart, '0x6000'])
    const adapter = evmAdapter({ window: createFakeWindow() })
    const network = networkWith({ rpcUrls: { default: { http: [chain.rpcUrl] } } })
    await expect(
      adapter.simulateTransfer?.({
        network,
        from: smart,
        to: receiver,
        token: undefined,
        amount: 1n,
        watch: [],
      }),
    ).resolves.toBeUndefined()
  })

  test('behavior: a node that refuses state overrides gives no preview rather than a guess', async () => {
    const server = await startRpcServer({
      type: 'answer',
      answer: (call) =>
        call.method === 'eth_getCode'
          ? { result: '0x' }
          : { error: { code: -32602, message: 'state override not supported' } },
    })
    try {
      const adapter = evmAdapter({ window: createFakeWindow() })
      const network = networkWith({ rpcUrls: { default: { http: [server.url] } } })
      await expect(
        adapter.simulateTransfer?.({
          network,
          from: sender,
          to: receiver,
          token: undefined,
          amount: 1n,
          watch: [],
        }),
      ).resolves.toBeUndefined()
    } finally {
      await server.close()
    }
  })
})

describe('simulateCalls', () => {
  test('default: calls run in order as the sender, and the changes are their sum', async () => {
    const adapter = evmAdapter({ window: createFakeWindow() })
    const network = networkWith({ rpcUrls: { default: { http: [chain.rpcUrl] } } })
    const result = await adapter.simulateCalls?.({
      network,
      from: sender,
      calls: [
        { to: receiver, value: ether, data: '0x' },
        { to: receiver, value: 2n * ether, data: '0x' },
      ],
      watch: [],
    })
    expect(result).toEqual({ reverted: false, changes: [{ token: undefined, change: -3n * ether }] })
  })

  test('behavior: the call that would fail is named by its index, and the later ones do not run', async () => {
    const adapter = evmAdapter({ window: createFakeWindow() })
    const network = networkWith({ rpcUrls: { default: { http: [chain.rpcUrl] } } })
    const result = await adapter.simulateCalls?.({
      network,
      from: sender,
      calls: [
        { to: receiver, value: ether, data: '0x' },
        { to: receiver, value: 1_000_000n * ether, data: '0x' },
        { to: receiver, value: ether, data: '0x' },
      ],
      watch: [],
    })
    expect(result).toEqual({ reverted: true, reason: undefined, call: 1 })
  })
})
