import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { InvalidResponseError } from '../errors.js'
import { createHttpClient, type HttpClient } from '../http/createHttpClient.js'
import { type RecordedRequest, reply, startTestServer, type TestServer } from '../test/startTestServer.js'
import { createDirectoryClient } from './createDirectoryClient.js'
import { dedupeWallets } from './dedupeWallets.js'

const wallet = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Wallet ${id}`,
  image_id: `img-${id}`,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  rdns: `com.${id}`,
  chains: ['eip155:1'],
  ...extra,
})

/** A tiny directory: ids a..j, filters like the real one (include, exclude, search), one duplicate row. */
const all = 'abcdefghij'.split('').map((id) => wallet(id))
function directory(request: RecordedRequest) {
  const q = request.query
  const list = (key: string) => (q.get(key) ? (q.get(key) as string).split(',') : [])
  let rows = all.filter((row) => !list('exclude').includes(row.id))
  if (list('include').length) rows = rows.filter((row) => list('include').includes(row.id))
  const search = q.get('search')
  if (search) rows = rows.filter((row) => row.name.toLowerCase().includes(search.toLowerCase()))
  const entries = Number(q.get('entries'))
  const page = Number(q.get('page'))
  const data = rows.slice((page - 1) * entries, page * entries)
  // The server answers a duplicate row: the client must dedupe by id.
  return { data: data.length ? [...data, data[0]] : [], count: rows.length }
}

let server: TestServer
let http: HttpClient
beforeAll(async () => {
  server = await startTestServer((request, response) => reply(response, 200, directory(request)))
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  server.handle((request, response) => reply(response, 200, directory(request)))
  http = createHttpClient({ baseUrl: server.url, projectId: 'p1', sdkVersion: '1' })
})

const query = (index = 0) => Object.fromEntries(server.requests[index]?.query ?? [])

describe('createDirectoryClient', () => {
  test('default', async () => {
    const client = createDirectoryClient(http)
    const page = await client.fetchAllWallets(1)
    expect(page.count).toBe(10)
    expect(page.data.map((item) => item.id)).toEqual('abcdefghij'.split(''))
    expect(query()).toMatchObject({ page: '1', entries: '40', projectId: 'p1', st: 'foyer', sv: '1' })
    expect(server.requests[0]?.path).toBe('/getWallets')
  })

  test('parameters: defaults carry the host chains and exclude list', async () => {
    let chains = ['eip155:1', 'eip155:137']
    const client = createDirectoryClient(http, { chains: () => chains, exclude: ['b'] })
    await client.fetchAllWallets(2)
    chains = ['eip155:1']
    await client.fetchAllWallets(1)
    expect(query(0)).toMatchObject({ page: '2', entries: '40', chains: 'eip155:1,eip155:137', exclude: 'b' })
    expect(query(1).chains).toBe('eip155:1')
  })

  test('behavior: featured wallets use 4 entries and keep the order of the ids', async () => {
    const client = createDirectoryClient(http)
    const featured = await client.fetchFeatured(['d', 'a', 'c'])
    expect(featured.map((item) => item.id)).toEqual(['d', 'a', 'c'])
    expect(query()).toMatchObject({ entries: '4', page: '1', include: 'd,a,c' })
  })

  test('behavior: no featured ids, no request', async () => {
    expect(await createDirectoryClient(http).fetchFeatured([])).toEqual([])
    expect(server.requests).toHaveLength(0)
  })

  test('behavior: recommended wallets (4) leave out featured and installed ones', async () => {
    const client = createDirectoryClient(http, { exclude: ['j'] })
    const recommended = await client.fetchRecommended({
      featuredIds: ['a'],
      installed: [{ id: 'b' }, { rdns: 'com.d' }],
    })
    // One entry more per installed rdns: c, d, e, f, g come back; d is installed (by rdns), so it is left
    // out and 4 remain.
    expect(query()).toMatchObject({ entries: '5', exclude: 'j,a,b' })
    expect(recommended.map((item) => item.id)).toEqual(['c', 'e', 'f', 'g'])
  })

  test('behavior: search uses 100 entries and the trimmed query', async () => {
    const page = await createDirectoryClient(http).searchWallets('  wallet C ')
    expect(query()).toMatchObject({ entries: '100', page: '1', search: 'wallet C' })
    expect(page).toMatchObject({ count: 1, data: [{ id: 'c' }] })
  })

  test('behavior: search without results', async () => {
    expect(await createDirectoryClient(http).searchWallets('zzz')).toEqual({ count: 0, data: [] })
  })

  test('behavior: answers are deduplicated by id', async () => {
    const page = await createDirectoryClient(http).fetchWallets({ entries: 3, badge_type: 'certified' })
    expect(page.data.map((item) => item.id)).toEqual(['a', 'b', 'c'])
    expect(query().badge_type).toBe('certified')
  })

  test('behavior: a malformed wallet is refused at the edge', async () => {
    server.handle((_request, response) => reply(response, 200, { data: [{ id: 1 }], count: 1 }))
    await expect(createDirectoryClient(http).fetchAllWallets()).rejects.toBeInstanceOf(InvalidResponseError)
  })

  test('behavior: image URLs carry the project parameters', () => {
    const client = createDirectoryClient(http)
    expect(client.getWalletImageUrl('img a')).toBe(
      `${server.url}/getWalletImage/img%20a?projectId=p1&st=foyer&sv=1`,
    )
    expect(client.getNetworkImageUrl('eip155:1')).toMatch(/\/public\/getAssetImage\/eip155%3A1\?projectId=p1/)
  })
})

describe('dedupeWallets', () => {
  test('default', () => {
    const joined = dedupeWallets([wallet('a'), wallet('b')], [wallet('b', { name: 'later' }), wallet('c')])
    expect(joined.map((item) => [item.id, item.name])).toEqual([
      ['a', 'Wallet a'],
      ['b', 'Wallet b'],
      ['c', 'Wallet c'],
    ])
  })
})
