import { describe, expect, test } from 'vitest'
import { InvalidServerConfigError } from '../errors/config.js'
import { parseServerConfig } from './parseServerConfig.js'

const FACTORY = '0x2e234DAe75C793f67A35089C9d99245E1C58470b'
const projects = [{ id: 'demo', origins: ['http://localhost:5173'] }]
const evm = (smartAccounts: unknown, caipNetworkId = 'eip155:31337') => ({
  projects,
  chains: [{ caipNetworkId, name: 'Local', rpcUrl: 'http://127.0.0.1:8545', smartAccounts }],
})

function messageOf(config: unknown): string {
  try {
    parseServerConfig(config)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidServerConfigError)
    return (error as InvalidServerConfigError).shortMessage
  }
  throw new Error('expected the config to be refused')
}

describe('smartAccounts', () => {
  test('default: the hourly sponsorship limit is filled in; the paymaster is optional', () => {
    const parsed = parseServerConfig(evm({ bundlerUrl: 'http://127.0.0.1:4337', factory: FACTORY }))
    expect(parsed.chains[0]?.smartAccounts).toEqual({
      bundlerUrl: 'http://127.0.0.1:4337',
      factory: FACTORY,
      sponsorship: { maxOperationsPerHour: 30 },
    })
  })

  test('parameters: paymasterUrl and sponsorship.maxOperationsPerHour', () => {
    const smartAccounts = {
      bundlerUrl: 'https://bundler.example.com/rpc',
      factory: FACTORY,
      paymasterUrl: 'http://10.0.0.9:3000',
      sponsorship: { maxOperationsPerHour: 5 },
    }
    expect(parseServerConfig(evm(smartAccounts)).chains[0]?.smartAccounts).toEqual(smartAccounts)
  })

  test('error: only on eip155 networks', () => {
    const smartAccounts = { bundlerUrl: 'http://127.0.0.1:4337', factory: FACTORY }
    expect(messageOf(evm(smartAccounts, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toMatchInlineSnapshot(
      `"Invalid server config: chains.0.smartAccounts: is for eip155 networks only: ERC-4337 smart accounts live on EVM chains (a caipNetworkId that starts with 'eip155:')"`,
    )
    expect(
      messageOf({
        projects,
        chains: [
          { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', name: 'Bitcoin', smartAccounts },
        ],
      }),
    ).toContain('chains.0.smartAccounts: is for eip155 networks only')
  })

  test('error: malformed URLs, factory, limit and unknown keys', () => {
    expect(messageOf(evm({ bundlerUrl: 'ws://127.0.0.1:4337', factory: FACTORY }))).toContain(
      'chains.0.smartAccounts.bundlerUrl',
    )
    expect(messageOf(evm({ bundlerUrl: 'http://127.0.0.1:4337', factory: '0x1234' }))).toContain(
      'chains.0.smartAccounts.factory: must be a 0x-prefixed 20-byte hex address',
    )
    expect(
      messageOf(evm({ bundlerUrl: 'http://127.0.0.1:4337', factory: FACTORY, paymasterUrl: 'file:///etc' })),
    ).toContain('chains.0.smartAccounts.paymasterUrl')
    expect(
      messageOf(
        evm({
          bundlerUrl: 'http://127.0.0.1:4337',
          factory: FACTORY,
          sponsorship: { maxOperationsPerHour: 0 },
        }),
      ),
    ).toContain('chains.0.smartAccounts.sponsorship.maxOperationsPerHour')
    expect(
      messageOf(evm({ bundlerUrl: 'http://127.0.0.1:4337', factory: FACTORY, entryPoint: '0x' })),
    ).toContain('chains.0.smartAccounts')
  })
})
