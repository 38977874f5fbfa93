import { describe, expect, test } from 'vitest'
import { InvalidServerConfigError } from '../errors/config.js'
import { parseServerConfig } from './parseServerConfig.js'
import { rpcChains } from './signInOnlyChains.js'

const projects = [{ id: 'demo', origins: ['http://localhost:5173'] }]
const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

function messageOf(config: unknown): string {
  try {
    parseServerConfig(config)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidServerConfigError)
    return (error as InvalidServerConfigError).shortMessage
  }
  throw new Error('expected the config to be refused')
}

describe('sign-in-only chains (bip122, polkadot)', () => {
  test('default: Bitcoin and Polkadot networks need no RPC; one given is ignored by the RPC readers', () => {
    const { chains } = parseServerConfig({
      projects,
      chains: [
        { caipNetworkId: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' },
        { caipNetworkId: bitcoin, name: 'Bitcoin' },
        { caipNetworkId: polkadot, name: 'Polkadot', rpcUrl: 'http://127.0.0.1:9944' },
      ],
    })
    expect(chains.map((chain) => chain.caipNetworkId)).toEqual(['eip155:1', bitcoin, polkadot])
    expect(rpcChains(chains).map((chain) => chain.caipNetworkId)).toEqual(['eip155:1'])
  })

  test('behavior: eip155 and Solana networks still need an RPC; the EVM and Solana fields are refused', () => {
    expect(messageOf({ projects, chains: [{ caipNetworkId: 'eip155:1', name: 'E' }] })).toContain(
      'rpcUrl: is required for eip155 and Solana networks',
    )
    expect(
      messageOf({ projects, chains: [{ caipNetworkId: bitcoin, name: 'B', stablecoins: [] }] }),
    ).toContain('stablecoins: is not for Bitcoin (bip122) or Polkadot networks')
    expect(
      messageOf({ projects, chains: [{ caipNetworkId: polkadot, name: 'P', startBlock: 1 }] }),
    ).toContain('startBlock: is not for Bitcoin (bip122) or Polkadot networks')
  })
})
