import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ConfigFileError, InvalidServerConfigError } from '../errors/config.js'
import { loadConfig } from './loadConfig.js'
import { parseServerConfig } from './parseServerConfig.js'

const minimal = { projects: [{ id: 'demo', origins: ['http://localhost:5173'] }] }

function messageOf(config: unknown): string {
  try {
    parseServerConfig(config)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidServerConfigError)
    return (error as InvalidServerConfigError).shortMessage
  }
  throw new Error('expected the config to be refused')
}

describe('parseServerConfig', () => {
  test('default: fills in chains, database, analytics and names', () => {
    expect(parseServerConfig(minimal)).toMatchInlineSnapshot(`
      {
        "analytics": {
          "enabled": true,
        },
        "chains": [],
        "database": {},
        "indexer": {
          "blocksPerBatch": 100,
          "enabled": true,
          "pollIntervalMs": 1000,
        },
        "names": {
          "suffix": ".reown.id",
          "zone": "reown.id",
        },
        "onramp": {},
        "projects": [
          {
            "id": "demo",
            "origins": [
              "http://localhost:5173",
            ],
          },
        ],
        "trustProxy": [],
      }
    `)
  })

  const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const nft = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
  const pair = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
  const router = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
  const weth = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9'
  const funder = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

  test('parameters: every field', () => {
    const config = {
      projects: [{ id: 'a', origins: ['*'] }],
      database: { url: 'postgres://u:p@127.0.0.1:5432/foyer' },
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Foyer Local',
          rpcUrl: 'http://127.0.0.1:8545',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          contracts: {
            tokens: [{ address: token, symbol: 'fUSD', name: 'Foyer USD', decimals: 6 }],
            nfts: [{ address: nft, name: 'Free Airdrop Claim', symbol: 'CLAIM', spam: true }],
            pairs: [{ address: pair, token0: token, token1: weth }],
            router,
            weth,
          },
          onrampAddresses: [funder],
          stablecoins: [token],
          startBlock: 12,
        },
      ],
      analytics: { enabled: false },
      publicUrl: 'https://foyer.example',
      onramp: { funderPrivateKey: `0x${'ab'.repeat(32)}` },
      indexer: { enabled: false, pollIntervalMs: 2000, blocksPerBatch: 10 },
      names: { suffix: '.foyer.id', zone: 'foyer.id' },
      trustProxy: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8'],
    }
    expect(parseServerConfig(config)).toEqual(config)
  })

  test('behavior: contract lists accept a deployment record as it is (extra keys dropped)', () => {
    const parsed = parseServerConfig({
      ...minimal,
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Foyer Local',
          rpcUrl: 'http://127.0.0.1:8545',
          contracts: {
            tokens: [{ address: token, symbol: 'fUSD', name: 'Foyer USD', decimals: 6, seedPriceUsd: 1 }],
            factory: router,
          } as never,
        },
      ],
    })
    expect(parsed.chains[0]?.contracts).toEqual({
      tokens: [{ address: token, symbol: 'fUSD', name: 'Foyer USD', decimals: 6 }],
      nfts: [],
      pairs: [],
    })
    expect(
      messageOf({
        ...minimal,
        chains: [
          {
            caipNetworkId: 'eip155:1',
            name: 'x',
            rpcUrl: 'http://127.0.0.1:8545',
            contracts: { router: '0x12' },
          },
        ],
        onramp: { funderPrivateKey: '0xnope' },
      }),
    ).toMatchInlineSnapshot(
      `"Invalid server config: chains.0.contracts.router: must be a 0x-prefixed 20-byte hex address; onramp.funderPrivateKey: must be a 0x-prefixed 32-byte hex private key"`,
    )
  })

  test('behavior: a bad config lists each issue with its path', () => {
    expect(messageOf({})).toMatchInlineSnapshot(
      `"Invalid server config: projects: Invalid input: expected array, received undefined"`,
    )
    expect(
      messageOf({
        projects: [{ id: 'a', origins: ['https://a.example/', 'a.example', 'http://ok.example:8080'] }],
        chains: [{ caipNetworkId: '31337', name: 'x', rpcUrl: 'ws://127.0.0.1' }],
      }),
    ).toMatchInlineSnapshot(
      `"Invalid server config: projects.0.origins.0: must be '*' or an exact origin such as https://example.com (no path, no trailing slash); projects.0.origins.1: must be '*' or an exact origin such as https://example.com (no path, no trailing slash); chains.0.caipNetworkId: must be a CAIP network id such as eip155:1; chains.0.rpcUrl: Invalid URL"`,
    )
  })

  test('behavior: duplicates, both database kinds and unknown keys are refused', () => {
    expect(messageOf({ projects: [...minimal.projects, ...minimal.projects] })).toMatch(
      'projects.1.id: project id demo is listed more than once',
    )
    expect(messageOf({ ...minimal, database: { url: 'postgres://127.0.0.1/x', dataDir: './data' } })).toMatch(
      'database: set database.url or database.dataDir, not both',
    )
    expect(messageOf({ ...minimal, database: { url: 'mysql://127.0.0.1/x' } })).toMatch(
      'database.url: must be a postgres:// or postgresql:// URL',
    )
    expect(messageOf({ ...minimal, chain: [] })).toMatch('Unrecognized key: "chain"')
    expect(messageOf({ projects: [] })).toMatch('projects: Too small')
  })
})

describe('loadConfig', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'foyer-config-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  test('default: reads and validates a JSON file', async () => {
    const path = join(dir, 'ok.json')
    await writeFile(path, JSON.stringify(minimal))
    expect((await loadConfig(path)).projects).toEqual(minimal.projects)
  })

  test('behavior: a missing file, bad JSON and a bad config are typed errors', async () => {
    await expect(loadConfig(join(dir, 'missing.json'))).rejects.toThrow(ConfigFileError)
    await expect(loadConfig(join(dir, 'missing.json'))).rejects.toThrow('Cannot read the server config file')
    const bad = join(dir, 'bad.json')
    await writeFile(bad, '{ projects: ')
    await expect(loadConfig(bad)).rejects.toThrow(`The server config file ${bad} is not valid JSON`)
    const invalid = join(dir, 'invalid.json')
    await writeFile(invalid, '{"projects": []}')
    await expect(loadConfig(invalid)).rejects.toThrow(InvalidServerConfigError)
  })
})
