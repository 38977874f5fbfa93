import { describe, expect, test } from 'vitest'
import { InvalidServerConfigError } from '../errors/config.js'
import { parseServerConfig } from './parseServerConfig.js'

const projects = [{ id: 'demo', origins: ['http://localhost:5173'] }]
const caipNetworkId = 'solana:HehkSsLmVT9kdxZxCN6nM4EaV4Mp3QMB'
const mint = '2gHDyY5gbHVQkHH8H29Lq3Am7isdHeFzheybxC1yKoVV'

function messageOf(config: unknown): string {
  try {
    parseServerConfig(config)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidServerConfigError)
    return (error as InvalidServerConfigError).shortMessage
  }
  throw new Error('expected the config to be refused')
}

describe('a Solana chain entry', () => {
  test('default: a solana: network with its SPL tokens and configured prices', () => {
    const { chains } = parseServerConfig({
      projects,
      chains: [
        {
          caipNetworkId,
          name: 'Foyer Solana Local',
          rpcUrl: 'http://127.0.0.1:8899',
          solana: {
            // Extra keys of a token (the ledger's own records) are dropped.
            tokens: [{ mint, symbol: 'fUSD', name: 'Foyer USD', decimals: 6, extra: true }],
            nativeUsdPrice: 150,
          },
        },
      ],
    })
    expect(chains[0]?.solana).toEqual({
      tokens: [{ mint, symbol: 'fUSD', name: 'Foyer USD', decimals: 6 }],
      nativeUsdPrice: 150,
    })
  })

  test('behavior: base58 mints, positive prices, and the EVM fields refused on a Solana network', () => {
    const chain = { caipNetworkId, name: 'S', rpcUrl: 'http://127.0.0.1:8899' }
    expect(
      messageOf({
        projects,
        chains: [{ ...chain, solana: { tokens: [{ mint: '0xabc', symbol: 'X', name: 'X', decimals: 6 }] } }],
      }),
    ).toContain('must be a base58 Solana address')
    expect(messageOf({ projects, chains: [{ ...chain, solana: { nativeUsdPrice: -1 } }] })).toContain(
      'nativeUsdPrice',
    )
    expect(messageOf({ projects, chains: [{ ...chain, stablecoins: [mint] }] })).toContain(
      'is for eip155 networks only',
    )
    expect(
      messageOf({ projects, chains: [{ ...chain, caipNetworkId: 'eip155:1', solana: { tokens: [] } }] }),
    ).toContain('is for Solana networks only')
  })
})
