import { devAccounts } from '@foyer/devnet'
import { evmChainCoinType as chainIdToCoinType } from '@foyer/protocol'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'
import { createFoyerServer, type FoyerServer } from '../createFoyerServer.js'
import { InvalidServerConfigError } from '../errors/config.js'
import { createScratchDatabase } from '../test/createScratchDatabase.js'
import { createTestLogger } from '../test/createTestLogger.js'
import { createClientAddress } from './clientAddress.js'

const at = (remoteAddress: string | undefined, forwardedFor?: string) => ({
  header: (name: string) => (name.toLowerCase() === 'x-forwarded-for' ? forwardedFor : undefined),
  env: remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress } } },
})

describe('createClientAddress', () => {
  test('default: the socket peer, whatever X-Forwarded-For claims', () => {
    const clientAddress = createClientAddress()
    expect(clientAddress(at('198.51.100.4'))).toBe('198.51.100.4')
    expect(clientAddress(at('198.51.100.4', '203.0.113.9'))).toBe('198.51.100.4')
    expect(clientAddress(at('::ffff:198.51.100.4'))).toBe('198.51.100.4')
    expect(clientAddress(at(undefined, '203.0.113.9'))).toBeUndefined()
  })

  test('behavior: behind a trusted proxy, the rightmost hop that is not a trusted proxy', () => {
    const clientAddress = createClientAddress(['10.0.0.0/8', '::1'])
    // The client wrote '1.1.1.1' itself; the proxy appended the address it saw.
    expect(clientAddress(at('10.0.0.2', '1.1.1.1, 203.0.113.9'))).toBe('203.0.113.9')
    expect(clientAddress(at('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.7'))).toBe('203.0.113.9')
    expect(clientAddress(at('::1', ' 2001:db8::5 '))).toBe('2001:db8::5')
    // Every hop a trusted proxy: the leftmost one.
    expect(clientAddress(at('10.0.0.2', '10.0.0.9, 10.0.0.8'))).toBe('10.0.0.9')
    // No header: the proxy itself.
    expect(clientAddress(at('10.0.0.2'))).toBe('10.0.0.2')
    // A hop that is not an address ends the walk at the proxy that reported it.
    expect(clientAddress(at('10.0.0.2', 'garbage'))).toBe('10.0.0.2')
    expect(clientAddress(at('10.0.0.2', 'garbage, 10.0.0.3'))).toBe('10.0.0.3')
  })

  test('behavior: a peer that is not a trusted proxy cannot choose its address', () => {
    const clientAddress = createClientAddress(['10.0.0.0/8'])
    expect(clientAddress(at('198.51.100.4', '203.0.113.9'))).toBe('198.51.100.4')
  })

  test('parameters: the config refuses what is not an address or a range', async () => {
    for (const trustProxy of [['localhost'], ['10.0.0.0/33'], ['::1/129'], ['10.0.0.1/8/8']])
      await expect(
        createFoyerServer({ projects: [{ id: 'demo', origins: ['*'] }], trustProxy }),
      ).rejects.toThrow(InvalidServerConfigError)
    await expect(
      createFoyerServer({ projects: [{ id: 'demo', origins: ['*'] }], trustProxy: ['nope'] }),
    ).rejects.toThrow('trustProxy.0: must be an IP address or CIDR range such as 10.0.0.0/8 or ::1')
  })
})

describe('per-IP name registration limit over real HTTP', () => {
  const LOCAL_COIN_TYPE = chainIdToCoinType(31337)
  const accounts = devAccounts.map((account) => privateKeyToAccount(account.privateKey))
  const clock = Date.UTC(2030, 0, 1)
  let server: FoyerServer | undefined
  afterEach(() => server?.close())

  const start = async (trustProxy: string[]) => {
    server = await createFoyerServer(
      {
        projects: [{ id: 'demo', origins: ['*'] }],
        // Registrations are checked locally (EOA signatures); the chain is only the coin type's network.
        chains: [{ caipNetworkId: 'eip155:31337', name: 'Foyer Local', rpcUrl: 'http://127.0.0.1:9' }],
        indexer: { enabled: false },
        database: { url: await createScratchDatabase() },
        trustProxy,
      },
      { logger: createTestLogger(), now: () => clock },
    )
    return (await server.listen()).url
  }
  const register = async (url: string, index: number, forwardedFor?: string) => {
    const account = accounts[index % accounts.length]!
    const message = JSON.stringify({
      name: `ip-limit-${index}.reown.id`,
      attributes: {},
      timestamp: Math.floor(clock / 1000),
    })
    const response = await fetch(`${url}/v1/profile/account?projectId=demo&st=foyer&sv=0.1.0`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({
        coin_type: LOCAL_COIN_TYPE,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    })
    return response.status
  }

  test('default: the socket address counts, so a sixth registration from 127.0.0.1 is a 429', async () => {
    const url = await start([])
    const statuses: number[] = []
    // Six addresses, one IP; X-Forwarded-For is not trusted and changes nothing.
    for (let index = 0; index < 6; index += 1) statuses.push(await register(url, index, `203.0.113.${index}`))
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  }, 60_000)

  test('behavior: behind a trusted proxy, each forwarded client has its own limit', async () => {
    const url = await start(['127.0.0.1'])
    const statuses: number[] = []
    for (let index = 0; index < 6; index += 1)
      statuses.push(await register(url, index, `198.51.100.1, 203.0.113.${index}`))
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201])
    // One forwarded client, many registrations: its own limit applies.
    const same: number[] = []
    for (let index = 6; index < 12; index += 1) same.push(await register(url, index, '203.0.113.200'))
    expect(same).toEqual([201, 201, 201, 201, 201, 429])
  }, 60_000)
})
