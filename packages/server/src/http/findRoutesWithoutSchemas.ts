import type { ApiRoute } from '@foyer/protocol'
import type { Hono } from 'hono'
import { inspectRoutes } from 'hono/dev'

const isSchema = (value: unknown): boolean => typeof value === 'object' && value !== null && '_zod' in value

/**
 * The routes `app` answers that have no `@foyer/protocol` schemas (issue #25: one owner per wire
 * shape): a route missing from `registry` (`blockchainApiRoutes`, `authApiRoutes`), or listed there
 * without a request or answer schema (or, for a path with `:name` segments, a params schema). One line
 * per fault, 'METHOD path: reason'; an empty list when every route is described.
 *
 * @example
 * findRoutesWithoutSchemas(server.app, [...blockchainApiRoutes, ...authApiRoutes]) // []
 */
// biome-ignore lint/suspicious/noExplicitAny: any Hono app, whatever its environment and schema types
export function findRoutesWithoutSchemas(app: Hono<any, any, any>, registry: readonly ApiRoute[]): string[] {
  const faults: string[] = []
  const seen = new Set<string>()
  for (const { method, path, isMiddleware } of inspectRoutes(app)) {
    const key = `${method} ${path}`
    if (isMiddleware || seen.has(key)) continue
    seen.add(key)
    const route = registry.find((entry) => entry.method === method && entry.path === path)
    if (!route) {
      faults.push(`${key}: not in @foyer/protocol's route table`)
      continue
    }
    if (!isSchema(route.request)) faults.push(`${key}: no request schema`)
    if (!isSchema(route.answer)) faults.push(`${key}: no answer schema`)
    if (path.includes('/:') && !isSchema(route.params)) faults.push(`${key}: no params schema`)
  }
  return faults
}
