import { describe, expect, test } from 'vitest'
import { kusama, polkadot, ss58PrefixOf, westend } from './networks.js'

describe('networks', () => {
  test('default: CAIP-2 ids are polkadot: and the genesis hash’s first 32 hex characters', () => {
    // Genesis hashes: Polkadot 0x91b171bb…70ce90c3, Kusama 0xb0a8d493…9ea3dafe, Westend 0xe143f238…13f3423e.
    expect([polkadot, kusama, westend].map((network) => network.caipNetworkId)).toEqual([
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'polkadot:b0a8d493285c2df73290dfb7e61f870f',
      'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
    ])
    expect([polkadot, kusama, westend].map((network) => network.nativeCurrency)).toEqual([
      { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
      { name: 'Kusama', symbol: 'KSM', decimals: 12 },
      { name: 'Westend', symbol: 'WND', decimals: 12 },
    ])
  })

  test('parameters: SS58 prefixes 0, 2, 42; the host’s own; 42 for an unknown network', () => {
    expect([polkadot, kusama, westend].map((network) => ss58PrefixOf(network))).toEqual([0, 2, 42])
    const parachain = { ...polkadot, caipNetworkId: 'polkadot:fc41b9bd8ef8fe53d58c7ea67c794c7e' as const }
    expect(ss58PrefixOf(parachain)).toBe(42)
    expect(ss58PrefixOf(parachain, { [parachain.caipNetworkId]: 5 })).toBe(5)
  })
})
