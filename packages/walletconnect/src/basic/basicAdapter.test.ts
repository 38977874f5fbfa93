import type { AdapterEvents, CaipAddress, Network, WalletConnectConnector } from '@foyer/core'
import { expect, test } from 'vitest'
import { createBasicAdapter } from './basicAdapter.js'

const network: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Local',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A connector whose session the test edits, with a provider that keeps its listeners. */
function fakeSession() {
  let accounts: CaipAddress[] = [`eip155:31337:${address}`]
  const listeners = new Map<string, (() => void)[]>()
  const provider = {
    request: async () => null,
    on: (event: string, listener: () => void) =>
      listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    removeListener: () => undefined,
  }
  const connector: WalletConnectConnector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    getProvider: () => provider,
    getAccounts: () => accounts,
    connect: async () => provider,
    restore: async () => provider,
    disconnect: async () => undefined,
  }
  return {
    connector,
    /** The wallet updates the session to these accounts. */
    update(next: CaipAddress[]) {
      accounts = next
      for (const listener of listeners.get('session_update') ?? []) listener()
    },
  }
}

test('behavior: a session update that drops every account of the family disconnects it', async () => {
  const session = fakeSession()
  const adapter = createBasicAdapter(session.connector, 'eip155')
  const seen: string[] = []
  adapter.setup({
    disconnected: () => seen.push('disconnected'),
    accountsChanged: ({ addresses }) => seen.push(`accounts ${addresses.join()}`),
  } as Partial<AdapterEvents> as AdapterEvents)
  await adapter.connect({ connectorId: 'walletConnect', network })
  session.update([`eip155:31337:${address}`])
  session.update([])
  expect(seen).toEqual([`accounts ${address}`, 'disconnected'])
})
