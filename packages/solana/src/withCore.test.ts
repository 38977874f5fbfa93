import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect, createFoyer, createMemoryStorage, disconnect, request, switchNetwork } from '@foyer/core'
import { prepareAdapters } from '@foyer/core/views'
import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { solanaAdapter } from './solanaAdapter.js'
import {
  createFakeWindow,
  createTestWallet,
  registerOnWindow,
  testDevnet,
  testMainnet,
  walletError,
  walletId,
} from './test/index.js'

const cleanups: (() => unknown)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.unstubAllGlobals()
})

/** A cluster's JSON-RPC on 127.0.0.1 where every account holds 1 SOL (core fetches the balance on connect). */
async function startCluster() {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const { id } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number }
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({ jsonrpc: '2.0', id, result: { context: { slot: 1 }, value: 1_000_000_000 } }),
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  cleanups.push(() => {
    server.closeAllConnections()
    return new Promise((done) => server.close(done))
  })
  return { http: [`http://127.0.0.1:${(server.address() as AddressInfo).port}`] }
}

async function setup(storage = createMemoryStorage()) {
  const window = createFakeWindow()
  vi.stubGlobal('window', window)
  const testWallet = await createTestWallet({ chains: ['solana:devnet', 'solana:mainnet'] })
  registerOnWindow(window, testWallet.wallet)
  const rpcUrls = { default: await startCluster() }
  const devnet = { ...testDevnet, rpcUrls }
  const mainnet = { ...testMainnet, rpcUrls }
  const foyer = createFoyer({
    projectId: 'test',
    networks: [devnet, mainnet],
    adapters: [solanaAdapter({ window })],
    storage,
  })
  cleanups.push(() => foyer.destroy())
  const account = () => foyer.stores.chains.getState().chains.solana?.accountState
  const network = () => foyer.stores.chains.getState().chains.solana?.networkState.caipNetwork
  return { foyer, ...testWallet, account, network, address: testWallet.signers[0]!.address, devnet, mainnet }
}

describe('with core', () => {
  test('default: discover, connect, sign through the request policy, switch, accounts change, disconnect', async () => {
    const { foyer, account, network, address, calls, emitChange, listenerCount, mainnet } = await setup()
    await prepareAdapters(foyer)
    expect(foyer.stores.chains.getState().connectors.map((c) => c.id)).toEqual([walletId])

    await connect(foyer, { connectorId: walletId })
    expect(account()).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${address}`,
    })
    expect(network()?.caipNetworkId).toBe(testDevnet.caipNetworkId)
    await vi.waitFor(() => expect(account()?.balance).toBe('1'))

    const message = new TextEncoder().encode('Hello from the host')
    const { signature } = (await request(foyer, {
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(message), pubkey: address },
    })) as { signature: string }
    const key = await getPublicKeyFromAddress(address as Address)
    expect(await verifySignature(key, getBase58Encoder().encode(signature) as SignatureBytes, message)).toBe(
      true,
    )

    // Off the allowlist: refused before the adapter; on it but not a Solana method: 4200 from the adapter.
    await expect(request(foyer, { method: 'solana_signIn', params: {} })).rejects.toMatchObject({
      code: 'RPC_METHOD_NOT_ALLOWED',
    })
    await expect(request(foyer, { method: 'eth_call', params: [] })).rejects.toMatchObject({ rpcCode: 4200 })

    await switchNetwork(foyer, { network: mainnet })
    expect(network()?.caipNetworkId).toBe(testMainnet.caipNetworkId)

    emitChange({ accounts: [] })
    expect(account()?.status).toBe('disconnected')

    await connect(foyer, { connectorId: walletId })
    await vi.waitFor(() => expect(account()?.balance).toBe('1'))
    await disconnect(foyer, {})
    expect(account()?.status).toBe('disconnected')
    expect(calls.at(-1)?.feature).toBe('standard:disconnect')
    expect(listenerCount()).toBe(0)
  })

  test('behavior: the user declines a signature: core’s request rejects with 4001', async () => {
    const { foyer, address, switches, account } = await setup()
    await connect(foyer, { connectorId: walletId })
    await vi.waitFor(() => expect(account()?.balance).toBe('1'))
    switches.failures['solana:signMessage'] = walletError(undefined, 'User rejected the request')
    await expect(
      request(foyer, { method: 'solana_signMessage', params: { message: '2', pubkey: address } }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', rpcCode: 4001 })
  })

  test('behavior: a reload restores the session silently (standard:connect { silent: true })', async () => {
    const storage = createMemoryStorage()
    const first = await setup(storage)
    await connect(first.foyer, { connectorId: walletId })
    await vi.waitFor(() => expect(first.account()?.balance).toBe('1'))
    first.foyer.destroy()

    // The same wallet (still approving the site) on the next page load.
    const window = createFakeWindow()
    vi.stubGlobal('window', window)
    registerOnWindow(window, first.wallet)
    const foyer = createFoyer({
      projectId: 'test',
      networks: [first.devnet],
      adapters: [solanaAdapter({ window })],
      storage,
    })
    cleanups.push(() => foyer.destroy())
    await vi.waitFor(() =>
      expect(foyer.stores.chains.getState().chains.solana?.accountState).toMatchObject({
        status: 'connected',
        address: first.address,
        balance: '1',
      }),
    )
    expect(first.calls.at(-1)).toEqual({ feature: 'standard:connect', inputs: [{ silent: true }] })
  })
})
