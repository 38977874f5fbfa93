import { describe, expect, test } from 'vitest'
import { currencyAssets, networkAssets, tokenAssets } from './assets.js'
import { brandIcons } from './brandIcons.data.js'
import { createDirectoryRoutes } from './createDirectoryRoutes.js'
import { escapeXml } from './renderMark.js'
import type { DirectoryWallet, GetWalletsResponse } from './types.js'
import { directoryWallets } from './wallets.js'

const directory = createDirectoryRoutes()
const total = directoryWallets.length
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
// The icon set's logos (vendored from @web3icons/core): what the routes serve for these three.
const metamaskLogo = brandIcons.wallets.MetaMask
const ethereumLogo = brandIcons.networks['eip155:1']
const usdcLogo = brandIcons.tokens.USDC
/** A served logo without the `<title>` the route adds after the opening tag. */
const withoutTitle = (svg: string) => svg.replace(/<title>[^<]*<\/title>/, '')
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'

async function getWallets(query: string): Promise<GetWalletsResponse> {
  const response = await directory.request(`/getWallets${query}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return (await response.json()) as GetWalletsResponse
}

async function badRequest(query: string): Promise<string> {
  const response = await directory.request(`/getWallets${query}`)
  expect(response.status).toBe(400)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await response.json()) as { message: unknown; code: unknown }
  expect(typeof body.message).toBe('string')
  expect(body.code).toBe('INVALID_PARAMETER')
  return body.message as string
}

const names = (wallets: DirectoryWallet[]) => wallets.map((wallet) => wallet.name)
const wallet = (name: string) => directoryWallets.find((entry) => entry.name === name) as DirectoryWallet

describe('GET /getWallets', () => {
  test('default: page 1 of 40, ordered by order, with the total count', async () => {
    const body = await getWallets('')
    expect(body.count).toBe(total)
    expect(body.data).toHaveLength(40)
    expect(body.data).toEqual(directoryWallets.slice(0, 40))
    expect(body.data[0]?.name).toBe('MetaMask')
    const orders = body.data.map((entry) => entry.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  test('parameters: page 2 continues where page 1 stopped', async () => {
    const body = await getWallets('?page=2')
    expect(body.count).toBe(total)
    expect(body.data).toEqual(directoryWallets.slice(40, 80))
  })

  test('parameters: the last page holds the rest, beyond it data is empty with the same count', async () => {
    const lastPage = Math.ceil(total / 40)
    const last = await getWallets(`?page=${lastPage}`)
    expect(last.count).toBe(total)
    expect(last.data).toEqual(directoryWallets.slice((lastPage - 1) * 40))
    expect(last.data.length).toBe(total - (lastPage - 1) * 40)
    const beyond = await getWallets(`?page=${lastPage + 1}`)
    expect(beyond).toEqual({ count: total, data: [] })
    expect(await getWallets('?page=999999999')).toEqual({ count: total, data: [] })
  })

  test('parameters: entries sets the page size up to 100; 0, 101 and non-numbers are refused', async () => {
    expect((await getWallets('?entries=4')).data).toEqual(directoryWallets.slice(0, 4))
    expect((await getWallets('?entries=100')).data).toHaveLength(100)
    expect((await getWallets('?entries=100&page=2')).data).toEqual(directoryWallets.slice(100, 200))
    expect(await badRequest('?entries=101')).toBe(
      "Query parameter 'entries' must be a whole number from 1 to 100",
    )
    expect(await badRequest('?entries=0')).toBe(
      "Query parameter 'entries' must be a whole number from 1 to 100",
    )
    await badRequest('?entries=ten')
    await badRequest('?entries=4.5')
  })

  test('parameters: search is a case-insensitive substring of the name', async () => {
    const meta = await getWallets('?search=mEtAmAsK')
    expect(names(meta.data)).toEqual(['MetaMask'])
    expect(meta.count).toBe(1)
    const expected = directoryWallets.filter((entry) => entry.name.toLowerCase().includes('wallet'))
    const word = await getWallets('?search=WALLET&entries=100')
    expect(word.count).toBe(expected.length)
    expect(names(word.data)).toEqual(names(expected.slice(0, 100)))
    expect(names((await getWallets('?search=%20trust%20')).data)).toEqual([
      'Trust Wallet',
      'TrustVault',
      'Trustee Wallet',
    ])
  })

  test('parameters: a search without matches gives count 0 and no data', async () => {
    expect(await getWallets('?search=no-such-wallet-anywhere')).toEqual({ count: 0, data: [] })
  })

  test('parameters: include keeps only the listed ids, in directory order', async () => {
    const rabby = wallet('Rabby')
    const metamask = wallet('MetaMask')
    const body = await getWallets(`?include=${rabby.id},${metamask.id.toUpperCase()}`)
    expect(body.count).toBe(2)
    expect(names(body.data)).toEqual(['MetaMask', 'Rabby'])
  })

  test('parameters: exclude drops the listed ids and lowers the count', async () => {
    const metamask = wallet('MetaMask')
    const trust = wallet('Trust Wallet')
    const body = await getWallets(`?exclude=${metamask.id},${trust.id}`)
    expect(body.count).toBe(total - 2)
    expect(names(body.data)).not.toContain('MetaMask')
    expect(names(body.data)).not.toContain('Trust Wallet')
    expect(body.data[0]?.name).toBe('Coinbase Wallet')
    expect(await getWallets(`?include=${metamask.id}&exclude=${metamask.id}`)).toEqual({ count: 0, data: [] })
  })

  test('parameters: repeated include parameters are merged', async () => {
    const body = await getWallets(`?include=${wallet('Rabby').id}&include=${wallet('Phantom').id}`)
    expect(names(body.data)).toEqual(['Phantom', 'Rabby'])
  })

  test('parameters: chains keeps wallets that support any of the listed networks', async () => {
    const solana = await getWallets(`?chains=${SOLANA}&entries=100`)
    const expectedSolana = directoryWallets.filter((entry) => entry.chains.includes(SOLANA))
    expect(solana.count).toBe(expectedSolana.length)
    expect(solana.count).toBeLessThan(total)
    for (const entry of solana.data) expect(entry.chains).toContain(SOLANA)
    expect(names(solana.data)).toContain('Phantom')
    expect(names(solana.data)).not.toContain('Rabby')

    const either = await getWallets(`?chains=${SOLANA},${BITCOIN}&entries=100`)
    const expectedEither = directoryWallets.filter(
      (entry) => entry.chains.includes(SOLANA) || entry.chains.includes(BITCOIN),
    )
    expect(either.count).toBe(expectedEither.length)
    expect(either.count).toBeGreaterThan(solana.count)
    expect(await getWallets('?chains=eip155:424242')).toEqual({ count: 0, data: [] })
  })

  test('parameters: badge_type keeps wallets with that badge', async () => {
    const certified = await getWallets('?badge_type=certified&entries=100')
    const none = await getWallets('?badge_type=none&entries=100')
    expect(certified.count).toBeGreaterThan(0)
    expect(none.count).toBeGreaterThan(0)
    expect(certified.count + none.count).toBe(total)
    for (const entry of certified.data) expect(entry.badge_type).toBe('certified')
    for (const entry of none.data) expect(entry.badge_type).toBe('none')
  })

  test('parameters: filters combine and the count is taken after all of them', async () => {
    const expected = directoryWallets.filter(
      (entry) =>
        entry.chains.includes(SOLANA) && entry.badge_type === 'certified' && /wallet/i.test(entry.name),
    )
    const body = await getWallets(`?chains=${SOLANA}&badge_type=certified&search=wallet&entries=2&page=2`)
    expect(body.count).toBe(expected.length)
    expect(body.data).toEqual(expected.slice(2, 4))
  })

  test('behavior: empty values count as not given; unknown parameters are ignored', async () => {
    const body = await getWallets('?page=&entries=&search=&chains=&badge_type=&projectId=p&st=foyer&sv=1')
    expect(body.count).toBe(total)
    expect(body.data).toEqual(directoryWallets.slice(0, 40))
  })

  test('behavior: malformed parameters get a 400 with a clear message, never a 500', async () => {
    expect(await badRequest('?page=0')).toBe("Query parameter 'page' must be a whole number from 1")
    await badRequest('?page=-1')
    await badRequest('?page=1.5')
    await badRequest('?page=abc')
    await badRequest('?page=1e3')
    expect(await badRequest('?page=1&page=2')).toBe("Query parameter 'page' must be given once")
    expect(await badRequest('?chains=eip155')).toBe(
      "Query parameter 'chains' must be a comma list of CAIP-2 network ids (e.g. eip155:1)",
    )
    await badRequest('?chains=eip155:1:0xabc')
    expect(await badRequest('?include=metamask')).toBe(
      "Query parameter 'include' must be a comma list of wallet ids (64 hex characters)",
    )
    await badRequest(`?exclude=${'g'.repeat(64)}`)
    await badRequest(`?include=${Array.from({ length: 201 }, () => 'a'.repeat(64)).join(',')}`)
    expect(await badRequest('?badge_type=gold')).toBe(
      "Query parameter 'badge_type' must be 'certified' or 'none'",
    )
    expect(await badRequest(`?search=${'x'.repeat(101)}`)).toBe(
      "Query parameter 'search' must be at most 100 characters",
    )
  })

  test('behavior: odd but harmless input is answered, not crashed on', async () => {
    expect(await getWallets('?search=%E0%A4%A')).toMatchObject({ data: [] })
    expect((await getWallets('?chains=eip155:1,,eip155:10,&entries=1')).data).toHaveLength(1)
  })
})

describe('image endpoints', () => {
  const metamask = wallet('MetaMask')

  test('default: a wallet image is an SVG with day-long immutable caching and an ETag', async () => {
    const response = await directory.request(`/getWalletImage/${metamask.image_id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable')
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const svg = await response.text()
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain('<title>MetaMask</title>')
    expect(svg).not.toMatch(/<script|<image|href=/i)
    // MetaMask's own logo, as the icon set draws it (its app icon: the fox on its square).
    expect(withoutTitle(svg)).toBe(metamaskLogo)
  })

  test('default: a wallet the icon set lacks gets its generated mark with its initials', async () => {
    const family = wallet('Family')
    const svg = await (await directory.request(`/getWalletImage/${family.image_id}`)).text()
    expect(svg).toContain('<title>Family</title>')
    expect(svg).toMatch(/>F<\/text>|>FA<\/text>|>Fa<\/text>/)
  })

  test('parameters: the wallet id works as well as the image id', async () => {
    const byImageId = await directory.request(`/getWalletImage/${metamask.image_id}`)
    const byId = await directory.request(`/getWalletImage/${metamask.id}`)
    expect(byId.status).toBe(200)
    expect(await byId.text()).toBe(await byImageId.text())
  })

  test('behavior: If-None-Match with the ETag gives 304 without a body; another tag gives 200', async () => {
    const path = `/getWalletImage/${metamask.image_id}`
    const etag = (await directory.request(path)).headers.get('etag') as string
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await directory.request(path, { headers: { 'If-None-Match': ifNoneMatch } })
      expect(cached.status, ifNoneMatch).toBe(304)
      expect(cached.headers.get('etag')).toBe(etag)
      expect(cached.headers.get('cache-control')).toBe('public, max-age=86400, immutable')
      expect(await cached.text()).toBe('')
    }
    const stale = await directory.request(path, { headers: { 'If-None-Match': '"0123456789abcdef"' } })
    expect(stale.status).toBe(200)
    expect((await stale.text()).length).toBeGreaterThan(100)
  })

  test('behavior: unknown ids get a 404 with a JSON message and its code', async () => {
    for (const [path, message] of [
      ['/getWalletImage/00000000-0000-0000-0000-000000000000', 'No wallet image has this id'],
      ['/public/getAssetImage/eip155:424242', 'No network image has this id'],
      ['/public/getCurrencyImage/XXX', 'No currency image has this id'],
      ['/public/getTokenImage/NOPE', 'No token image has this id'],
    ] as const) {
      const response = await directory.request(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ message, code: 'IMAGE_NOT_FOUND' })
    }
  })

  test('behavior: every wallet has its own image: distinct bytes and ETags, distinct colours for marks', async () => {
    const bodies = new Set<string>()
    const etags = new Set<string>()
    const gradients: string[] = []
    for (const entry of directoryWallets) {
      const response = await directory.request(`/getWalletImage/${entry.image_id}`)
      expect(response.status).toBe(200)
      const svg = await response.text()
      expect(svg, entry.name).toContain(`<title>${escapeXml(entry.name)}</title>`)
      expect(svg, entry.name).not.toMatch(/<script|<image|<foreignObject|href=|on\w+=/i)
      bodies.add(svg)
      etags.add(response.headers.get('etag') as string)
      const stops = [...svg.matchAll(/stop-color="([^"]+)"/g)].map((match) => match[1]).join('|')
      if (svg.includes('</text>')) gradients.push(stops)
    }
    expect(bodies.size).toBe(total)
    expect(etags.size).toBe(total)
    // The set's logos: the well-known wallets it carries (31 today); the rest are marks.
    expect(total - gradients.length).toBeGreaterThanOrEqual(25)
    expect(new Set(gradients).size).toBe(gradients.length)
  })

  test('behavior: images and ETags are the same from every server instance', async () => {
    const other = createDirectoryRoutes()
    const path = `/getWalletImage/${metamask.image_id}`
    const [a, b] = await Promise.all([directory.request(path), other.request(path)])
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'))
    expect(await a.text()).toBe(await b.text())
  })

  test('parameters: network images are keyed by CAIP-2 network id, also percent-encoded', async () => {
    for (const asset of networkAssets) {
      const response = await directory.request(`/public/getAssetImage/${asset.id}`)
      expect(response.status, asset.id).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(await response.text()).toContain(`<title>${asset.name}</title>`)
    }
    const encoded = await directory.request('/public/getAssetImage/eip155%3A1')
    expect(encoded.status).toBe(200)
    const ethereum = await encoded.text()
    expect(ethereum).toContain('<title>Ethereum</title>')
    expect(withoutTitle(ethereum)).toBe(ethereumLogo)
    // The local chains are this machine's own: their generated marks.
    const local = await (await directory.request('/public/getAssetImage/eip155:31337')).text()
    expect(local).toContain('>FL</text>')
  })

  test('parameters: currency and token images are keyed by code or symbol, any case', async () => {
    for (const asset of currencyAssets) {
      expect((await directory.request(`/public/getCurrencyImage/${asset.id}`)).status, asset.id).toBe(200)
    }
    for (const asset of tokenAssets) {
      expect((await directory.request(`/public/getTokenImage/${asset.id}`)).status, asset.id).toBe(200)
    }
    const upper = await directory.request('/public/getCurrencyImage/EUR')
    const lower = await directory.request('/public/getCurrencyImage/eur')
    expect(lower.status).toBe(200)
    expect(lower.headers.get('etag')).toBe(upper.headers.get('etag'))
    const token = await directory.request('/public/getTokenImage/usdc')
    expect(token.headers.get('cache-control')).toBe('public, max-age=86400, immutable')
    expect(withoutTitle(await token.text())).toBe(usdcLogo)
    // The devnet's tokens keep their marks, whatever real token may share a symbol.
    const local = await (await directory.request('/public/getTokenImage/fusd')).text()
    expect(local).toContain('>fUSD</text>')
    expect(
      (await (await directory.request('/public/getCurrencyImage/EUR')).text()).includes('>€</text>'),
    ).toBe(true)
  })

  test('behavior: 304 works for asset images too', async () => {
    const path = '/public/getTokenImage/ETH'
    const etag = (await directory.request(path)).headers.get('etag') as string
    const cached = await directory.request(path, { headers: { 'If-None-Match': etag } })
    expect(cached.status).toBe(304)
  })
})
