import type { FrameBundle } from '@foyer/auth-frame/build'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthConfig, ProjectConfig, RpcChainConfig } from '../config/serverConfigSchema.js'
import {
  InvalidKeyError,
  InvalidParameterError,
  MissingParametersError,
  NotFoundError,
} from '../errors/http.js'
import { createErrorHandler } from '../http/createErrorHandler.js'
import type { Logger } from '../logger.js'
import { FrameWildcardOriginsError } from './errors.js'
import { frameCsp } from './frameCsp.js'
import { type FramePageConfig, type FrameSmartAccounts, renderFramePage } from './renderFramePage.js'

export interface CreateFrameAppParameters {
  projects: readonly ProjectConfig[]
  chains: readonly RpcChainConfig[]
  /** The `auth` section: `publicUrl` is the API the frame calls, `frameRpcUrls` its chain RPC URLs. */
  auth: Pick<AuthConfig, 'publicUrl' | 'frameRpcUrls'>
  /** The frame's browser bundle, its main script and chunk (called per request: memoize it). */
  bundle: () => Promise<FrameBundle>
  logger: Logger
}

/** Every answer: never sniffed, no referrer; anything but the page is never framed and runs nothing. */
const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
}
const CLOSED_CSP = "default-src 'none'; frame-ancestors 'none'"
const projectIdSchema = z.string().min(1).max(128)

/**
 * The secure login frame's own origin: a Hono app to serve on a listener of its own (a second port, or a
 * host name of its own behind a proxy), never on the API's origin nor the site's.
 *
 * - `GET /?projectId=…&chainId=…&version=…&enableLogger=…` → the frame page for that project: its config
 *   element (the project's origins as the allowed parents, the API's URL, the chain RPC URLs) and the
 *   bundle, under a strict CSP whose `frame-ancestors` are the project's origins. Never cached.
 * - `GET /frame.<hash>.js` → the bundle's main script, or its chunk (the recovery password's strength
 *   rule, which the main script loads only when a new password is chosen; the page never names it):
 *   cached for a year, their names change with their content. Any other name is a 404.
 *
 * A missing or malformed projectId is a 400, an unknown one 401 'Unauthorized: invalid key', a project
 * that allows '*' a 403 `FRAME_WILDCARD_ORIGINS`; every failure is `{ message, code }`.
 *
 * @example
 * const app = createFrameApp({ projects, chains, auth, bundle: () => buildFrameBundle(), logger })
 * await listen(app, { port: 8788 })
 */
export function createFrameApp(parameters: CreateFrameAppParameters): Hono {
  const { projects, auth, logger } = parameters
  const byId = new Map(projects.map((project) => [project.id, project]))
  const apiUrl = auth.publicUrl.replace(/\/+$/, '')
  const rpcUrls: Record<string, string> = {}
  // Names and currencies of the chains, so that the frame's own prompts say what a transaction spends.
  const networks: NonNullable<FramePageConfig['networks']> = {}
  // The smart accounts' public half: the paymaster's URL stays on the server (the frame goes through
  // POST /auth/v1/paymaster/:chainId, which checks the session).
  const smartAccounts: Record<string, FrameSmartAccounts> = {}
  for (const chain of parameters.chains) {
    const [namespace, reference] = chain.caipNetworkId.split(':')
    if (namespace === 'eip155' && reference && /^[1-9][0-9]{0,15}$/.test(reference)) {
      rpcUrls[reference] = chain.rpcUrl
      // EVM chains without a configured currency spend ether.
      const { symbol, decimals } = chain.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
      networks[reference] = { name: chain.name, symbol, decimals }
      if (chain.smartAccounts) {
        const { bundlerUrl, factory, paymasterUrl } = chain.smartAccounts
        smartAccounts[reference] = { bundlerUrl, factory, sponsored: paymasterUrl !== undefined }
      }
    }
  }
  Object.assign(rpcUrls, auth.frameRpcUrls)
  const { bundle } = parameters

  const app = new Hono()
  app.onError(createErrorHandler(logger))
  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(BASE_HEADERS)) c.header(name, value)
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', CLOSED_CSP)
  })
  app.notFound((c) => {
    const error = new NotFoundError()
    return c.json({ message: error.shortMessage, code: error.code }, error.status)
  })

  app.get('/', async (c) => {
    const projectId = c.req.query('projectId')
    if (projectId === undefined || projectId === '')
      throw new MissingParametersError({ names: ['projectId'] })
    const parsed = projectIdSchema.safeParse(projectId)
    if (!parsed.success)
      throw new InvalidParameterError({
        name: 'projectId',
        reason: parsed.error.issues[0]?.message ?? 'invalid',
      })
    const project = byId.get(parsed.data)
    if (!project) throw new InvalidKeyError()
    if (project.origins.includes('*')) throw new FrameWildcardOriginsError()
    const { fileName, integrity } = await bundle()
    const config: FramePageConfig = {
      allowedOrigins: [...project.origins],
      apiUrl,
      rpcUrls,
      networks,
      smartAccounts,
    }
    return c.html(renderFramePage({ config, script: { src: `/${fileName}`, integrity } }), 200, {
      'Content-Security-Policy': frameCsp({
        apiUrl,
        rpcUrls: Object.values(rpcUrls),
        bundlerUrls: Object.values(smartAccounts).map((entry) => entry.bundlerUrl),
        allowedOrigins: project.origins,
      }),
      'Cache-Control': 'no-store',
    })
  })

  app.get('/:file{frame\\.[0-9a-f]{16}\\.js}', async (c) => {
    const current = await bundle()
    const script = [current, current.chunk].find(({ fileName }) => fileName === c.req.param('file'))
    if (!script) throw new NotFoundError()
    return c.body(script.code as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'same-origin',
    })
  })

  return app
}
