import { HOST_ORIGIN_HEADER, PROJECT_HEADER } from './constants.js'
import { ScopeInvalidError } from './errors.js'

/** The project and the site a session belongs to. */
export interface SessionScope {
  projectId: string
  /** The origin of the page that embeds the frame, e.g. 'https://app.example.com'. */
  hostOrigin: string
}

/** A project as the auth routes need it: its id and its allowed origins (exact, or '*'). */
export interface AuthProject {
  id: string
  origins: readonly string[]
}

/** `value` when it is an exact http(s) origin (no path, no trailing slash), else undefined. */
function exactOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value.length > 2048) return undefined
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The scope a sign-in asks for: `X-Foyer-Project` must name a configured project and `X-Foyer-Origin`
 * one of its origins (any exact http(s) origin for a project open to '*', whose pages the frame refuses
 * to be embedded in anyway). 400 `SCOPE_MISSING` without them, 403 `PROJECT_UNKNOWN` /
 * `ORIGIN_NOT_IN_PROJECT` otherwise.
 *
 * @example
 * const scope = readScope(projects, (name) => c.req.header(name)) // { projectId: 'demo', hostOrigin: 'https://app.example.com' }
 */
export function readScope(
  projects: readonly AuthProject[],
  header: (name: string) => string | undefined,
): SessionScope {
  const projectId = header(PROJECT_HEADER)
  const hostOrigin = exactOrigin(header(HOST_ORIGIN_HEADER))
  if (!projectId || hostOrigin === undefined) throw new ScopeInvalidError({ reason: 'missing' })
  const project = projects.find((candidate) => candidate.id === projectId)
  if (!project) throw new ScopeInvalidError({ reason: 'project' })
  if (!project.origins.includes('*') && !project.origins.includes(hostOrigin))
    throw new ScopeInvalidError({ reason: 'origin' })
  return { projectId, hostOrigin }
}

/** Whether the request's `X-Foyer-Project` / `X-Foyer-Origin` name the scope a session was opened for. */
export function sameScope(scope: SessionScope, header: (name: string) => string | undefined): boolean {
  return header(PROJECT_HEADER) === scope.projectId && header(HOST_ORIGIN_HEADER) === scope.hostOrigin
}
