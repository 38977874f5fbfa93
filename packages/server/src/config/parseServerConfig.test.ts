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
        "names": {
          "suffix": ".reown.id",
          "zone": "reown.id",
        },
        "projects": [
          {
            "id": "demo",
            "origins": [
              "http://localhost:5173",
            ],
          },
        ],
      }
    `)
  })

  test('parameters: every field', () => {
    const config = {
      projects: [{ id: 'a', origins: ['*'] }],
      database: { url: 'postgres://u:p@127.0.0.1:5432/foyer' },
      chains: [{ caipNetworkId: 'eip155:31337', name: 'Foyer Local', rpcUrl: 'http://127.0.0.1:8545' }],
      analytics: { enabled: false },
      names: { suffix: '.foyer.id', zone: 'foyer.id' },
    }
    expect(parseServerConfig(config)).toEqual(config)
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
