import {
  type AdapterEvents,
  type ApprovedNetworks,
  createDefaultSiwx,
  createMemoryStorage,
  type Network,
  type WalletConnectState,
} from '@foyer/core'
import { getFreePort, type RunningRelay, startRelay } from '@foyer/devnet'
import {
  createMemoryKeyValueStorage,
  createWalletConnectWallet,
  type WalletConnectBitcoinChain,
} from '@foyer/devnet/walletconnect'
import { evmAdapter } from '@foyer/evm'
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { type WalletConnectParameters, walletConnect } from './walletConnect.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const privateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const network = (id: number, name: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  name,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/unused'] } },
})
const local = network(31337, 'Foyer Local')
const localB = network(31338, 'Foyer Local B')
const walletChains = [local, localB].map((item) => ({
  chainId: Number(item.id),
  name: item.name,
  rpcUrl: 'http://127.0.0.1:1/unused',
}))

let cleanups: (() => Promise<void> | void)[] = []
// The SDK keeps one Core per storage prefix in a global: give every client its own.
let count = 0
/**
 * What the test's relays saw (each socket, request, delivery and acknowledgement) and the steps the test
 * reached, with their times: printed when a test fails, so that a failure that happens once in a hundred
 * loaded runs (issue #30: this file's evmAdapter test hung once at its 30 s limit) says which message
 * went missing and where, instead of only that the time ran out.
 */
let trace: string[] = []
const started = Date.now()
const note = (line: string) => trace.push(`${((Date.now() - started) / 1000).toFixed(3)} ${line}`)
afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    console.error(`[walletConnect.test] trace of "${context.task.name}":\n${trace.join('\n')}`)
  trace = []
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
})

async function relay(port?: number): Promise<RunningRelay> {
  const running = await startRelay({ port, trace: (line) => note(`relay ${line}`) })
  cleanups.push(() => running.stop())
  return running
}

async function mobileWallet(
  relayUrl: string,
  extra: {
    mode?: 'approve' | 'reject' | 'ask'
    knownChainIds?: number[]
    authenticate?: boolean
    canAddChains?: boolean
    bitcoin?: { chains: readonly WalletConnectBitcoinChain[] }
  } = {},
) {
  const created = await createWalletConnectWallet({
    relayUrl,
    privateKeys: [privateKey],
    chains: walletChains,
    customStoragePrefix: `wallet-${++count}`,
    ...extra,
  })
  cleanups.push(() => created.stop())
  return created
}

function connector(relayUrl: string, extra: Partial<WalletConnectParameters> = {}) {
  const created = walletConnect({
    projectId: 'foyer-test',
    relayUrl,
    metadata: { name: 'Foyer test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `dapp-${++count}`,
    ...extra,
  })
  cleanups.push(async () => {
    if (created.getProvider()) await created.disconnect()
  })
  return created
}

/** Pairing events: the states reported, a clock tests move, and how often the clock was read. */
function pairingEvents() {
  const states: Partial<WalletConnectState>[] = []
  let time = 1_000_000
  let reads = 0
  const uris = () => states.flatMap((state) => (state.uri ? [state.uri] : []))
  return {
    states,
    uris,
    reads: () => reads,
    advance: (ms: number) => {
      time += ms
    },
    events: {
      walletConnectChanged: (p: Partial<WalletConnectState>) => states.push(p),
      now: () => {
        reads++
        return time
      },
    },
  }
}

describe('walletConnect', () => {
  test('default: reports the pairing URI and resolves with the session provider', async () => {
    const running = await relay()
    const mobile = await mobileWallet(running.url)
    const wc = connector(running.url)
    const pairing = pairingEvents()
    const connecting = wc.connect({ networks: [local, localB], events: pairing.events })
    await expect.poll(() => pairing.uris().length).toBe(1)
    expect(pairing.states[0]).toEqual({
      buffering: true,
      error: false,
      uri: undefined,
      pairingExpiry: undefined,
    })
    expect(pairing.states.find((state) => state.uri)?.pairingExpiry).toBe(1_000_000 + 240_000)
    await mobile.pair(pairing.uris()[0]!)
    const provider = await connecting
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(wc.getProvider()).toBe(provider)
  })

  test('behavior: regenerates the URI when 10 s or less remain', async () => {
    const running = await relay()
    const mobile = await mobileWallet(running.url)
    const wc = connector(running.url)
    const pairing = pairingEvents()
    const connecting = wc.connect({ networks: [local], events: pairing.events })
    await expect.poll(() => pairing.uris().length).toBe(1)
    pairing.advance(240_000 - 10_001)
    // An expiry check reads the moved clock (10 001 ms left) and keeps the URI: it reports nothing, not
    // even the buffering that starts a new one. Waiting for the read instead of a fixed 1.2 s.
    const reads = pairing.reads()
    const reported = pairing.states.length
    await expect.poll(() => pairing.reads()).toBeGreaterThan(reads)
    expect(pairing.states.length).toBe(reported)
    expect(pairing.uris().length).toBe(1)
    pairing.advance(1)
    await expect.poll(() => pairing.uris().length).toBe(2)
    expect(pairing.uris()[1]).not.toBe(pairing.uris()[0])
    await mobile.pair(pairing.uris()[1]!)
    await connecting
  })

  test('behavior: the wallet rejects the proposal', async () => {
    const running = await relay()
    const mobile = await mobileWallet(running.url, { mode: 'reject' })
    const wc = connector(running.url)
    const pairing = pairingEvents()
    const connecting = wc.connect({ networks: [local], events: pairing.events })
    await expect.poll(() => pairing.uris().length).toBe(1)
    await mobile.pair(pairing.uris()[0]!)
    await expect(connecting).rejects.toMatchObject({ name: 'ProposalRejectedError', code: 'USER_REJECTED' })
    // The rejected proposal's URI goes with it: a view never shows it again (Try again waits for a new one).
    expect(pairing.states.at(-1)).toEqual({
      error: true,
      buffering: false,
      uri: undefined,
      pairingExpiry: undefined,
    })
  })

  test('behavior: relay unreachable, then retry once it is back', async () => {
    const port = await getFreePort()
    const wc = connector(`ws://127.0.0.1:${port}`, { relayTimeoutMs: 5_000 })
    const pairing = pairingEvents()
    await expect(wc.connect({ networks: [local], events: pairing.events })).rejects.toMatchObject({
      name: 'RelayUnreachableError',
      code: 'WALLETCONNECT_RELAY_UNREACHABLE',
    })
    expect(pairing.states.at(-1)).toMatchObject({ error: true })
    const running = await relay(port)
    const mobile = await mobileWallet(running.url)
    const retry = wc.connect({ networks: [local], events: pairing.events })
    await expect.poll(() => pairing.uris().length, { timeout: 10_000 }).toBe(1)
    await mobile.pair(pairing.uris()[0]!)
    await retry
  }, 20_000)

  test('behavior: a new page restores the session; the wallet disconnecting ends it', async () => {
    const running = await relay()
    const mobile = await mobileWallet(running.url)
    const storage = createMemoryKeyValueStorage()
    const prefix = `dapp-${++count}`
    const first = connector(running.url, { storage, customStoragePrefix: prefix })
    const pairing = pairingEvents()
    const connecting = first.connect({ networks: [local], events: pairing.events })
    await expect.poll(() => pairing.uris().length).toBe(1)
    await mobile.pair(pairing.uris()[0]!)
    await connecting

    // Same storage, as after a reload (the SDK keeps its Core per prefix, so the second client shares it).
    const second = connector(running.url, { storage, customStoragePrefix: prefix })
    const restored = await second.restore({ networks: [local] })
    expect(restored).toBeDefined()
    expect(await restored?.request({ method: 'eth_accounts' })).toEqual([address])

    const disconnected = new Promise((resolve) => restored?.on('disconnect', resolve))
    await mobile.disconnect()
    await disconnected
  })
})

describe('getSessionProperties', () => {
  test('default: the properties the wallet approved with (bip122_getAccountAddresses); none without a session', async () => {
    const running = await relay()
    const bitcoinChains = [
      'bip122:000000000933ea01ad0ee984209779ba',
      'bip122:00000008819873e925422c1ff0f99f7c',
    ] as const
    const mobile = await mobileWallet(running.url, { bitcoin: { chains: bitcoinChains } })
    const wc = connector(running.url)
    expect(wc.getSessionProperties()).toBeUndefined()
    const pairing = pairingEvents()
    const bitcoin = bitcoinChains.map(
      (caipNetworkId): Network => ({
        id: caipNetworkId.slice('bip122:'.length),
        caipNetworkId,
        name: caipNetworkId,
        chainNamespace: 'bip122',
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        rpcUrls: { default: { http: [] } },
      }),
    )
    const connecting = wc.connect({ networks: [local, ...bitcoin], events: pairing.events })
    await expect.poll(() => pairing.uris().length).toBe(1)
    await mobile.pair(pairing.uris()[0] as string)
    await connecting
    const [payment] = wc.getAccounts('bip122').map((account) => account.split(':')[2])
    // Testnet and signet share the wallet's addresses: it lists them in the session, payment first.
    const listed = JSON.parse(wc.getSessionProperties()?.bip122_getAccountAddresses ?? '[]') as {
      address: string
      intention?: string
    }[]
    expect(listed[0]).toMatchObject({ address: payment, intention: 'payment' })
    expect(listed[1]).toMatchObject({ intention: 'ordinal' })
  })
})

describe('with evmAdapter', () => {
  test('default: connect, sign, switch to a chain the wallet adds, disconnect', async () => {
    const running = await relay()
    const mobile = await mobileWallet(running.url, { knownChainIds: [31337] })
    const wc = connector(running.url)
    const adapter = evmAdapter({ window: undefined, walletConnect: wc })
    const states: Partial<WalletConnectState>[] = []
    const chains: (number | string)[] = []
    const disconnects: string[] = []
    const events: AdapterEvents = {
      connectorsChanged: () => undefined,
      accountsChanged: () => undefined,
      chainChanged: ({ chainId }) => chains.push(chainId),
      disconnected: ({ connectorId }) => disconnects.push(connectorId),
      walletConnectChanged: (p) => {
        states.push(p)
        if (p.uri) void mobile.pair(p.uri)
      },
      requestedNetworks: () => [local, localB],
      now: () => Date.now(),
    }
    adapter.setup(events)
    expect(adapter.getConnectors()[0]).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT' })

    note('step connect')
    const result = await adapter.connect({ connectorId: 'walletConnect', network: local })
    expect(result).toMatchObject({ address, chainId: 31337 })

    note('step signMessage')
    const signature = await adapter.signMessage({ connectorId: 'walletConnect', address, message: 'Hello' })
    expect(await verifyMessage({ address, message: 'Hello', signature: signature as `0x${string}` })).toBe(
      true,
    )

    note('step switchNetwork')
    await adapter.switchNetwork({ connectorId: 'walletConnect', network: localB })
    note('step eth_chainId')
    expect(await adapter.request({ connectorId: 'walletConnect', method: 'eth_chainId' })).toBe(31338)
    await expect.poll(() => chains).toContain(31338)

    note('step disconnect')
    await adapter.disconnect({ connectorId: 'walletConnect' })
    await expect.poll(() => mobile.sessions()).toEqual([])
  })
})

/** The default SIWX with viem's check; `valid: false` makes every signature fail verification. */
function testSiwx(options: { valid?: boolean } = {}) {
  const verified: string[] = []
  const siwx = createDefaultSiwx({
    storage: createMemoryStorage(),
    domain: 'harbor.example',
    uri: 'https://harbor.example',
    statement: 'Sign in to Harbor Exchange',
    verify: async ({ message, signature, address: signer }) => {
      verified.push(message)
      if (options.valid === false) return false
      return verifyMessage({
        address: signer as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      })
    },
  })
  return { siwx, verified }
}

describe('one-click sign-in (wc_sessionAuthenticate)', () => {
  test('default: the wallet signs in while pairing; the sign-ins are stored before connect resolves', async () => {
    const running = await relay()
    const mobile = await mobileWallet(running.url)
    const wc = connector(running.url)
    const { siwx } = testSiwx()
    const pairing = pairingEvents()
    const connecting = wc.connect({ networks: [local, localB], events: pairing.events, siwx })
    await expect.poll(() => pairing.uris().length).toBe(1)
    await mobile.pair(pairing.uris()[0]!)
    const provider = await connecting
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])

    // One signed sign-in per chain the wallet knows, each stored for its network.
    for (const chainId of ['eip155:31337', 'eip155:31338'] as const) {
      const [session] = await siwx.getSessions(chainId, address)
      expect(session?.data).toMatchObject({
        accountAddress: address,
        chainId,
        domain: 'harbor.example',
        uri: 'https://harbor.example',
      })
      expect(session?.data.statement).toMatch(/^Sign in to Harbor Exchange/)
      expect(
        await verifyMessage({
          address,
          message: session?.message ?? '',
          signature: session?.signature as `0x${string}`,
        }),
      ).toBe(true)
    }
    // The session carries the requests (personal_sign through the session).
    const signature = await provider.request({ method: 'personal_sign', params: ['0x48656c6c6f', address] })
    expect(await verifyMessage({ address, message: 'Hello', signature: signature as `0x${string}` })).toBe(
      true,
    )
  })

  test('behavior: a wallet without wc_sessionAuthenticate answers the normal proposal; nothing is stored', async () => {
    const running = await relay()
    const mobile = await mobileWallet(running.url, { authenticate: false })
    const wc = connector(running.url)
    const { siwx } = testSiwx()
    const pairing = pairingEvents()
    const connecting = wc.connect({ networks: [local], events: pairing.events, siwx })
    await expect.poll(() => pairing.uris().length).toBe(1)
    await mobile.pair(pairing.uris()[0]!)
    const provider = await connecting
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([])
  })

  test('behavior: a sign-in that does not verify with the SIWX is not stored', async () => {
    const running = await relay()
    const mobile = await mobileWallet(running.url, { knownChainIds: [31337] })
    const wc = connector(running.url)
    const { siwx, verified } = testSiwx({ valid: false })
    const pairing = pairingEvents()
    const connecting = wc.connect({ networks: [local], events: pairing.events, siwx })
    await expect.poll(() => pairing.uris().length).toBe(1)
    await mobile.pair(pairing.uris()[0]!)
    await connecting
    expect(verified).toHaveLength(1)
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([])
  })
})

describe('approved networks', () => {
  test('default: the chains of the session; a wallet that can add chains supports all', async () => {
    const running = await relay()
    const mobile = await mobileWallet(running.url, { knownChainIds: [31337] })
    const wc = connector(running.url)
    expect(wc.getApprovedNetworks()).toBeUndefined()
    const pairing = pairingEvents()
    const connecting = wc.connect({ networks: [local, localB], events: pairing.events })
    await expect.poll(() => pairing.uris().length).toBe(1)
    await mobile.pair(pairing.uris()[0]!)
    await connecting
    expect(wc.getApprovedNetworks()).toEqual({
      approvedCaipNetworkIds: ['eip155:31337'],
      supportsAllNetworks: true,
    })
  })

  test('behavior: through the EVM adapter — on connect, with a wallet that cannot add chains, after a restore', async () => {
    const running = await relay()
    const mobile = await mobileWallet(running.url, { knownChainIds: [31337], canAddChains: false })
    const storage = createMemoryKeyValueStorage()
    const prefix = `dapp-${++count}`
    const wc = connector(running.url, { storage, customStoragePrefix: prefix })
    const adapter = evmAdapter({ window: undefined, walletConnect: wc })
    const reports: ApprovedNetworks[] = []
    const events: AdapterEvents = {
      connectorsChanged: () => undefined,
      accountsChanged: () => undefined,
      chainChanged: () => undefined,
      disconnected: () => undefined,
      walletConnectChanged: (p) => {
        if (p.uri) void mobile.pair(p.uri)
      },
      requestedNetworks: () => [local, localB],
      now: () => Date.now(),
      approvedNetworksChanged: ({ connectorId: _, ...approved }) => reports.push(approved),
    }
    adapter.setup(events)
    const result = await adapter.connect({ connectorId: 'walletConnect', network: local })
    expect(result.approvedNetworks).toEqual({
      approvedCaipNetworkIds: ['eip155:31337'],
      supportsAllNetworks: false,
    })

    // The wallet cannot add chains: asking it to switch to one it does not know fails, nothing changes.
    await expect(adapter.switchNetwork({ connectorId: 'walletConnect', network: localB })).rejects.toThrow()
    expect(reports).toEqual([])

    // A new page restores the session with the same approval.
    const reloaded = connector(running.url, { storage, customStoragePrefix: prefix })
    const again = evmAdapter({ window: undefined, walletConnect: reloaded })
    again.setup({ ...events, approvedNetworksChanged: () => undefined })
    const restored = await again.reconnect?.({ connectorId: 'walletConnect', network: local })
    expect(restored?.approvedNetworks?.approvedCaipNetworkIds).toEqual(['eip155:31337'])
    // Both pages share one session: the wallet ends it.
    await mobile.disconnect()
    await expect.poll(() => [wc.getProvider(), reloaded.getProvider()]).toEqual([undefined, undefined])
  })

  test('behavior: a chain the wallet adds during the session becomes approved', async () => {
    const running = await relay()
    const mobile = await mobileWallet(running.url, { knownChainIds: [31337] })
    const wc = connector(running.url)
    const adapter = evmAdapter({ window: undefined, walletConnect: wc })
    const reports: ApprovedNetworks[] = []
    adapter.setup({
      connectorsChanged: () => undefined,
      accountsChanged: () => undefined,
      chainChanged: () => undefined,
      disconnected: () => undefined,
      walletConnectChanged: (p) => {
        if (p.uri) void mobile.pair(p.uri)
      },
      requestedNetworks: () => [local, localB],
      now: () => Date.now(),
      approvedNetworksChanged: ({ connectorId: _, ...approved }) => reports.push(approved),
    })
    await adapter.connect({ connectorId: 'walletConnect', network: local })
    await adapter.switchNetwork({ connectorId: 'walletConnect', network: localB })
    await expect
      .poll(() => [...(reports.at(-1)?.approvedCaipNetworkIds ?? [])].sort())
      .toEqual(['eip155:31337', 'eip155:31338'])
  })
})
