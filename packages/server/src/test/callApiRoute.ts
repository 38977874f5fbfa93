import { type ApiRoute, blockchainApiRoutes } from '@foyer/protocol'
import * as z from 'zod/mini'

export interface CallApiRouteParameters {
  /** The server's base URL. */
  url: string
  method: 'GET' | 'POST'
  /** A path of the API, its `:name` segments filled in. */
  path: string
  query?: Record<string, string | undefined>
  body?: unknown
  /** Headers of every request (the page's origin, say). */
  headers?: Record<string, string>
  /** The project parameters (projectId, st, sv) every request carries. */
  sdk: Record<string, string>
}

/** The route of `blockchainApiRoutes` whose method and path pattern match. */
function routeOf(method: string, path: string): ApiRoute {
  const route = blockchainApiRoutes.find(
    (entry) =>
      entry.method === method && new RegExp(`^${entry.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(path),
  )
  if (!route) throw new Error(`${method} ${path} is not in @foyer/protocol's route table`)
  return route
}

/**
 * Calls a route of the server as the wire contract describes it: the request (query or body) must
 * pass the route's protocol request schema, the answer must be a 2xx whose body passes the route's
 * protocol answer schema (a mismatch throws). Answers the parsed body.
 *
 * @example
 * await callApiRoute({ url, sdk, method: 'GET', path: '/v1/supported-chains' }) // { http: [...], ws: [] }
 */
export async function callApiRoute<T = unknown>(parameters: CallApiRouteParameters): Promise<T> {
  const { url, method, path, query = {}, body, headers = {}, sdk } = parameters
  const route = routeOf(method, path)
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
  z.parse(route.request, method === 'GET' ? given : body)
  const search = new URLSearchParams({ ...given, ...sdk } as Record<string, string>)
  const response = await fetch(`${url}${path}?${search}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return z.parse(route.answer, JSON.parse(text)) as T
}
