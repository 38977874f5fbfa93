import { EventEmitter } from 'node:events'
import { describe, expect, test, vi } from 'vitest'
import type { UniversalProvider } from './initProvider.js'
import { scopedProvider } from './scopedProvider.js'

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const EVM_ADDRESS = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
const BITCOIN_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'

/** A stand-in for the SDK's provider: its events, its calls (recorded) and a session of every family. */
function createUniversal() {
  const events = new EventEmitter()
  const request = vi.fn(async (_args: unknown, _chain?: string) => 'answered')
  const universal = {
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    removeListener: (event: string, listener: (...args: unknown[]) => void) =>
      events.removeListener(event, listener),
    request,
    rpcProviders: { eip155: { getDefaultChain: () => '1' } },
    session: {
      namespaces: {
        eip155: { accounts: [`eip155:1:${EVM_ADDRESS}`], methods: ['personal_sign'], events: [] },
        bip122: {
          chains: [BITCOIN],
          accounts: [`${BITCOIN}:${BITCOIN_ADDRESS}`],
          methods: ['signMessage', 'signPsbt'],
          events: ['bip122_addressesChanged'],
        },
        polkadot: { accounts: [`${POLKADOT}:5Grw`], methods: ['polkadot_signMessage'], events: [] },
      },
    },
  }
  return { universal: universal as unknown as UniversalProvider, events, request }
}

/** A listener on `event` of each family's provider. */
function listenAll(universal: UniversalProvider, event: string) {
  const heard = { eip155: vi.fn(), solana: vi.fn(), bip122: vi.fn(), polkadot: vi.fn() }
  for (const [family, listener] of Object.entries(heard))
    scopedProvider(universal, family as keyof typeof heard).on(event, listener)
  const who = () =>
    Object.entries(heard)
      .filter(([, listener]) => listener.mock.calls.length > 0)
      .map(([family]) => family)
  return { heard, who }
}

/** A session_event of the SDK (the sign client's event, as the provider re-emits it). */
const sessionEvent = (chainId: string, name: string, data: unknown) => ({
  id: 1,
  topic: 'topic',
  params: { event: { name, data }, chainId },
})

describe('events', () => {
  test('default: bip122_addressesChanged reaches the bip122 listeners only', () => {
    const { universal, events } = createUniversal()
    const { heard, who } = listenAll(universal, 'bip122_addressesChanged')
    const data = [{ address: BITCOIN_ADDRESS, intention: 'payment' }]
    events.emit('bip122_addressesChanged', data)
    expect(who()).toEqual(['bip122'])
    expect(heard.bip122).toHaveBeenCalledWith(data)
  })

  test('behavior: accountsChanged and chainChanged reach eip155 only, and only with EVM values', () => {
    const { universal, events } = createUniversal()
    const accounts = listenAll(universal, 'accountsChanged')
    const chains = listenAll(universal, 'chainChanged')
    // What the SDK derives for a Bitcoin chain change: bare Bitcoin values, for no one.
    events.emit('accountsChanged', [BITCOIN_ADDRESS])
    events.emit('chainChanged', '000000000019d6689c085ae165831e93')
    expect(accounts.who()).toEqual([])
    expect(chains.who()).toEqual([])
    events.emit('accountsChanged', [EVM_ADDRESS])
    events.emit('chainChanged', 1)
    expect(accounts.who()).toEqual(['eip155'])
    expect(chains.who()).toEqual(['eip155'])
  })

  test('behavior: session_event and default_chain_changed reach the family of the chain they name', () => {
    const { universal, events } = createUniversal()
    const sessionEvents = listenAll(universal, 'session_event')
    const defaults = listenAll(universal, 'default_chain_changed')
    events.emit('session_event', sessionEvent(BITCOIN, 'bip122_addressesChanged', []))
    expect(sessionEvents.who()).toEqual(['bip122'])
    events.emit('session_event', sessionEvent('eip155:1', 'accountsChanged', [`eip155:1:${EVM_ADDRESS}`]))
    expect(sessionEvents.heard.eip155).toHaveBeenCalledTimes(1)
    expect(sessionEvents.heard.bip122).toHaveBeenCalledTimes(1)
    events.emit('session_event', { params: { event: { name: 'x', data: null } } })
    expect(sessionEvents.who()).toEqual(['eip155', 'bip122'])
    events.emit('default_chain_changed', { currentCaipChainId: POLKADOT, previousCaipChainId: POLKADOT })
    expect(defaults.who()).toEqual(['polkadot'])
  })

  test('behavior: events of the whole session (session_update, session_delete) reach every family', () => {
    const { universal, events } = createUniversal()
    const updates = listenAll(universal, 'session_update')
    const deletes = listenAll(universal, 'session_delete')
    events.emit('session_update', { topic: 'topic', params: { namespaces: {} } })
    events.emit('session_delete', { topic: 'topic' })
    expect(updates.who()).toEqual(['eip155', 'solana', 'bip122', 'polkadot'])
    expect(deletes.who()).toEqual(['eip155', 'solana', 'bip122', 'polkadot'])
  })

  test('behavior: a listener removed through the scoped provider is removed from the SDK’s', () => {
    const { universal, events } = createUniversal()
    const provider = scopedProvider(universal, 'bip122')
    const listener = vi.fn()
    provider.on('bip122_addressesChanged', listener)
    expect(events.listenerCount('bip122_addressesChanged')).toBe(1)
    provider.removeListener('bip122_addressesChanged', listener)
    expect(events.listenerCount('bip122_addressesChanged')).toBe(0)
    events.emit('bip122_addressesChanged', [])
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('request', () => {
  test('default: a call names its chain, the family’s first approved one unless given', async () => {
    const { universal, request } = createUniversal()
    const args = { method: 'signMessage', params: { account: BITCOIN_ADDRESS, message: 'hi' } }
    await expect(scopedProvider(universal, 'bip122').request(args)).resolves.toBe('answered')
    await scopedProvider(universal, 'bip122').request(args, 'bip122:000000000933ea01ad0ee984209779ba')
    await scopedProvider(universal, 'eip155').request({
      method: 'personal_sign',
      params: ['0x00', EVM_ADDRESS],
    })
    expect(request.mock.calls.map(([, chain]) => chain)).toEqual([
      BITCOIN,
      'bip122:000000000933ea01ad0ee984209779ba',
      'eip155:1',
    ])
  })

  test('behavior: a bip122 method the session did not approve is refused (4200), never sent to an RPC service', async () => {
    const { universal, request } = createUniversal()
    await expect(
      scopedProvider(universal, 'bip122').request({ method: 'sendTransfer', params: {} }),
    ).rejects.toMatchObject({ name: 'UnsupportedProviderMethodError', rpcCode: 4200 })
    expect(request).not.toHaveBeenCalled()
  })

  test('behavior: families with an RPC map pass any method on (the SDK sends reads to the site’s node)', async () => {
    const { universal, request } = createUniversal()
    await scopedProvider(universal, 'eip155').request({ method: 'eth_getBalance', params: [EVM_ADDRESS] })
    await scopedProvider(universal, 'polkadot').request(
      { method: 'chain_getBlockHash', params: [] },
      POLKADOT,
    )
    expect(request).toHaveBeenCalledTimes(2)
  })
})
