import type { Network } from '@foyer/core'
import { mainnet, solanaDevnet } from '@foyer/core/test'
import { describe, expect, test } from 'vitest'
import type { UniversalProvider } from './initProvider.js'
import { approvedMethodsOf, toNamespaces } from './sessionNamespaces.js'

/** A network of `family` whose only RPC URLs are `http`. */
const network = (caipNetworkId: Network['caipNetworkId'], http: string[]): Network => ({
  id: caipNetworkId.slice(caipNetworkId.indexOf(':') + 1),
  caipNetworkId,
  name: caipNetworkId,
  chainNamespace: caipNetworkId.slice(0, caipNetworkId.indexOf(':')) as Network['chainNamespace'],
  nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 8 },
  rpcUrls: { default: { http } },
})

// As @foyer/bitcoin and @foyer/polkadot define them: Bitcoin's URL is an explorer's REST API.
const bitcoinMainnet = network('bip122:000000000019d6689c085ae165831e93', ['https://mempool.space/api'])
const bitcoinSignet = network('bip122:00000008819873e925422c1ff0f99f7c', [])
const polkadot = network('polkadot:91b171bb158e2d3848fa23a9f1c25182', ['https://rpc.polkadot.io'])

describe('toNamespaces', () => {
  test('default: one namespace per family of the site’s networks, with its methods, events and RPC map', () => {
    expect(
      toNamespaces([mainnet, solanaDevnet, bitcoinMainnet, bitcoinSignet, polkadot]),
    ).toMatchInlineSnapshot(`
      {
        "bip122": {
          "chains": [
            "bip122:000000000019d6689c085ae165831e93",
            "bip122:00000008819873e925422c1ff0f99f7c",
          ],
          "events": [
            "bip122_addressesChanged",
          ],
          "methods": [
            "signMessage",
            "signPsbt",
            "getAccountAddresses",
          ],
        },
        "eip155": {
          "chains": [
            "eip155:1",
          ],
          "events": [
            "accountsChanged",
            "chainChanged",
          ],
          "methods": [
            "eth_sendTransaction",
            "personal_sign",
            "eth_signTypedData_v4",
            "eth_signTypedData",
            "eth_sign",
            "wallet_switchEthereumChain",
            "wallet_addEthereumChain",
            "wallet_getCapabilities",
            "wallet_sendCalls",
            "wallet_getCallsStatus",
          ],
          "rpcMap": {
            "1": "https://cloudflare-eth.com",
          },
        },
        "polkadot": {
          "chains": [
            "polkadot:91b171bb158e2d3848fa23a9f1c25182",
          ],
          "events": [],
          "methods": [
            "polkadot_signMessage",
            "polkadot_signTransaction",
          ],
          "rpcMap": {
            "91b171bb158e2d3848fa23a9f1c25182": "https://rpc.polkadot.io",
          },
        },
        "solana": {
          "chains": [
            "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
          ],
          "events": [],
          "methods": [
            "solana_signMessage",
            "solana_signTransaction",
            "solana_signAllTransactions",
            "solana_signAndSendTransaction",
          ],
          "rpcMap": {
            "EtWTRABZaYq6iMfeYKouRu166VU2xqa1": "https://api.devnet.solana.com",
          },
        },
      }
    `)
  })

  test('behavior: a family without networks is not proposed', () => {
    expect(Object.keys(toNamespaces([bitcoinMainnet]))).toEqual(['bip122'])
    expect(Object.keys(toNamespaces([mainnet, polkadot]))).toEqual(['eip155', 'polkadot'])
    expect(toNamespaces([])).toEqual({})
  })

  test('behavior: the RPC map holds http(s) URLs only: a network without one is left out, never as an empty URL', () => {
    // The SDK opens an HTTP connection on each URL of the map and throws on a `wss:` one.
    const wsOnly = network('polkadot:b0a8d493285c2df73290dfb7e61f870f', ['wss://kusama-rpc.polkadot.io'])
    const none = network('eip155:31337', [])
    const namespaces = toNamespaces([mainnet, none, polkadot, wsOnly])
    expect(namespaces.eip155?.rpcMap).toEqual({ '1': 'https://cloudflare-eth.com' })
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:31337'])
    expect(namespaces.polkadot?.rpcMap).toEqual({
      '91b171bb158e2d3848fa23a9f1c25182': 'https://rpc.polkadot.io',
    })
    expect(toNamespaces([none, wsOnly])).toEqual({
      eip155: expect.not.objectContaining({ rpcMap: expect.anything() }),
      polkadot: expect.not.objectContaining({ rpcMap: expect.anything() }),
    })
  })

  test('behavior: bip122 has no RPC map: a Bitcoin network’s URL is an explorer, not a JSON-RPC node', () => {
    expect(toNamespaces([bitcoinMainnet]).bip122).not.toHaveProperty('rpcMap')
  })

  test('behavior: each call gives fresh lists (a caller cannot change the next proposal)', () => {
    toNamespaces([bitcoinMainnet]).bip122?.methods.push('sendTransfer')
    expect(toNamespaces([bitcoinMainnet]).bip122?.methods).not.toContain('sendTransfer')
  })
})

describe('approvedMethodsOf', () => {
  test('default: the methods of every key of the family in the session; none without a session', () => {
    const universal = {
      session: {
        namespaces: {
          bip122: { accounts: [], methods: ['signMessage', 'signPsbt'], events: [] },
          'bip122:000000000019d6689c085ae165831e93': { accounts: [], methods: ['signPsbt'], events: [] },
          eip155: { accounts: [], methods: ['personal_sign'], events: [] },
        },
      },
    } as unknown as UniversalProvider
    expect(approvedMethodsOf(universal, 'bip122')).toEqual(['signMessage', 'signPsbt'])
    expect(approvedMethodsOf(universal, 'polkadot')).toEqual([])
    expect(approvedMethodsOf(undefined, 'bip122')).toEqual([])
  })
})
