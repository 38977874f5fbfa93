import { devAccounts } from '@foyer/devnet'
import { evmChainCoinType as chainIdToCoinType } from '@foyer/protocol'
import { Hono } from 'hono'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createErrorHandler } from '../http/createErrorHandler.js'
import { createProjectGuard } from '../http/createProjectGuard.js'
import { createTestLogger } from '../test/createTestLogger.js'
import { isBlockchainPublicRequest } from './isBlockchainPublicRequest.js'
import { createSessionStore } from './sessions/createSessionStore.js'
import { type BlockchainTestbed, startBlockchainTestbed } from './test/startBlockchainTestbed.js'

const alice = privateKeyToAccount(devAccounts[0]!.privateKey)
const bob = privateKeyToAccount(devAccounts[1]!.privateKey)
const carol = privateKeyToAccount(devAccounts[2]!.privateKey)
const LOCAL_COIN_TYPE = chainIdToCoinType(31337)

let bed: BlockchainTestbed
/** The routes' clock (ms): each test moves it on by an hour, so rate-limit windows never overlap. */
let clock = Date.UTC(2030, 0, 1)

beforeAll(async () => {
  bed = await startBlockchainTestbed({ deploy: false, overrides: { now: () => clock } })
}, 60_000)
afterAll(() => bed?.stop())

const nextHour = () => {
  clock += 3_600_000
}
const nowSeconds = () => Math.floor(clock / 1000)

const request = async (path: string, init?: RequestInit, ip = '10.0.0.1') => {
  const separator = path.includes('?') ? '&' : '?'
  // The env is what @hono/node-server passes: the default IP resolver reads the socket from it.
  const response = await bed.app.request(`${path}${separator}${bed.sdk}`, init, {
    incoming: { socket: { remoteAddress: ip } },
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: JSON.parse(text) as Record<string, unknown>,
  }
}

interface Registration {
  account?: typeof alice
  name: string
  coinType?: number
  timestamp?: number
  attributes?: Record<string, string>
  signer?: typeof alice
  ip?: string
  extra?: Record<string, unknown>
}

const register = async ({
  account = alice,
  name,
  coinType = LOCAL_COIN_TYPE,
  timestamp = nowSeconds(),
  attributes = {},
  signer = account,
  ip,
  extra = {},
}: Registration) => {
  const message = JSON.stringify({ name, attributes, timestamp, ...extra })
  const signature = await signer.signMessage({ message })
  return request(
    '/v1/profile/account',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coin_type: coinType, address: account.address, message, signature }),
    },
    ip,
  )
}
const reason = (body: Record<string, unknown>) =>
  (body.reasons as { description: string }[] | undefined)?.[0]?.description

describe('GET /v1/supported-chains', () => {
  test('default', async () => {
    expect(await request('/v1/supported-chains')).toMatchObject({
      status: 200,
      body: { http: ['eip155:31337', 'eip155:1'], ws: [] },
    })
  })
})

describe('names', () => {
  test('default: register, resolve, reverse, identity and suggestions', async () => {
    nextHour()
    const registered = await register({
      name: 'Alice-Harbor.reown.id',
      attributes: { avatar: 'https://a.test/a.png', bio: 'hi' },
    })
    const record = {
      name: 'alice-harbor.reown.id',
      registered: nowSeconds(),
      updated: nowSeconds(),
      addresses: { [String(LOCAL_COIN_TYPE)]: { address: alice.address, created: nowSeconds() } },
      attributes: { avatar: 'https://a.test/a.png', bio: 'hi' },
    }
    expect(registered).toMatchObject({ status: 201, body: record })

    expect(await request('/v1/profile/account/alice-harbor.reown.id?apiVersion=2')).toMatchObject({
      status: 200,
      body: record,
    })
    const reverse = await request(
      `/v1/profile/reverse/${alice.address.toLowerCase()}?apiVersion=2&sender=${bob.address}`,
    )
    expect(reverse.body).toEqual([record])
    expect((await request(`/v1/identity/${alice.address}?sender=${bob.address}`)).body).toEqual({
      name: 'alice-harbor.reown.id',
      avatar: 'https://a.test/a.png',
    })

    const suggestions = await request('/v1/profile/suggestions/alice-harbor?zone=reown.id')
    expect(suggestions.body).toEqual({
      suggestions: [
        { name: 'alice-harbor.reown.id', registered: true },
        { name: 'alice-harbor-id.reown.id', registered: false },
        { name: 'alice-harbor1.reown.id', registered: false },
        { name: 'alice-harbor-app.reown.id', registered: false },
        { name: 'alice-harbor-web3.reown.id', registered: false },
      ],
    })
  })

  test('behavior: an address without a name', async () => {
    expect((await request(`/v1/identity/${carol.address}`)).body).toEqual({ name: null, avatar: null })
    expect((await request(`/v1/profile/reverse/${carol.address}`)).body).toEqual([])
    expect(await request('/v1/profile/account/nobody-here.reown.id?apiVersion=2')).toMatchObject({
      status: 404,
      body: { reasons: [{ description: 'No name nobody-here.reown.id' }] },
    })
  })

  test('behavior: the primary name is the first registered', async () => {
    nextHour()
    expect((await register({ account: bob, name: 'bob-first.reown.id' })).status).toBe(201)
    nextHour()
    expect((await register({ account: bob, name: 'bob-second.reown.id' })).status).toBe(201)
    expect((await request(`/v1/identity/${bob.address}`)).body).toEqual({
      name: 'bob-first.reown.id',
      avatar: null,
    })
    const names = (await request(`/v1/profile/reverse/${bob.address}`)).body as unknown as { name: string }[]
    expect(names.map((entry) => entry.name)).toEqual(['bob-first.reown.id', 'bob-second.reown.id'])
  })

  test('behavior: a taken name is a 409, whoever asks', async () => {
    nextHour()
    expect((await register({ account: carol, name: 'taken-name.reown.id' })).status).toBe(201)
    const again = await register({ account: alice, name: 'TAKEN-name.reown.id' })
    expect(again.status).toBe(409)
    expect(reason(again.body)).toBe('The name taken-name.reown.id is already registered')
    expect((await request('/v1/profile/suggestions/taken-name.reown.id')).body).toMatchObject({
      suggestions: [
        { name: 'taken-name.reown.id', registered: true },
        { name: 'taken-name-id.reown.id' },
        {},
        {},
        {},
      ],
    })
  })

  test('behavior: names that break the rule are refused', async () => {
    for (const name of [
      'abc.reown.id',
      'al_ce.reown.id',
      'alice.eth',
      'alice',
      'ali ce.reown.id',
      `${'a'.repeat(64)}.reown.id`,
    ]) {
      nextHour()
      const { status, body } = await register({ name })
      expect({ name, status, reason: reason(body) }).toEqual({
        name,
        status: 400,
        reason: `Invalid name ${name}: use letters, digits and hyphens only, at least 4 characters, then .reown.id`,
      })
    }
  })

  test('behavior: a signature by another key is refused', async () => {
    nextHour()
    const { status, body } = await register({ name: 'forged-name.reown.id', signer: bob })
    expect(status).toBe(400)
    expect(body).toEqual({
      message: 'The signature does not match the address and message',
      code: 'NAME_BAD_SIGNATURE',
      reasons: [{ description: 'The signature does not match the address and message' }],
    })
    expect((await request('/v1/profile/account/forged-name.reown.id')).status).toBe(404)
  })

  test('behavior: a malformed signature is refused, not a 500', async () => {
    nextHour()
    const message = JSON.stringify({ name: 'bad-sig.reown.id', attributes: {}, timestamp: nowSeconds() })
    const { status, body } = await request('/v1/profile/account', {
      method: 'POST',
      body: JSON.stringify({
        coin_type: LOCAL_COIN_TYPE,
        address: alice.address,
        message,
        signature: `0x${'11'.repeat(65)}`,
      }),
    })
    expect({ status, reason: reason(body) }).toEqual({
      status: 400,
      reason: 'The signature does not match the address and message',
    })
  })

  test('behavior: a stale or future timestamp is refused', async () => {
    nextHour()
    const old = await register({ name: 'stale-name.reown.id', timestamp: nowSeconds() - 11 * 60 })
    expect(reason(old.body)).toBe('The message timestamp is too old or in the future; sign a fresh message')
    const future = await register({ name: 'stale-name.reown.id', timestamp: nowSeconds() + 5 * 60 })
    expect(future.status).toBe(400)
  })

  test('behavior: the message must match the request', async () => {
    nextHour()
    const wrongAddress = await register({ name: 'mismatch.reown.id', extra: { address: bob.address } })
    expect(reason(wrongAddress.body)).toBe('The message’s address does not match the request’s')
    nextHour()
    const wrongCoin = await register({ name: 'mismatch.reown.id', extra: { coin_type: 60 } })
    expect(reason(wrongCoin.body)).toBe('The message’s coin_type does not match the request’s')
    nextHour()
    const message = 'not json'
    const notJson = await request('/v1/profile/account', {
      method: 'POST',
      body: JSON.stringify({
        coin_type: LOCAL_COIN_TYPE,
        address: alice.address,
        message,
        signature: await alice.signMessage({ message }),
      }),
    })
    expect(reason(notJson.body)).toMatch(/^The message must be a JSON string with name and timestamp: /)
  })

  test('behavior: a coin type of a network the server does not serve', async () => {
    nextHour()
    const { status, body } = await register({
      name: 'optimism-name.reown.id',
      coinType: chainIdToCoinType(10),
    })
    expect({ status, reason: reason(body) }).toEqual({
      status: 400,
      reason: 'Coin type 2147483658 is not an EVM chain this server supports',
    })
  })

  test('behavior: 5 registrations a minute per address, then 429', async () => {
    nextHour()
    const statuses: number[] = []
    for (let index = 0; index < 6; index += 1)
      statuses.push(
        (await register({ account: carol, name: `carol-many-${index}.reown.id`, ip: `10.1.0.${index}` }))
          .status,
      )
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const limited = await register({ account: carol, name: 'carol-more.reown.id', ip: '10.1.1.1' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^[0-9]+$/)
    expect(reason(limited.body)).toMatch(/^Too many name registrations; try again in [0-9]+ seconds$/)
    // The next window lets the address register again.
    nextHour()
    expect((await register({ account: carol, name: 'carol-later.reown.id', ip: '10.1.1.2' })).status).toBe(
      201,
    )
  })

  test('behavior: 5 registrations a minute per IP, whatever the address', async () => {
    nextHour()
    const accounts = [3, 4, 0, 1, 2, 3].map((index) => privateKeyToAccount(devAccounts[index]!.privateKey))
    const statuses: number[] = []
    for (const [index, account] of accounts.entries())
      statuses.push((await register({ account, name: `same-ip-${index}.reown.id`, ip: '192.0.2.9' })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  test('parameters: bad input on the name routes', async () => {
    expect(await request('/v1/identity/0x1234')).toMatchObject({
      status: 400,
      body: { message: 'must be an EVM address (0x followed by 40 hex characters)' },
    })
    expect((await request(`/v1/identity/${alice.address}?chainId=eip155:10`)).body).toMatchObject({
      message: 'Chain is not supported',
    })
    expect((await request(`/v1/identity/${alice.address}?sender=bob`)).status).toBe(400)
    expect((await request('/v1/profile/account/alice.reown.id?apiVersion=1')).body).toMatchObject({
      message: 'apiVersion: must be 2',
      reasons: [{ description: 'apiVersion: must be 2' }],
    })
    expect((await request('/v1/profile/account/<script>')).status).toBe(400)
    expect((await request('/v1/profile/suggestions/alice?zone=ens.domains')).body).toMatchObject({
      message: 'zone: must be reown.id',
    })
    expect((await request('/v1/profile/suggestions/al!ce')).status).toBe(400)
    const missing = await request('/v1/profile/account', {
      method: 'POST',
      body: JSON.stringify({ address: alice.address }),
    })
    expect(missing.status).toBe(400)
    expect(reason(missing.body)).toMatch(/^coin_type: /)
  })

  test('behavior: posts an address did not sign never use up its limit', async () => {
    nextHour()
    // Someone posts six registrations naming carol's address, signed by another key.
    for (let index = 0; index < 6; index += 1) {
      const forged = await register({
        account: carol,
        signer: bob,
        name: `carol-locked-${index}.reown.id`,
        ip: '198.51.100.66',
      })
      expect(forged.status).toBe(400)
    }
    // Carol's own registration still goes through.
    expect((await register({ account: carol, name: 'carol-unlocked.reown.id', ip: '10.3.0.1' })).status).toBe(
      201,
    )
  })

  test('behavior: attempts per IP are bounded before any signature is checked', async () => {
    nextHour()
    const statuses: number[] = []
    for (let index = 0; index < 31; index += 1)
      statuses.push(
        (
          await register({
            account: carol,
            signer: bob,
            name: `flood-${index}.reown.id`,
            ip: '198.51.100.77',
          })
        ).status,
      )
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
    // Another IP is not affected, nor is the address.
    expect(
      (await register({ account: carol, name: 'carol-after-flood.reown.id', ip: '10.3.0.2' })).status,
    ).toBe(201)
  })

  test('behavior: avatars are https, ipfs or data:image URLs; bios are plain text', async () => {
    const accepted: Record<string, string>[] = [
      { avatar: 'https://cdn.example/a.png', bio: 'Sails <3 and harbors\nsince 2020' },
      { avatar: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/avatar.webp' },
      // An image of this server itself (its public URL is http://foyer.test here).
      { avatar: 'http://foyer.test/public/getAssetImage/avatar-1' },
      {
        avatar:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      },
    ]
    for (const [index, attributes] of accepted.entries()) {
      nextHour()
      const { status, body } = await register({
        account: bob,
        name: `bob-avatar-${index}.reown.id`,
        attributes,
      })
      expect({ status, attributes: body.attributes }).toEqual({ status: 201, attributes })
    }
    const avatarMessage =
      'Invalid avatar: must be an https:// or ipfs:// URL, or a data:image/png, jpeg, gif or webp base64 URL'
    const refused: [Record<string, string>, string][] = [
      [{ avatar: 'javascript:alert(1)' }, avatarMessage],
      [{ avatar: 'http://cdn.example/a.png' }, avatarMessage],
      [{ avatar: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }, avatarMessage],
      [{ avatar: 'data:text/html,<script>alert(1)</script>' }, avatarMessage],
      [{ avatar: 'https://cdn.example/a.png" onerror="alert(1)' }, avatarMessage],
      [{ avatar: 'ipfs://<script>' }, avatarMessage],
      [
        { avatar: `https://cdn.example/${'a'.repeat(2048)}` },
        'Invalid avatar: must be at most 2048 characters',
      ],
      [{ bio: '<script>alert(1)</script>' }, 'Invalid bio: must be plain text without markup (no <tags>)'],
      [{ bio: '<img src=x onerror=alert(1)>' }, 'Invalid bio: must be plain text without markup (no <tags>)'],
      [{ bio: 'bell\u0007' }, 'Invalid bio: must be plain text without control characters'],
      [{ bio: 'x'.repeat(501) }, 'Invalid bio: must be at most 500 characters of plain text'],
    ]
    for (const [index, [attributes, message]] of refused.entries()) {
      nextHour()
      const { status, body } = await register({
        account: bob,
        name: `bob-refused-${index}.reown.id`,
        attributes,
      })
      expect({ attributes, status, reason: reason(body) }).toEqual({
        attributes,
        status: 400,
        reason: message,
      })
    }
  })

  test('behavior: a mixed-case address with a wrong EIP-55 checksum is refused', async () => {
    const lower = alice.address.toLowerCase()
    // Flip the case of one letter of the checksummed address.
    const index = alice.address.slice(2).search(/[a-fA-F]/) + 2
    const letter = alice.address[index]!
    const flipped = `${alice.address.slice(0, index)}${letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()}${alice.address.slice(index + 1)}`
    const wrong = await request(`/v1/identity/${flipped}`)
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        message:
          'has a wrong EIP-55 checksum (mixed case that does not match): use the checksummed address or all lower case',
      },
    })
    expect((await request(`/v1/identity/${lower}`)).status).toBe(200)
    expect((await request(`/v1/identity/0x${lower.slice(2).toUpperCase()}`)).status).toBe(200)
    expect((await request(`/v1/profile/reverse/${alice.address}`)).status).toBe(200)
    // A registration naming it is refused the same way, before anything else.
    const message = JSON.stringify({
      name: 'checksum-test.reown.id',
      attributes: {},
      timestamp: nowSeconds(),
    })
    const registration = await request('/v1/profile/account', {
      method: 'POST',
      body: JSON.stringify({
        coin_type: LOCAL_COIN_TYPE,
        address: flipped,
        message,
        signature: await alice.signMessage({ message }),
      }),
    })
    expect({ status: registration.status, reason: reason(registration.body) }).toEqual({
      status: 400,
      reason:
        'address: has a wrong EIP-55 checksum (mixed case that does not match): use the checksummed address or all lower case',
    })
  })
})

describe('sessions', () => {
  const sessions = () => createSessionStore(bed.db)
  const session = {
    pci: '0xabc123',
    expiry: 1_900_000_000,
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
    policies: [],
    context: '0xdeadbeef',
  }

  test('default: an address’s sessions, then a signed revoke', async () => {
    await sessions().save({ ...session, address: alice.address, chain: 'eip155:31337' })
    expect((await request(`/v1/sessions/${alice.address}`)).body).toEqual({
      sessions: [{ ...session, revoked: false }],
    })
    const signature = await alice.signMessage({ message: session.pci })
    const revoked = await request(`/v1/sessions/eip155:31337:${alice.address}/revoke`, {
      method: 'POST',
      body: JSON.stringify({ pci: session.pci, signature }),
    })
    expect(revoked).toMatchObject({ status: 200, body: { success: true } })
    // A CAIP address in the path may come percent-encoded (the client encodes path segments).
    expect(
      (await request(`/v1/sessions/${encodeURIComponent(`eip155:31337:${alice.address}`)}`)).body,
    ).toEqual({
      sessions: [{ ...session, revoked: true }],
    })
  })

  test('behavior: most addresses have none', async () => {
    expect((await request(`/v1/sessions/${carol.address}`)).body).toEqual({ sessions: [] })
  })

  test('behavior: a revoke signed by someone else changes nothing', async () => {
    await sessions().save({ ...session, pci: '0xbob', address: bob.address })
    const signature = await alice.signMessage({ message: '0xbob' })
    const refused = await request(`/v1/sessions/${bob.address}/revoke`, {
      method: 'POST',
      body: JSON.stringify({ pci: '0xbob', signature }),
    })
    expect(refused).toMatchObject({ status: 400, body: { code: 'SESSION_BAD_SIGNATURE' } })
    expect((await request(`/v1/sessions/${bob.address}`)).body).toMatchObject({
      sessions: [{ revoked: false }],
    })
  })

  test('behavior: an unknown session is a 404', async () => {
    const signature = await carol.signMessage({ message: 'nope' })
    expect(
      await request(`/v1/sessions/${carol.address}/revoke`, {
        method: 'POST',
        body: JSON.stringify({ pci: 'nope', signature }),
      }),
    ).toMatchObject({ status: 404, body: { message: 'No session nope for this address' } })
  })

  test('parameters: bad input on the session routes', async () => {
    expect((await request('/v1/sessions/not-an-address')).status).toBe(400)
    expect((await request(`/v1/sessions/eip155:10:${alice.address}`)).body).toMatchObject({
      message: 'Chain is not supported',
    })
    const noSignature = await request(`/v1/sessions/${alice.address}/revoke`, {
      method: 'POST',
      body: JSON.stringify({ pci: session.pci }),
    })
    expect(noSignature.status).toBe(400)
    expect(noSignature.body.message).toMatch(/^signature: /)
  })
})

describe('bad input', () => {
  test('behavior: garbage on every route is a 4xx, never a 500', async () => {
    const gets = [
      '/v1/identity/%00',
      '/v1/identity/%E0%A4%A',
      `/v1/identity/${alice.address}?sender=%FF&chainId=%%`,
      '/v1/profile/account/%20',
      '/v1/profile/account/a..b',
      '/v1/profile/reverse/zz?apiVersion=x',
      '/v1/profile/suggestions/%F0%9F%98%80',
      `/v1/profile/suggestions/${'a'.repeat(5000)}`,
      '/v1/convert/tokens?chainId=eip155:31337',
      '/v1/convert/tokens?chainId=eip155:31337&chainId=eip155:1',
      `/v1/convert/quotes?from=eip155:31337:${alice.address}&amount=-1`,
      `/v1/convert/allowance?tokenAddress=eip155:31337:${alice.address}`,
      '/v1/convert/gas-price?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '/v1/convert/build-approve',
      '/v1/sessions/eip155:31337:zz',
      '/v1/sessions/%E0%A4%A',
      '/onramp/sandbox?checkout=1',
    ]
    for (const path of gets) {
      const { status } = await bed.app.request(`${path}${path.includes('?') ? '&' : '?'}${bed.sdk}`)
      expect({ path, status }).toEqual({
        path,
        status: expect.toSatisfy((code: number) => code >= 400 && code < 500),
      })
    }
    const posts = [
      '/v1/profile/account',
      '/v1/convert/build-transaction',
      '/v1/onramp/quote',
      '/v1/generators/onrampurl',
      `/v1/sessions/${alice.address}/revoke`,
      '/onramp/sandbox/complete',
    ]
    const bodies = [
      '',
      'null',
      '[]',
      '"text"',
      '{"a":1}',
      '{"amount":{"$gt":1}}',
      '['.repeat(5000),
      'x'.repeat(70_000),
    ]
    for (const path of posts)
      for (const body of bodies) {
        const { status } = await bed.app.request(`${path}?${bed.sdk}`, { method: 'POST', body })
        expect({ path, body: body.slice(0, 20), status }).toEqual({
          path,
          body: body.slice(0, 20),
          status: expect.toSatisfy((code: number) => code >= 400 && code < 500),
        })
      }
  })
})

describe('mounted in the server', () => {
  const mounted = () => {
    const server = new Hono()
    server.onError(createErrorHandler(createTestLogger()))
    server.use(
      '*',
      createProjectGuard({
        projects: [{ id: 'test', origins: ['https://dapp.test'] }],
        isPublic: (method, path) => path === '/health' || isBlockchainPublicRequest(method, path),
      }),
    )
    server.route('/', bed.app)
    return server
  }

  test('behavior: behind the project guard, the routes keep their answers', async () => {
    const server = mounted()
    const guarded = await server.request('/v1/supported-chains')
    expect(guarded.status).toBe(400)
    const allowed = await server.request(`/v1/supported-chains?${bed.sdk}`, {
      headers: { origin: 'https://dapp.test' },
    })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://dapp.test')
    const name = await server.request(`/v1/profile/account/nobody-else.reown.id?${bed.sdk}`)
    expect(await name.json()).toEqual({
      message: 'No name nobody-else.reown.id',
      code: 'NAME_NOT_FOUND',
      reasons: [{ description: 'No name nobody-else.reown.id' }],
    })
  })

  test('behavior: the sandbox pages skip the guard (a browser opens them from the server’s own origin)', async () => {
    const server = mounted()
    const page = await server.request(`/onramp/sandbox?checkout=${'A'.repeat(43)}`, {
      headers: { origin: 'http://foyer.test' },
    })
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Unknown checkout')
    expect(isBlockchainPublicRequest('GET', '/v1/onramp/options')).toBe(false)
  })
})
