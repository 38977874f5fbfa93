import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  connect,
  createFoyer,
  createMemoryStorage,
  disconnect,
  type Network,
  request,
  switchNetwork,
} from '@foyer/core'
import { startRelay } from '@foyer/devnet'
import { createMemoryKeyValueStorage, createWalletConnectWallet } from '@foyer/devnet/walletconnect'
import { evmAdapter } from '@foyer/evm'
import {
  type Address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { verifyMessage } from 'viem'
import { afterEach, expect, test, vi } from 'vitest'
import { walletConnectBasic } from './walletConnectBasic.js'

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const privateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const solanaSeed = new Uint8Array(32).fill(7)

const cleanups: (() => unknown)[] = []
let count = 0
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.unstubAllGlobals()
})

/** One JSON-RPC endpoint on 127.0.0.1 for both families: every account holds 1 ETH or 2 SOL. */
async function startRpc() {
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const { id, method } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      id: number
      method: string
    }
    const result =
      method === 'eth_getBalance'
        ? '0xde0b6b3a7640000'
        : method === 'getBalance'
          ? { context: { slot: 1 }, value: 2_000_000_000 }
          : null
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  cleanups.push(() => {
    server.closeAllConnections()
    return new Promise((done) => server.close(done))
  })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const evmNetwork = (id: number, rpc: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  name: `Local ${id}`,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
})
const solanaNetwork = (rpc: string): Network => ({
  id: 'DEVNETabc123',
  caipNetworkId: 'solana:DEVNETabc123',
  name: 'Solana Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [rpc] } },
})

/** A site in basic mode (no adapters), a relay and the dev mobile wallet with an EVM and a Solana account. */
async function setup(mode: 'approve' | 'ask' = 'approve') {
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { origin: 'http://127.0.0.1' } }))
  const relay = await startRelay({})
  cleanups.push(() => relay.stop())
  const rpc = await startRpc()
  const networks = [evmNetwork(31337, rpc), evmNetwork(31338, rpc), solanaNetwork(rpc)]
  const mobile = await createWalletConnectWallet({
    relayUrl: relay.url,
    privateKeys: [privateKey],
    chains: [31337, 31338].map((chainId) => ({ chainId, name: `Local ${chainId}`, rpcUrl: rpc })),
    customStoragePrefix: `basic-wallet-${++count}`,
    mode,
    solana: {
      seeds: async () => [solanaSeed],
      chains: [{ caipNetworkId: 'solana:DEVNETabc123', rpcUrl: rpc }],
    },
  })
  cleanups.push(() => mobile.stop())
  const connector = walletConnectBasic({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'Basic site', description: 'test', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `basic-dapp-${++count}`,
  })
  const foyer = createFoyer({
    projectId: 'test',
    networks,
    walletConnect: connector,
    storage: createMemoryStorage(),
    features: { analytics: false, email: false },
  })
  cleanups.push(async () => {
    if (connector.getProvider()) await connector.disconnect()
    foyer.destroy()
  })
  /** Connects through the QR code: the wallet pairs with the URI the modal would show. */
  const pairAndConnect = async () => {
    const connecting = connect(foyer, { connectorId: 'walletConnect' })
    await expect
      .poll(() => foyer.stores.connection.getState().walletConnect?.uri, { timeout: 20_000 })
      .toBeTruthy()
    await mobile.pair(foyer.stores.connection.getState().walletConnect?.uri as string)
    return connecting
  }
  return { foyer, mobile, connector, networks, pairAndConnect }
}

test('basic mode: the modal opens on the QR code, one pairing connects both families, balances read', async () => {
  const { foyer, pairAndConnect } = await setup()
  foyer.open()
  expect(foyer.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
  expect(foyer.stores.chains.getState().connectors.map((item) => [item.chain, item.type])).toEqual([
    ['eip155', 'WALLET_CONNECT'],
    ['solana', 'WALLET_CONNECT'],
  ])
  const result = await pairAndConnect()
  expect(result).toMatchObject({ address: evmAddress, chainId: 31337, namespace: 'eip155' })
  const { chains } = foyer.stores.chains.getState()
  expect(chains.eip155?.accountState).toMatchObject({ status: 'connected', address: evmAddress })
  expect(chains.solana?.accountState.status).toBe('connected')
  expect(chains.solana?.accountState.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await expect.poll(() => foyer.stores.chains.getState().chains.eip155?.accountState.balance).toBe('1')
  await expect.poll(() => foyer.stores.chains.getState().chains.solana?.accountState.balance).toBe('2')
}, 60_000)

test('basic mode: messages are signed by the wallet and verify in each family', async () => {
  const { foyer, pairAndConnect } = await setup()
  await pairAndConnect()
  const message = 'Sign in to the basic site'
  const evmSignature = await foyer.services.adapters.get('eip155')?.signMessage?.({
    connectorId: 'walletConnect',
    address: evmAddress,
    message,
  })
  expect(
    await verifyMessage({ address: evmAddress, message, signature: evmSignature as `0x${string}` }),
  ).toBe(true)
  const solanaAddress = foyer.stores.chains.getState().chains.solana?.accountState.address as Address
  const solanaSignature = await foyer.services.adapters.get('solana')?.signMessage?.({
    connectorId: 'walletConnect',
    address: solanaAddress,
    message,
  })
  const verified = await verifySignature(
    await getPublicKeyFromAddress(solanaAddress),
    getBase58Encoder().encode(solanaSignature as string) as SignatureBytes,
    new TextEncoder().encode(message),
  )
  expect(verified).toBe(true)
}, 60_000)

test('basic mode: the network switches within the session, requests go to the wallet, disconnect ends it', async () => {
  const { foyer, connector, networks, pairAndConnect } = await setup()
  await pairAndConnect()
  await switchNetwork(foyer, { network: networks[1] as Network })
  expect(foyer.stores.chains.getState().chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe(
    'eip155:31338',
  )
  expect(await request(foyer, { method: 'eth_chainId' })).toBe(31338)
  await disconnect(foyer)
  expect(connector.getProvider()).toBeUndefined()
  const { chains } = foyer.stores.chains.getState()
  expect([chains.eip155?.accountState.status, chains.solana?.accountState.status]).toEqual([
    'disconnected',
    'disconnected',
  ])
}, 60_000)

test('basic mode: a declined signature is a rejection (4001), the wallet ending the session disconnects', async () => {
  const { foyer, mobile, pairAndConnect } = await setup('ask')
  const connecting = pairAndConnect()
  await expect.poll(() => mobile.approvals.pending().length, { timeout: 20_000 }).toBe(1)
  mobile.approvals.approve()
  await connecting
  const signing = foyer.services.adapters.get('eip155')?.signMessage?.({
    connectorId: 'walletConnect',
    address: evmAddress,
    message: 'No',
  })
  await expect.poll(() => mobile.approvals.pending().length, { timeout: 20_000 }).toBe(1)
  mobile.approvals.reject()
  await expect(signing).rejects.toMatchObject({ code: 4001 })
  await mobile.disconnect()
  await expect
    .poll(() => foyer.stores.chains.getState().chains.eip155?.accountState.status, { timeout: 20_000 })
    .toBe('disconnected')
}, 60_000)

test('basic mode is refused beside adapters, with a message that says what to do', () => {
  const connector = walletConnectBasic({ projectId: 'foyer-test', relayUrl: 'ws://127.0.0.1:1' })
  expect(() =>
    createFoyer({
      projectId: 'test',
      networks: [evmNetwork(31337, 'http://127.0.0.1:1')],
      adapters: [evmAdapter()],
      walletConnect: connector,
    }),
  ).toThrow('`walletConnect` is basic WalletConnect mode, for a site without `adapters`')
})
