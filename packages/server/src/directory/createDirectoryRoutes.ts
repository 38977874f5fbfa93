import { Hono } from 'hono'
import { createErrorHandler } from '../http/createErrorHandler.js'
import { createConsoleLogger, type Logger } from '../logger.js'
import { type AssetEntry, currencyAssets, networkAssets, tokenAssets } from './assets.js'
import { networkLogo, tokenLogo, walletLogo } from './brandIcons.js'
import { DirectoryQueryError, type ImageKind, ImageNotFoundError } from './errors.js'
import { imageResponse, type ServedImage } from './imageResponse.js'
import { parseGetWalletsQuery } from './parseGetWalletsQuery.js'
import { queryWallets } from './queryWallets.js'
import { escapeXml, type RenderMarkParameters, renderMark } from './renderMark.js'
import { sha256Hex } from './sha256Hex.js'
import type { DirectoryWallet } from './types.js'
import { walletInitials } from './walletInitials.js'
import { directoryWallets } from './wallets.js'

export type CreateDirectoryRoutesReturnType = Hono

/**
 * The wallet-directory API of spec section 7, as a Hono sub-app to mount after the project/origin
 * middleware (`app.route('/', createDirectoryRoutes())`):
 * - `GET /getWallets?page&entries&chains&include&exclude&search&badge_type` → `{ count, data }`
 *   (400 `{ message, code: 'INVALID_PARAMETER' }` on a malformed query);
 * - `GET /getWalletImage/{image_id | wallet id}`, `GET /public/getAssetImage/{caipNetworkId}`,
 *   `GET /public/getCurrencyImage/{ISO code}`, `GET /public/getTokenImage/{symbol}` → generated SVG
 *   marks with day-long immutable caching, an ETag and 304 on `If-None-Match` (404
 *   `{ message, code: 'IMAGE_NOT_FOUND' }` for an unknown id).
 *
 * Rendered images are memoised per instance; two instances share nothing mutable.
 *
 * @example
 * const directory = createDirectoryRoutes()
 * const res = await directory.request('/getWallets?entries=4&search=meta')
 * await res.json() // { count: 1, data: [{ name: 'MetaMask', … }] }
 */
export interface CreateDirectoryRoutesParameters {
  /** Where a fault of a route is logged (its answer is a bare 500); the console by default. */
  logger?: Logger
}

export function createDirectoryRoutes({
  logger = createConsoleLogger(),
}: CreateDirectoryRoutesParameters = {}): CreateDirectoryRoutesReturnType {
  const app = new Hono()
  // The server's one error handler: a bad query or an unknown id answers `{ message, code }`.
  app.onError(createErrorHandler(logger))
  const memo = new Map<string, ServedImage>()
  /** The image of `key`: the set's `logo` when there is one, else the generated mark; memoised. */
  const served = (key: string, mark: RenderMarkParameters, logo: string | undefined): ServedImage => {
    const cached = memo.get(key)
    if (cached) return cached
    const body = logo ? withTitle(logo, mark.title) : renderMark(mark)
    const image = { body, etag: `"${sha256Hex(body).slice(0, 32)}"` }
    memo.set(key, image)
    return image
  }

  const walletsByImageKey = new Map<string, DirectoryWallet>()
  for (const wallet of directoryWallets) {
    walletsByImageKey.set(wallet.image_id, wallet)
    walletsByImageKey.set(wallet.id, wallet)
  }
  const byId = (assets: readonly AssetEntry[], normalize: (id: string) => string) =>
    new Map(assets.map((asset) => [normalize(asset.id), asset]))
  const networks = byId(networkAssets, (id) => id)
  const currencies = byId(currencyAssets, (id) => id.toUpperCase())
  const tokens = byId(tokenAssets, (id) => id.toUpperCase())

  app.get('/getWallets', (c) => {
    const parsed = parseGetWalletsQuery(c.req.queries())
    if (!parsed.success) throw new DirectoryQueryError({ message: parsed.message })
    return c.json(queryWallets(directoryWallets, parsed.query))
  })

  app.get('/getWalletImage/:id', (c) => {
    const wallet = walletsByImageKey.get(c.req.param('id').toLowerCase())
    if (!wallet) throw new ImageNotFoundError({ kind: 'wallet' })
    const image = served(
      `wallet:${wallet.id}`,
      { seed: wallet.id, text: walletInitials(wallet.name), title: wallet.name, shape: 'square' },
      walletLogo(wallet.name),
    )
    return imageResponse(image, c.req.header('If-None-Match'))
  })

  const assetRoute = (
    path: string,
    kind: string,
    assets: Map<string, AssetEntry>,
    normalize: (id: string) => string,
    notFound: ImageKind,
    logo: (asset: AssetEntry) => string | undefined,
  ) => {
    app.get(`${path}/:id`, (c) => {
      const asset = assets.get(normalize(c.req.param('id')))
      if (!asset) throw new ImageNotFoundError({ kind: notFound })
      const image = served(
        `${kind}:${asset.id}`,
        { seed: `${kind}:${asset.id}`, text: asset.label, title: asset.name, shape: 'circle' },
        logo(asset),
      )
      return imageResponse(image, c.req.header('If-None-Match'))
    })
  }
  assetRoute(
    '/public/getAssetImage',
    'network',
    networks,
    (id) => id,
    'asset',
    (asset) => networkLogo(asset.id),
  )
  // No icon set has currency signs: currencies keep their generated marks.
  assetRoute(
    '/public/getCurrencyImage',
    'currency',
    currencies,
    (id) => id.toUpperCase(),
    'currency',
    () => undefined,
  )
  assetRoute(
    '/public/getTokenImage',
    'token',
    tokens,
    (id) => id.toUpperCase(),
    'token',
    (asset) => (asset.local ? undefined : tokenLogo(asset.id)),
  )

  return app
}

/** `svg` with `title` as its accessible name, as the generated marks have (`<title>` first inside). */
function withTitle(svg: string, title: string): string {
  return svg.replace(/^<svg\b[^>]*>/, (open) => `${open}<title>${escapeXml(title)}</title>`)
}
