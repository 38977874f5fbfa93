import { emailThrottledApiError, errorBodySchema } from '@foyer/protocol'
import * as z from 'zod/mini'
import { AuthApiError } from './errors.js'

/** Where and as whom the auth API is called: its base URL, the fetch, the scope and the device. */
export interface AuthApiConnection {
  /** `${apiUrl}/auth/v1`. */
  base: string
  fetch: typeof globalThis.fetch
  /** The scope sent with every call (`AuthScope`); none outside a browser frame. */
  scope: () => { projectId: string; hostOrigin: string } | undefined
  /** Sent with every signed-in call. */
  deviceId: (() => Promise<string>) | undefined
}

export type AuthApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A call's session token (signed-in calls), JSON body and abort signal. */
export interface AuthApiRequest {
  token?: string
  body?: unknown
  signal?: AbortSignal | undefined
}

/**
 * One call of the auth API: the scope headers always, the session token and device id when signed in.
 * An unreachable server is `NETWORK_ERROR` (an aborted call rejects with the signal's reason), a failed
 * answer its typed `AuthApiError`, an answer its `schema` refuses `INVALID_RESPONSE`. Without a schema
 * the answer's body is not read.
 */
export async function callAuthApi<T>(
  connection: AuthApiConnection,
  method: AuthApiMethod,
  path: string,
  request: AuthApiRequest & { schema?: z.ZodMiniType<T> },
): Promise<T | undefined> {
  const headers = await headersOf(connection, request)
  // Called as a plain function: a browser's fetch called as `connection.fetch(…)` gets the connection as
  // its `this` and throws 'Illegal invocation', which read as an unreachable server (Node's does not care).
  const { fetch } = connection
  let response: Response
  try {
    response = await fetch(`${connection.base}${path}`, {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    })
  } catch (cause) {
    if (request.signal?.aborted) throw request.signal.reason
    throw new AuthApiError('Unable to reach the login service', { code: 'NETWORK_ERROR', cause })
  }
  if (!response.ok) throw await toAuthApiError(response)
  if (!request.schema) return undefined
  const text = await response.text()
  const parsed = z.safeParse(request.schema, parseJson(text))
  if (!parsed.success)
    throw new AuthApiError('Unexpected answer from the login service', {
      code: 'INVALID_RESPONSE',
      status: response.status,
      cause: parsed.error,
    })
  return parsed.data
}

/** `callAuthApi` for the endpoints that answer a body: its schema makes the answer defined. */
export async function readAuthApi<T>(
  connection: AuthApiConnection,
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodMiniType<T>,
  request: AuthApiRequest,
): Promise<T> {
  return (await callAuthApi(connection, method, path, { ...request, schema })) as T
}

/** The headers of an auth API request: the page's scope, and with a token the session and its device. */
export async function headersOf(connection: AuthApiConnection, request: AuthApiRequest) {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (request.body !== undefined) headers['content-type'] = 'application/json'
  const scope = connection.scope()
  if (scope) {
    headers['x-foyer-project'] = scope.projectId
    headers['x-foyer-origin'] = scope.hostOrigin
  }
  if (request.token !== undefined) {
    headers.authorization = `Bearer ${request.token}`
    const deviceId = await connection.deviceId?.()
    if (deviceId !== undefined) headers['x-foyer-device'] = deviceId
  }
  return headers
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined // not JSON: the schema then refuses it, with the status, as an unexpected answer
  }
}

/**
 * The typed error of a failed answer. EMAIL_THROTTLED reads 'Please try again after {n} seconds' (spec
 * section 8), `n` from the body or the Retry-After header; an answer without `{ code }` reads
 * 'HTTP status code: {status}' (spec section 7).
 */
async function toAuthApiError(response: Response): Promise<AuthApiError> {
  const parsed = z.safeParse(errorBodySchema, parseJson(await response.text()))
  const header = Number(response.headers.get('retry-after'))
  const headerRetryAfter = Number.isFinite(header) && header > 0 ? header : undefined
  if (!parsed.success)
    return new AuthApiError(`HTTP status code: ${response.status}`, {
      code: 'HTTP_ERROR',
      status: response.status,
      retryAfter: headerRetryAfter,
    })
  const { code, message, triesLeft } = parsed.data
  const retryAfter = parsed.data.retryAfter ?? headerRetryAfter
  const text =
    code === emailThrottledApiError.code && retryAfter !== undefined
      ? `Please try again after ${Math.ceil(retryAfter)} seconds`
      : (message ?? `HTTP status code: ${response.status}`)
  return new AuthApiError(text, { code, status: response.status, retryAfter, triesLeft })
}
