import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { ProjectConfig } from '../config/serverConfigSchema.js'
import {
  InvalidKeyError,
  InvalidParameterError,
  MissingParametersError,
  OriginNotAllowedError,
} from '../errors/http.js'
import type { ServerEnv } from './env.js'

export interface CreateProjectGuardParameters {
  projects: readonly ProjectConfig[]
  /** Requests that skip the guard (no projectId needed, no CORS headers): `GET /health` by default. */
  isPublic?: (method: string, path: string) => boolean
}

const REQUIRED = ['projectId', 'st', 'sv'] as const
const parameterSchema = z.string().min(1).max(128)
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'
const PREFLIGHT_MAX_AGE = '600'

/**
 * The projects-and-origins middleware. Every request names a configured project with `projectId`
 * and carries the SDK type `st` and version `sv` (400 when missing); an unknown project is
 * 'Unauthorized: invalid key' (401); a browser `Origin` that is not on the project's allowlist is
 * 'Unauthorized: origin not allowed' (403). A request without `Origin` is a non-browser client and
 * passes. CORS preflights are answered here (projectId from the preflighted URL's query), and
 * `Access-Control-Allow-Origin` echoes the origin only when it is allowed; every answer varies on
 * `Origin`.
 *
 * @example
 * app.use('*', createProjectGuard({ projects: config.projects }))
 */
export function createProjectGuard({
  projects,
  isPublic = (method, path) => method === 'GET' && path === '/health',
}: CreateProjectGuardParameters): MiddlewareHandler<ServerEnv> {
  const byId = new Map(projects.map((project) => [project.id, project]))

  return async (c, next) => {
    const origin = c.req.header('origin')
    const preflightMethod = c.req.header('access-control-request-method')
    c.header('Vary', 'Origin', { append: true })

    if (c.req.method === 'OPTIONS' && preflightMethod !== undefined) {
      const project = byId.get(c.req.query('projectId') ?? '')
      if (!project) throw new InvalidKeyError()
      if (origin !== undefined && !isOriginAllowed(project, origin))
        throw new OriginNotAllowedError({ origin })
      if (origin !== undefined) c.header('Access-Control-Allow-Origin', origin)
      c.header('Access-Control-Allow-Methods', ALLOWED_METHODS)
      const requestedHeaders = c.req.header('access-control-request-headers')
      if (requestedHeaders) {
        c.header('Access-Control-Allow-Headers', requestedHeaders)
        c.header('Vary', 'Access-Control-Request-Headers', { append: true })
      }
      c.header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE)
      return c.body(null, 204)
    }

    if (isPublic(c.req.method, c.req.path)) return next()

    // A refusal (missing parameters, unknown project, origin not allowed) is readable by the page
    // that made it, so that the modal can show the matching alert (spec section 8) instead of a bare
    // network error. It carries nothing but the refusal: no data is shared with that origin.
    if (origin !== undefined) c.header('Access-Control-Allow-Origin', origin)

    const query = c.req.query()
    const missing = REQUIRED.filter((name) => !query[name])
    if (missing.length > 0) throw new MissingParametersError({ names: missing })
    for (const name of REQUIRED) {
      const result = parameterSchema.safeParse(query[name])
      if (!result.success)
        throw new InvalidParameterError({ name, reason: result.error.issues[0]?.message ?? 'invalid' })
    }

    const project = byId.get(query.projectId ?? '')
    if (!project) throw new InvalidKeyError()
    if (origin !== undefined) {
      if (!isOriginAllowed(project, origin)) throw new OriginNotAllowedError({ origin })
      c.header('Access-Control-Expose-Headers', 'Retry-After')
    }
    c.set('project', project)
    await next()
  }
}

function isOriginAllowed(project: ProjectConfig, origin: string): boolean {
  return project.origins.some((allowed) => allowed === '*' || allowed === origin)
}
