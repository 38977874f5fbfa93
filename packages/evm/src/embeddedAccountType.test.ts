import {
  type AnalyticsEvent,
  connect,
  createFoyer,
  createMemoryStorage,
  getProvider,
  switchNetwork,
} from '@foyer/core'
import { FrameRequestError, setPreferredAccountType } from '@foyer/core/views'
import type { FrameRequestType } from '@foyer/protocol'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from './evmAdapter.js'
import { balanceAnswer, createFakeWindow, networkWith, startRpcServer } from './test/index.js'

const eoa = '0x1111111111111111111111111111111111111111'
const smart = '0x2222222222222222222222222222222222222222'
/** The chain with a smart account (the devnet); mainnet has none. */
const smartChain = 31337

/**
 * A login frame as the secure frame answers (issue #29): signed in, the smart account active where the
 * page prefers it and the chain has one, else the EOA; SET_PREFERRED_ACCOUNT refused where there is none.
 */
function createFrame() {
  const state = { chainId: smartChain, type: 'smartAccount' as 'eoa' | 'smartAccount' }
  const asked: { type: FrameRequestType; payload?: unknown }[] = []
  const active = () => (state.type === 'smartAccount' && state.chainId === smartChain ? smart : eoa)
  const answers: Partial<Record<FrameRequestType, (payload: never) => unknown>> = {
    '@w3m-app/IS_CONNECTED': () => ({ isConnected: true }),
    '@w3m-app/GET_USER': (payload: { chainId?: number; preferredAccountType?: 'eoa' | 'smartAccount' }) => {
      if (payload.chainId) state.chainId = payload.chainId
      if (payload.preferredAccountType) state.type = payload.preferredAccountType
      const accounts =
        state.chainId === smartChain
          ? [
              { address: eoa, type: 'eoa' },
              { address: smart, type: 'smartAccount' },
            ]
          : [{ address: eoa, type: 'eoa' }]
      const address = active()
      return {
        email: 'ada@example.com',
        address,
        chainId: state.chainId,
        smartAccountDeployed: false,
        accounts: [...accounts].sort((a) => (a.address === address ? -1 : 1)),
        preferredAccountType: address === smart ? 'smartAccount' : 'eoa',
      }
    },
    '@w3m-app/GET_CHAIN_ID': () => ({ chainId: state.chainId }),
    '@w3m-app/SWITCH_NETWORK': (payload: { chainId: number }) => {
      state.chainId = payload.chainId
      return { chainId: state.chainId }
    },
    '@w3m-app/SET_PREFERRED_ACCOUNT': (payload: { type: 'eoa' | 'smartAccount' }) => {
      if (payload.type === 'smartAccount' && state.chainId !== smartChain)
        throw new FrameRequestError({ message: 'No smart account on this network' })
      state.type = payload.type
      return { type: payload.type, address: active() }
    },
    '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS': () => ({ smartAccountEnabledNetworks: [smartChain] }),
  }
  const frame = {
    async request(message: { type: FrameRequestType; payload?: unknown }) {
      asked.push(message)
      const answer = answers[message.type]
      if (!answer) throw new Error(`unexpected ${message.type}`)
      return answer((message.payload ?? {}) as never)
    },
    cancelPrompts: () => undefined,
    openPrompts: () => 0,
  }
  return { frame, asked, state }
}

const cleanups: (() => unknown)[] = []

async function setup() {
  const server = await startRpcServer(balanceAnswer({}))
  cleanups.push(() => server.close())
  const window = createFakeWindow()
  vi.stubGlobal('window', window)
  const rpcUrls = { default: { http: [server.url] } }
  const mainnet = networkWith({ id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum', rpcUrls })
  const devnet = networkWith({ rpcUrls })
  const events: AnalyticsEvent[] = []
  const storage = createMemoryStorage()
  const foyer = createFoyer({
    projectId: 'test',
    networks: [devnet, mainnet],
    defaultNetwork: devnet,
    adapters: [evmAdapter({ window })],
    storage,
    authFrameUrl: 'http://127.0.0.1:9/frame',
    onEvent: (event) => {
      events.push(event)
    },
  })
  const { frame, asked, state } = createFrame()
  // The frame an instance loads on first use: this one, already READY.
  foyer.services.loaded.set('authFrame', Promise.resolve(frame))
  const account = () => foyer.stores.chains.getState().chains.eip155?.accountState
  const networkState = () => foyer.stores.chains.getState().chains.eip155?.networkState
  return { foyer, mainnet, devnet, events, storage, asked, state, account, networkState }
}

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  vi.unstubAllGlobals()
})

describe('the embedded wallet’s account types', () => {
  test('default: the smart account, with its real type; the preference goes to the frame', async () => {
    const { foyer, account, networkState, asked } = await setup()
    await connect(foyer, { connectorId: 'foyer-auth' })
    expect(account()).toMatchObject({
      status: 'connected',
      address: smart,
      caipAddress: `eip155:${smartChain}:${smart}`,
      preferredAccountType: 'smartAccount',
      allAccounts: [
        { address: smart, type: 'smartAccount' },
        { address: eoa, type: 'eoa' },
      ],
    })
    const user = asked.find((message) => message.type === '@w3m-app/GET_USER')
    expect(user?.payload).toMatchObject({ preferredAccountType: 'smartAccount' })
    await vi.waitFor(() => expect(networkState()?.smartAccountEnabledNetworks).toEqual([smartChain]))
    foyer.destroy()
  })

  test('behavior: switching to the EOA and back announces accountsChanged (the page’s provider too), is stored and tracked', async () => {
    const { foyer, account, events, storage } = await setup()
    await connect(foyer, { connectorId: 'foyer-auth' })
    const provider = getProvider(foyer)
    const announced: unknown[] = []
    provider?.on?.('accountsChanged', (accounts: unknown) => announced.push(accounts))

    expect(await setPreferredAccountType(foyer, { type: 'eoa' })).toEqual({ type: 'eoa', address: eoa })
    expect(account()).toMatchObject({
      address: eoa,
      caipAddress: `eip155:${smartChain}:${eoa}`,
      preferredAccountType: 'eoa',
      allAccounts: [
        { address: eoa, type: 'eoa' },
        { address: smart, type: 'smartAccount' },
      ],
    })
    await vi.waitFor(() => expect(announced).toEqual([[eoa]]))
    expect(storage.getItem('foyer:preferred-account-types')).toBe('{"eip155":"eoa"}')
    expect(events).toContainEqual({
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      properties: { accountType: 'eoa', network: `eip155:${smartChain}` },
    })

    await setPreferredAccountType(foyer, { type: 'smartAccount' })
    expect(account()?.address).toBe(smart)
    await vi.waitFor(() => expect(announced.at(-1)).toEqual([smart]))
    foyer.destroy()
  })

  test('behavior: a network without a smart account shows the EOA; back on one, the smart account again', async () => {
    const { foyer, account, mainnet, devnet } = await setup()
    await connect(foyer, { connectorId: 'foyer-auth' })
    await switchNetwork(foyer, { network: mainnet })
    expect(account()).toMatchObject({
      address: eoa,
      caipAddress: `eip155:1:${eoa}`,
      allAccounts: [{ address: eoa, type: 'eoa' }],
      // The preference stays: the visitor did not choose the EOA.
      preferredAccountType: 'smartAccount',
    })
    await switchNetwork(foyer, { network: devnet })
    expect(account()).toMatchObject({ address: smart, caipAddress: `eip155:${smartChain}:${smart}` })
    expect(account()?.allAccounts[0]).toEqual({ address: smart, type: 'smartAccount' })
    foyer.destroy()
  })

  test('behavior: a failed switch falls back to the EOA and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { foyer, account, mainnet, storage, events } = await setup()
    await connect(foyer, { connectorId: 'foyer-auth' })
    await switchNetwork(foyer, { network: mainnet })
    foyer.open()
    await expect(setPreferredAccountType(foyer, { type: 'smartAccount' })).rejects.toMatchObject({
      code: 'ACCOUNT_TYPE_SWITCH_FAILED',
      shortMessage: 'Could not switch the account type: your EOA is used instead',
    })
    expect(account()).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(account()?.allAccounts).toEqual([{ address: eoa, type: 'eoa' }])
    expect(storage.getItem('foyer:preferred-account-types')).toBe('{"eip155":"eoa"}')
    expect(foyer.stores.toast.getState()).toMatchObject({
      type: 'error',
      message: 'Could not switch the account type: your EOA is used instead',
    })
    expect(events.some((event) => event.event === 'SET_PREFERRED_ACCOUNT_TYPE')).toBe(false)
    foyer.destroy()
  })

  test('behavior: the stored preference is what the frame is asked for at the next visit', async () => {
    const { foyer, account, storage, asked } = await setup()
    storage.setItem('foyer:preferred-account-types', '{"eip155":"eoa"}')
    await connect(foyer, { connectorId: 'foyer-auth' })
    expect(asked.find((message) => message.type === '@w3m-app/GET_USER')?.payload).toMatchObject({
      preferredAccountType: 'eoa',
    })
    expect(account()).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(account()?.allAccounts[0]).toEqual({ address: eoa, type: 'eoa' })
    foyer.destroy()
  })
})
