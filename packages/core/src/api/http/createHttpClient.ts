import { parseJson } from '@foyer/protocol'
import * as z from 'zod/mini'
import { t } from '../../kernel/messages/t.js'
import {
  HttpError,
  type HttpErrorParameters,
  InvalidProjectIdError,
  InvalidResponseError,
  NetworkRequestError,
  OriginNotAllowedError,
  SessionExpiredError,
} from '../errors.js'

import { buildApiUrl, type QueryParams } from './buildApiUrl.js'

export type { QueryParams, QueryValue } from './buildApiUrl.js'

/** Any zod (or zod/mini) schema. */
export type ResponseSchema = z.ZodMiniType | z.core.$ZodType
export type SchemaOutput<S> = S extends z.core.$ZodType ? z.output<S> : unknown

export interface RequestArguments {
  /** Path under the base URL, e.g. '/getWallets' or '/v1/identity/0xabc'. */
  path: string
  params?: QueryParams
  headers?: Record<string, string>
  signal?: AbortSignal
}

export interface JsonRequestArguments<S extends ResponseSchema | undefined> extends RequestArguments {
  /** Parses the JSON answer at the edge; a mismatch throws `InvalidResponseError`. */
  schema?: S
}

export interface JsonBodyRequestArguments<S extends ResponseSchema | undefined>
  extends JsonRequestArguments<S> {
  /** Sent as JSON. */
  body?: unknown
}

export interface CreateHttpClientParameters {
  /** Base URL of the Foyer server, e.g. 'https://api.example.org' (a path prefix is kept). */
  baseUrl: string
  projectId: string
  /** Added as `clientId` when set; a function is read at every request (the id may arrive later). */
  clientId?: string | (() => string | null | undefined)
  /** Sent as `st`. Default 'foyer'. */
  sdkType?: string
  /** Sent as `sv`. */
  sdkVersion: string
  /** Default: the global fetch. */
  fetch?: typeof fetch
  /** Called with every non-OK answer's error before it is thrown (an instance raises its alerts there). */
  onStatusError?: (error: HttpError) => void
}

export interface HttpClient {
  readonly baseUrl: string
  readonly projectId: string
  readonly sdkType: string
  readonly sdkVersion: string
  /** The absolute URL of `path` with `params` (empty values skipped) plus projectId, st, sv and clientId. */
  url(path: string, params?: QueryParams): string
  get<S extends ResponseSchema | undefined = undefined>(
    args: JsonRequestArguments<S>,
  ): Promise<SchemaOutput<S>>
  post<S extends ResponseSchema | undefined = undefined>(
    args: JsonBodyRequestArguments<S>,
  ): Promise<SchemaOutput<S>>
  delete<S extends ResponseSchema | undefined = undefined>(
    args: JsonBodyRequestArguments<S>,
  ): Promise<SchemaOutput<S>>
}

export type CreateHttpClientReturnType = HttpClient

/** What a request may throw: a status error (or one of its typed server cases), no answer, a bad answer. */
export type HttpClientErrorType =
  | HttpError
  | OriginNotAllowedError
  | SessionExpiredError
  | InvalidProjectIdError
  | NetworkRequestError
  | InvalidResponseError

const typedServerErrors = [OriginNotAllowedError, SessionExpiredError, InvalidProjectIdError] as const

function readServerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { message, reasons } = body as { message?: unknown; reasons?: unknown }
  if (typeof message === 'string' && message) return message
  const first: unknown = Array.isArray(reasons) ? reasons[0] : undefined
  const description = (first as { description?: unknown } | undefined)?.description
  return typeof description === 'string' && description ? description : undefined
}

/** The answer's `code` (one of @foyer/protocol's API error codes), when it carries one. */
function readServerCode(body: unknown): string | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined
  return typeof code === 'string' ? code : undefined
}

/** The typed error of an answer: by its protocol code, or by its text for a server that sends none. */
function toHttpError(parameters: HttpErrorParameters): HttpError {
  const { serverMessage } = parameters
  const code = readServerCode(parameters.body)
  const Typed = typedServerErrors.find(
    (ErrorClass) =>
      (code !== undefined && ErrorClass.serverCodes.includes(code)) ||
      serverMessage?.includes(ErrorClass.serverMessage) === true,
  )
  return Typed ? new Typed(parameters) : new HttpError(parameters)
}

/**
 * The one HTTP client for the Foyer server (spec section 7, generic HTTP client): GET, POST and DELETE
 * send and parse JSON (no Foyer call PUTs, and images load by URL, not as blobs). Every URL carries projectId, `st` (sdk type), `sv`
 * (sdk version) and `clientId` when known; empty query values (undefined, null, '') are skipped.
 * Any non-OK status throws `HttpError` ('HTTP status code: {status}') with the server's message; the
 * server messages of spec section 8 become `OriginNotAllowedError`, `SessionExpiredError` and
 * `InvalidProjectIdError` (see `toApiAlert`). Answers are parsed with the given zod schema.
 *
 * @example
 * const http = createHttpClient({ baseUrl: 'http://127.0.0.1:4000', projectId: 'demo', sdkVersion: '0.1.0' })
 * const config = await http.get({
 *   path: '/getAnalyticsConfig',
 *   schema: z.object({ isAnalyticsEnabled: z.boolean() }),
 * })
 */
export function createHttpClient(parameters: CreateHttpClientParameters): CreateHttpClientReturnType {
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '')
  const { projectId, sdkVersion } = parameters
  const sdkType = parameters.sdkType ?? 'foyer'
  const fetchFn = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))

  const url = (path: string, params: QueryParams = {}): string => {
    const clientId = typeof parameters.clientId === 'function' ? parameters.clientId() : parameters.clientId
    return buildApiUrl({ baseUrl, path, params, projectId, sdkType, sdkVersion, clientId })
  }

  const send = async (method: string, args: JsonBodyRequestArguments<ResponseSchema | undefined>) => {
    const hasBody = args.body !== undefined
    const headers = { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...args.headers }
    let response: Response
    try {
      response = await fetchFn(url(args.path, args.params), {
        method,
        headers,
        body: hasBody ? JSON.stringify(args.body) : undefined,
        signal: args.signal,
      })
    } catch (error) {
      throw new NetworkRequestError({ cause: error, details: `${method} ${args.path}` })
    }
    if (response.ok) return response
    const text = await response.text().catch((error: unknown) => {
      console.warn(`Foyer: could not read the ${response.status} answer of ${args.path}`, error)
      return ''
    })
    const parsed = text ? parseJson(text) : undefined
    const body = parsed?.ok ? parsed.value : undefined
    const error = toHttpError({ status: response.status, serverMessage: readServerMessage(body), body })
    parameters.onStatusError?.(error)
    throw error
  }

  const readJson = async (response: Response, args: JsonRequestArguments<ResponseSchema | undefined>) => {
    let text: string
    try {
      text = await response.text()
    } catch (error) {
      throw new NetworkRequestError({ cause: error, details: args.path })
    }
    const parsed = text ? parseJson(text) : { ok: true as const, value: undefined }
    if (!parsed.ok) {
      const reason = parsed.error instanceof Error ? parsed.error.message : 'not JSON'
      throw new InvalidResponseError({
        cause: parsed.error,
        details: t('error.http.invalidResponseDetails', { path: args.path, reason }),
      })
    }
    if (!args.schema) return parsed.value
    const result = z.safeParse(args.schema, parsed.value)
    if (result.success) return result.data
    const reason = describeIssue(result.error.issues[0])
    throw new InvalidResponseError({
      cause: result.error,
      details: t('error.http.invalidResponseDetails', { path: args.path, reason }),
    })
  }

  const json =
    (method: string) =>
    async (args: JsonBodyRequestArguments<ResponseSchema | undefined>): Promise<never> =>
      (await readJson(await send(method, args), args)) as never

  return {
    baseUrl,
    projectId,
    sdkType,
    sdkVersion,
    url,
    get: json('GET'),
    post: json('POST'),
    delete: json('DELETE'),
  }
}

/**
 * The first issue of a failed parse, as 'path: code (expected type)'. Built from the issue's fields, not its
 * `message`: zod's messages follow a process-wide locale that whichever zod build loads first sets (zod/mini
 * has none, the full build installs English), so the same bad answer read 'Invalid input' on one page and
 * 'Invalid input: expected boolean, received string' on another (found when the unit tests began sharing
 * one module cache, issue #30).
 */
function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'invalid'
  const where = issue.path.map(String).join('.') || '(root)'
  const expected = issue.code === 'invalid_type' ? ` (expected ${issue.expected})` : ''
  return `${where}: ${issue.code}${expected}`
}
