import { afterEach, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../kernel/storage/createMemoryStorage.js'
import { getStoredConnections } from '../state/connection/lastConnection.js'
import { createFakeAdapter, createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { createTestSiwx } from '../test/createTestSiwx.js'
import { devnet, solanaDevnet } from '../test/testNetworks.js'
import type { KeyValueStorage } from '../types/storage.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { watchOtherTabs } from './watchOtherTabs.js'

// Two instances stand for two tabs of one site: one storage (the origin's localStorage), a
// BroadcastChannel each (Node's, which delivers between objects as a browser does between tabs), and
// their own tab ids. Each test has a channel name of its own.

let channelCount = 0
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function openTab(
  channelName: string,
  tab: string,
  storage: KeyValueStorage,
  evmConnectorId = 'fake.wallet',
  { signIn = false }: { signIn?: boolean } = {},
) {
  const evm = createFakeAdapter({
    connectors: [
      createFakeConnector(),
      createFakeConnector({ id: 'lantern', name: 'Lantern' }),
      createFakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' }),
    ],
  })
  const solana = createFakeAdapter({
    namespace: 'solana',
    connectors: [createFakeConnector({ id: 'phantom', name: 'Phantom', chain: 'solana' })],
    accounts: ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
  })
  const { foyer, events } = createTestFoyer({
    options: {
      adapters: [evm, solana],
      networks: [devnet, solanaDevnet],
      storage,
      ...(signIn ? { siwx: createTestSiwx() } : {}),
    },
  })
  const channel = new BroadcastChannel(channelName)
  watchOtherTabs(foyer, { channel, tab })
  cleanups.push(() => foyer.destroy())
  const status = (namespace: 'eip155' | 'solana') =>
    foyer.stores.chains.getState().chains[namespace]?.accountState.status
  const connectBoth = async () => {
    await connect(foyer, { connectorId: evmConnectorId })
    await connect(foyer, { connectorId: 'phantom' })
    expect([status('eip155'), status('solana')]).toEqual(['connected', 'connected'])
  }
  return { foyer, events, evm, solana, channel, status, connectBoth }
}

function site() {
  const channelName = `foyer-test-tabs-${++channelCount}`
  const storage = createMemoryStorage()
  /** Another script of the origin, posting on the channel as it likes. */
  const sender = new BroadcastChannel(channelName)
  cleanups.push(() => sender.close())
  return {
    tab: (tab: string, evmConnectorId?: string, options?: { signIn?: boolean }) =>
      openTab(channelName, tab, storage, evmConnectorId, options),
    sender,
  }
}

test('default: a disconnect in one tab ends the same connection in another, which tells no one back', async () => {
  const { tab } = site()
  const a = tab('a')
  const b = tab('b')
  await a.connectBoth()
  await b.connectBoth()
  const told = vi.spyOn(b.channel, 'postMessage')

  await disconnect(a.foyer, { namespace: 'eip155' })

  await vi.waitFor(() => expect(b.status('eip155')).toBe('disconnected'))
  // The wallet of tab b is asked too (the embedded wallet's frame forgets its session that way).
  expect(b.evm.calls.disconnect).toEqual([{ connectorId: 'fake.wallet' }])
  expect(b.foyer.stores.modal.getState().open).toBe(false)
  // Another wallet's connection stays, here and there.
  expect(b.status('solana')).toBe('connected')
  expect(a.status('solana')).toBe('connected')
  // Tracked where the visitor disconnected, not again in each tab; and not told on.
  expect(a.events.at(-1)).toEqual({ event: 'DISCONNECT_SUCCESS' })
  expect(b.events.map(({ event }) => event)).not.toContain('DISCONNECT_SUCCESS')
  expect(told).not.toHaveBeenCalled()
})

test('behavior: a tab connected through another wallet of the namespace stays connected', async () => {
  const { tab } = site()
  const a = tab('a')
  const b = tab('b', 'lantern')
  await a.connectBoth()
  await b.connectBoth()

  await disconnect(a.foyer, { namespace: 'eip155' })
  await disconnect(a.foyer, { namespace: 'solana' })

  // Messages from one tab arrive in order: once b followed the second, it had heard the first.
  await vi.waitFor(() => expect(b.status('solana')).toBe('disconnected'))
  expect(b.status('eip155')).toBe('connected')
  expect(b.evm.calls.disconnect).toEqual([])
})

test("error: what is not another tab's well-formed message is ignored, and a tab never follows its own", async () => {
  const { tab, sender } = site()
  const b = tab('b')
  await b.connectBoth()
  const eip155 = { namespace: 'eip155', connectorId: 'fake.wallet' }

  for (const garbage of [
    'disconnect',
    [eip155],
    { ended: [eip155] },
    { tab: 7, ended: [eip155] },
    { tab: 'other', ended: eip155 },
    { tab: 'other', ended: [{ namespace: 'eip155' }, { namespace: 'cosmos', connectorId: 'fake.wallet' }] },
    { tab: 'other', ended: [{ ...eip155, connectorId: 7 }, null, 'eip155'] },
    { tab: 'other', connected: eip155 },
    // Another instance in this very tab: instances never share state.
    { tab: 'b', ended: [eip155] },
  ])
    sender.postMessage(garbage)
  // A well-formed entry among broken ones is still heard.
  sender.postMessage({ tab: 'other', ended: ['x', { namespace: 'solana', connectorId: 'phantom' }] })

  await vi.waitFor(() => expect(b.status('solana')).toBe('disconnected'))
  expect(b.status('eip155')).toBe('connected')
})

test('default: a connect in one tab connects another where that family is not connected, silently, and tells no one back', async () => {
  const { tab } = site()
  const a = tab('a')
  const b = tab('b')
  const told = vi.spyOn(b.channel, 'postMessage')

  await connect(a.foyer, { connectorId: 'fake.wallet' })

  await vi.waitFor(() => expect(b.status('eip155')).toBe('connected'))
  const account = (foyer: typeof a.foyer) => foyer.stores.chains.getState().chains.eip155?.accountState
  expect(account(b.foyer)?.address).toBe(account(a.foyer)?.address)
  expect(account(b.foyer)?.connectorId).toBe('fake.wallet')
  // Re-attached as a reload would, never with the wallet's prompt; nothing tracked there.
  expect(b.evm.calls.connect).toEqual([])
  expect(b.evm.calls.reconnect).toEqual([{ connectorId: 'fake.wallet', network: expect.anything() }])
  expect(b.events.map(({ event }) => event)).not.toContain('CONNECT_SUCCESS')
  expect(b.foyer.stores.modal.getState().open).toBe(false)
  expect(b.status('solana')).toBe('disconnected')
  expect(told).not.toHaveBeenCalled()

  // The active family follows too: Solana connected last in a is active in b.
  await connect(a.foyer, { connectorId: 'phantom' })
  await vi.waitFor(() => expect(b.status('solana')).toBe('connected'))
  expect(b.foyer.stores.chains.getState().activeNamespace).toBe('solana')
  expect(b.evm.calls.reconnect).toHaveLength(1)
})

test('behavior: a tab connected to another wallet keeps it; a wallet that cannot re-attach leaves the tab disconnected and the connection stored', async () => {
  const { tab } = site()
  const a = tab('a')
  const b = tab('b', 'lantern')
  const c = tab('c')
  c.evm.behavior.reconnect = 'unavailable'
  await connect(b.foyer, { connectorId: 'lantern' })
  // a follows b's connect; c's wallet does not re-attach.
  await vi.waitFor(() => expect(a.status('eip155')).toBe('connected'))
  await vi.waitFor(() => expect(c.evm.calls.reconnect).toHaveLength(1))

  await connect(a.foyer, { connectorId: 'fake.wallet' })

  await vi.waitFor(() => expect(c.evm.calls.reconnect).toHaveLength(2))
  await vi.waitFor(() => expect(c.status('eip155')).toBe('disconnected'))
  expect(b.status('eip155')).toBe('connected')
  expect(b.foyer.stores.chains.getState().chains.eip155?.accountState.connectorId).toBe('lantern')
  expect(b.evm.calls.reconnect).toEqual([])
  // The stored connection is a's (the origin's one storage): c's failure did not forget it.
  expect(getStoredConnections(a.foyer.services.storage)).toContainEqual({
    namespace: 'eip155',
    connectorId: 'fake.wallet',
  })
})

test("behavior: a connect another tab made before this tab's visitor disconnected, told after it, is not taken up", async () => {
  const { tab, sender } = site()
  const b = tab('b')
  await b.connectBoth()
  const beforeDisconnect = Date.now() - 1
  await disconnect(b.foyer, { namespace: 'eip155' })
  expect(b.status('eip155')).toBe('disconnected')
  // The other tab tells its connect once every family of its wallet connected, which can take seconds:
  // its EVM connection, made before this tab's disconnect, arrives after it.
  sender.postMessage({
    tab: 'a',
    ended: [],
    connected: [{ namespace: 'eip155', connectorId: 'lantern', at: beforeDisconnect }],
  })
  // A connect made after it (or told without a time, as an older Foyer tells) is followed.
  sender.postMessage({
    tab: 'a',
    ended: [],
    connected: [{ namespace: 'eip155', connectorId: 'fake.wallet', at: Date.now() + 1_000 }],
  })
  await vi.waitFor(() => expect(b.evm.calls.reconnect).toHaveLength(1))
  expect(b.evm.calls.reconnect).toEqual([{ connectorId: 'fake.wallet', network: expect.anything() }])
  await vi.waitFor(() => expect(b.status('eip155')).toBe('connected'))
})

test('behavior: a tab where the visitor is connecting keeps that namespace and its active place', async () => {
  const { tab } = site()
  const a = tab('a')
  const b = tab('b', 'lantern')
  b.evm.behavior.holdConnect = true
  const connecting = connect(b.foyer, { connectorId: 'lantern' })
  await vi.waitFor(() => expect(b.status('eip155')).toBe('connecting'))

  await connect(a.foyer, { connectorId: 'fake.wallet' })
  await connect(a.foyer, { connectorId: 'phantom' })

  // Solana, not being connected in b, follows; EVM, being connected there by the visitor, does not.
  await vi.waitFor(() => expect(b.status('solana')).toBe('connected'))
  expect(b.evm.calls.reconnect).toEqual([])
  expect(b.foyer.stores.chains.getState().activeNamespace).toBe('eip155')
  b.evm.resolveConnect()
  await connecting
  expect(b.foyer.stores.chains.getState().chains.eip155?.accountState.connectorId).toBe('lantern')
  expect(b.foyer.stores.chains.getState().activeNamespace).toBe('eip155')
})

test('behavior: a tab whose modal was left open on the wallet list shows the account it follows; one mid-flow is left on its view', async () => {
  const { tab } = site()
  const a = tab('a')
  const b = tab('b')
  const c = tab('c')
  b.foyer.open()
  c.foyer.open()
  c.foyer.push('WhatIsAWallet')

  await connect(a.foyer, { connectorId: 'fake.wallet' })

  await vi.waitFor(() => expect(b.status('eip155')).toBe('connected'))
  expect(b.foyer.stores.modal.getState().open).toBe(true)
  expect(b.foyer.stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  await vi.waitFor(() => expect(c.status('eip155')).toBe('connected'))
  expect(c.foyer.stores.router.getState().history).toEqual(['Connect', 'WhatIsAWallet'])
})

test('behavior: a WalletConnect session, or any connect when sign-in is on, is left to the next load', async () => {
  const { tab } = site()
  const a = tab('a')
  const b = tab('b')
  const signedIn = tab('s', 'fake.wallet', { signIn: true })

  await connect(a.foyer, { connectorId: 'walletConnect' })
  await connect(a.foyer, { connectorId: 'phantom' })

  // Solana (told after the WalletConnect session) followed in b: the first message was heard by then.
  await vi.waitFor(() => expect(b.status('solana')).toBe('connected'))
  expect(b.status('eip155')).toBe('disconnected')
  expect(b.evm.calls.reconnect).toEqual([])
  expect(signedIn.status('solana')).toBe('disconnected')
  expect(signedIn.solana.calls.reconnect).toEqual([])
})

test('behavior: a destroyed instance stops listening', async () => {
  const { tab } = site()
  const b = tab('b')
  b.foyer.destroy()
  expect(() => b.channel.postMessage('x')).toThrow()
})
