import UniversalProvider from '@walletconnect/universal-provider'
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { devAccounts } from '../accounts.js'
import { createMemoryKeyValueStorage } from '../walletconnect/createMemoryKeyValueStorage.js'
import {
  createWalletConnectWallet,
  type WalletConnectWallet,
} from '../walletconnect/createWalletConnectWallet.js'
import { type RunningRelay, startRelay } from './startRelay.js'

const chains = [
  { chainId: 31337, name: 'Foyer Local', rpcUrl: 'http://127.0.0.1:1/unused' },
  { chainId: 31338, name: 'Foyer Local B', rpcUrl: 'http://127.0.0.1:1/unused' },
]

let cleanups: (() => Promise<void>)[] = []
// The SDK keeps one Core per storage prefix in a global: give every client its own.
let clientCount = 0
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
})

async function relay(): Promise<RunningRelay> {
  const running = await startRelay()
  cleanups.push(() => running.stop())
  return running
}

/** A raw relay client: JSON-RPC over one socket, with the deliveries it received. */
/** `?auth=` as the SDK sends it: a JWT whose issuer names the client (the relay does not check it). */
const authFor = (client: string) =>
  `?auth=${[{ alg: 'EdDSA', typ: 'JWT' }, { iss: `did:key:${client}` }, 'sig']
    .map((part) =>
      typeof part === 'string' ? part : Buffer.from(JSON.stringify(part)).toString('base64url'),
    )
    .join('.')}`

async function rawClient(url: string, { acknowledge = true } = {}) {
  const socket = new WebSocket(url)
  await new Promise((resolve) => socket.once('open', resolve))
  cleanups.push(async () => socket.close())
  const deliveries: { topic: string; message: string; tag: number }[] = []
  const answers = new Map<number, (value: unknown) => void>()
  let id = 1
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data))
    if (frame.method === 'irn_subscription') {
      deliveries.push(frame.params.data)
      if (acknowledge) socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    } else answers.get(frame.id)?.(frame.result ?? frame.error)
  })
  const call = (method: string, params: unknown) =>
    new Promise<unknown>((resolve) => {
      const requestId = id++
      answers.set(requestId, resolve)
      socket.send(JSON.stringify({ id: requestId, jsonrpc: '2.0', method, params }))
    })
  return { call, deliveries }
}

async function dapp(url: string) {
  const provider = await UniversalProvider.init({
    projectId: 'foyer-test',
    relayUrl: url,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `dapp-${++clientCount}`,
    telemetryEnabled: false,
    logger: 'error',
    metadata: { name: 'Foyer test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(async () => {
    if (provider.session) await provider.disconnect()
    await provider.client.core.relayer.transportClose()
  })
  return provider
}

async function wallet(url: string, extra: Partial<Parameters<typeof createWalletConnectWallet>[0]> = {}) {
  const created = await createWalletConnectWallet({
    relayUrl: url,
    privateKeys: [devAccounts[0]!.privateKey],
    chains,
    customStoragePrefix: `wallet-${++clientCount}`,
    ...extra,
  })
  cleanups.push(() => created.stop())
  return created
}

function connectThrough(provider: UniversalProvider, mobile: WalletConnectWallet) {
  provider.once('display_uri', (uri: string) => void mobile.pair(uri))
  return provider.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: [
          'personal_sign',
          'eth_sendTransaction',
          'wallet_switchEthereumChain',
          'wallet_addEthereumChain',
        ],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: { 31337: chains[0]!.rpcUrl, 31338: chains[1]!.rpcUrl },
      },
    },
  })
}

describe('startRelay', () => {
  test('default: listens on 127.0.0.1', async () => {
    const running = await relay()
    expect(running.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
  })

  test('behavior: delivers to other subscribers and keeps a mailbox for late ones', async () => {
    const running = await relay()
    const a = await rawClient(running.url)
    const b = await rawClient(running.url)
    expect(typeof (await a.call('irn_subscribe', { topic: 't1' }))).toBe('string')
    expect(await b.call('irn_publish', { topic: 't1', message: 'hello', ttl: 300, tag: 7 })).toBe(true)
    await expect
      .poll(() => a.deliveries)
      .toEqual([expect.objectContaining({ topic: 't1', message: 'hello', tag: 7 })])
    const late = await rawClient(running.url)
    await late.call('irn_batchSubscribe', { topics: ['t1'] })
    await expect.poll(() => late.deliveries.map((item) => item.message)).toEqual(['hello'])
    expect(b.deliveries).toEqual([])
    expect(await a.call('irn_batchFetchMessages', { topics: ['t1'] })).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  test('behavior: a client that subscribes again from a new socket gets neither its own messages nor what it acknowledged', async () => {
    const running = await relay()
    // A dapp publishes a proposal, then reloads (new socket, same client) and subscribes to the topic again:
    // the proposal is not sent back to it (the SDK would answer its own request with an error, which the
    // wallet took for the site's answer and dropped the proposal).
    const dapp = await rawClient(`${running.url}/${authFor('dapp')}`)
    await dapp.call('irn_publish', { topic: 'pairing', message: 'proposal', ttl: 300, tag: 1100 })
    const wallet = await rawClient(`${running.url}/${authFor('wallet')}`)
    await wallet.call('irn_subscribe', { topic: 'pairing' })
    await expect.poll(() => wallet.deliveries.map((item) => item.message)).toEqual(['proposal'])
    await wallet.call('irn_publish', { topic: 'pairing', message: 'response', ttl: 300, tag: 1101 })
    const reloaded = await rawClient(`${running.url}/${authFor('dapp')}`)
    await reloaded.call('irn_subscribe', { topic: 'pairing' })
    await expect.poll(() => reloaded.deliveries.map((item) => item.message)).toEqual(['response'])
    // The wallet reconnects: the proposal it acknowledged is not delivered again, nor its own response.
    const reconnected = await rawClient(`${running.url}/${authFor('wallet')}`)
    await reconnected.call('irn_subscribe', { topic: 'pairing' })
    await dapp.call('irn_publish', { topic: 'pairing', message: 'later', ttl: 300, tag: 1 })
    await expect.poll(() => reconnected.deliveries.map((item) => item.message)).toEqual(['later'])
  })

  test('behavior: a delivery that was not acknowledged is delivered again to the next subscription', async () => {
    const running = await relay()
    const sender = await rawClient(`${running.url}/${authFor('sender')}`)
    const first = await rawClient(`${running.url}/${authFor('receiver')}`, { acknowledge: false })
    await first.call('irn_subscribe', { topic: 't' })
    await sender.call('irn_publish', { topic: 't', message: 'hello', ttl: 300, tag: 1 })
    await expect.poll(() => first.deliveries.length).toBe(1)
    const second = await rawClient(`${running.url}/${authFor('receiver')}`)
    await second.call('irn_subscribe', { topic: 't' })
    await expect.poll(() => second.deliveries.map((item) => item.message)).toEqual(['hello'])
  })

  test('behavior: expired messages are not delivered', async () => {
    let time = 1_000_000
    const running = await startRelay({ now: () => time })
    cleanups.push(() => running.stop())
    const a = await rawClient(running.url)
    await a.call('irn_publish', { topic: 't2', message: 'old', ttl: 10 })
    time += 11_000
    const b = await rawClient(running.url)
    await b.call('irn_subscribe', { topic: 't2' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(b.deliveries).toEqual([])
  })

  test('behavior: pings idle sockets', async () => {
    const running = await startRelay({ pingIntervalMs: 20 })
    cleanups.push(() => running.stop())
    const socket = new WebSocket(running.url)
    cleanups.push(async () => socket.close())
    await new Promise((resolve) => socket.once('ping', resolve))
  })

  test('behavior: official clients pair, sign, switch, add a chain and disconnect through it', async () => {
    const running = await relay()
    const provider = await dapp(running.url)
    const mobile = await wallet(running.url, { knownChainIds: [31337] })
    const session = await connectThrough(provider, mobile)
    const address = devAccounts[0]!.address
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])

    const message = '0x48656c6c6f'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [message, address],
    })) as `0x${string}`
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)

    // 31338 is unknown to the wallet: 4902, then wallet_addEthereumChain updates the session.
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Foyer Local B',
          rpcUrls: [chains[1]!.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(provider.session?.namespaces.eip155?.chains).toContain('eip155:31338')
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe(31338)

    const deleted = new Promise((resolve) => provider.once('session_delete', resolve))
    await mobile.disconnect()
    await deleted
    expect(mobile.sessions()).toEqual([])
  })

  test('behavior: the wallet rejects the proposal', async () => {
    const running = await relay()
    const provider = await dapp(running.url)
    const mobile = await wallet(running.url, { mode: 'reject' })
    await expect(connectThrough(provider, mobile)).rejects.toMatchObject({ code: 5000 })
  })

  test('behavior: the wallet rejects a request', async () => {
    const running = await relay()
    const provider = await dapp(running.url)
    const mobile = await wallet(running.url, { mode: 'ask' })
    const connected = connectThrough(provider, mobile)
    await expect.poll(() => mobile.approvals.pending().length).toBe(1)
    mobile.approvals.approve()
    await connected
    const signing = provider.request({ method: 'personal_sign', params: ['0x00', devAccounts[0]!.address] })
    await expect.poll(() => mobile.approvals.pending().map((item) => item.method)).toEqual(['personal_sign'])
    mobile.approvals.reject()
    await expect(signing).rejects.toMatchObject({ code: 4001 })
  })
})
