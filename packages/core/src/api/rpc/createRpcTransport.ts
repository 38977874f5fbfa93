import type { FoyerError } from '../../errors/base.js'
import { InvalidOptionsError } from '../../errors/config.js'
import { rpcErrorsByCode } from '../../errors/rpc.js'
import { t } from '../../messages/t.js'
import {
  HttpError,
  InvalidResponseError,
  NetworkRequestError,
  RpcResponseError,
  RpcTimeoutError,
} from '../errors.js'
import { isRecord, parseJson } from '../json.js'
import { createLru } from './createLru.js'
import { isImmutableResult, isReadMethod } from './methods.js'
import { parseRetryAfter } from './parseRetryAfter.js'

/** RPC limits of spec section 9. */
export const rpcDefaults = {
  batchSize: 1000,
  timeoutMs: 10_000,
  retries: 3,
  baseDelayMs: 150,
  dedupeSize: 8192,
} as const

export interface RpcRequestArguments {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/** The EIP-1193 `request` shape, for one chain. */
export interface RpcRequester {
  request(args: RpcRequestArguments): Promise<unknown>
}

export interface CreateRpcTransportParameters {
  /** The endpoint, or a function of the CAIP network id (e.g. `(id) => foyerRpcUrl(base, id, projectId)`). */
  url: string | ((chainId: string) => string)
  /** Requests per HTTP batch. Default 1000. */
  batchSize?: number
  /** Per attempt. Default 10 000 ms. A timeout is not retried. */
  timeoutMs?: number
  /** Retries after network errors, 429 and 5xx. Default 3. */
  retries?: number
  /** First backoff delay, doubled at each retry, unless the server sends Retry-After. Default 150 ms. */
  baseDelayMs?: number
  /** Entries of the LRU of immutable results. Default 8192. */
  dedupeSize?: number
  fetch?: typeof fetch
}

export interface RpcTransport extends RpcRequester {
  /** `chainId` (CAIP network id) is required when `url` is a function. */
  request(args: RpcRequestArguments, options?: { chainId?: string }): Promise<unknown>
  /** An EIP-1193 requester bound to one chain. */
  forChain(chainId: string): RpcRequester
}

export type CreateRpcTransportReturnType = RpcTransport

export type RpcTransportErrorType =
  | FoyerError
  | HttpError
  | NetworkRequestError
  | InvalidResponseError
  | RpcTimeoutError
  | RpcResponseError

interface JsonRpcError {
  code: number
  message: string
  data?: unknown
}

interface Pending {
  id: number
  method: string
  params: RpcRequestArguments['params']
  resolve(value: unknown): void
  reject(error: unknown): void
}

type Attempt =
  | { retry: false; json: unknown }
  | { retry: true; error: FoyerError; delayMs: number | undefined }

function isJsonRpcError(value: unknown): value is JsonRpcError {
  return isRecord(value) && typeof value.code === 'number' && typeof value.message === 'string'
}

function toRpcError(error: JsonRpcError): FoyerError {
  const ErrorClass = rpcErrorsByCode.get(error.code)
  if (ErrorClass) return new ErrorClass({ details: error.message, cause: error })
  return new RpcResponseError({ rpcCode: error.code, details: error.message, data: error.data, cause: error })
}

function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined
  if (isJsonRpcError(body.error)) return body.error.message
  return typeof body.message === 'string' ? body.message : undefined
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The chain RPC transport for adapters (spec sections 7 and 9): JSON-RPC over HTTP POST. Requests made
 * in the same tick go out as one batch (up to 1000 a batch); each attempt times out after 10 s;
 * network errors, 429 and 5xx are retried 3 times with exponential backoff from 150 ms, or after the
 * server's Retry-After (seconds or HTTP date). Identical read requests in flight share one request,
 * and immutable results (eth_chainId, mined receipts, blocks by hash) are kept in an LRU of 8192.
 * JSON-RPC errors become the named errors of `errors/rpc.ts` (`RpcResponseError` for other codes).
 *
 * @example
 * const transport = createRpcTransport({ url: (chainId) => foyerRpcUrl(apiUrl, chainId, projectId) })
 * const mainnet = transport.forChain('eip155:1')
 * await mainnet.request({ method: 'eth_blockNumber' }) // '0x…'
 */
export function createRpcTransport(parameters: CreateRpcTransportParameters): CreateRpcTransportReturnType {
  const {
    url,
    batchSize = rpcDefaults.batchSize,
    timeoutMs = rpcDefaults.timeoutMs,
    retries = rpcDefaults.retries,
    baseDelayMs = rpcDefaults.baseDelayMs,
    dedupeSize = rpcDefaults.dedupeSize,
  } = parameters
  const fetchFn = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  const queues = new Map<string, Pending[]>()
  const inFlight = new Map<string, Promise<unknown>>()
  const results = createLru<unknown>(dedupeSize)
  let nextId = 1

  const resolveUrl = (chainId: string | undefined): string => {
    if (typeof url === 'string') return url
    if (chainId === undefined) throw new InvalidOptionsError(t('error.rpc.chainIdRequired'))
    return url(chainId)
  }

  const attempt = async (endpoint: string, body: string, method: string): Promise<Attempt> => {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    let response: Response
    let text: string
    try {
      response = await fetchFn(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        signal: controller.signal,
      })
      text = await response.text()
    } catch (error) {
      if (controller.signal.aborted)
        throw new RpcTimeoutError({
          cause: error,
          details: t('error.rpc.timeoutDetails', { method, url: endpoint, timeoutMs }),
        })
      return {
        retry: true,
        error: new NetworkRequestError({ cause: error, details: method }),
        delayMs: undefined,
      }
    } finally {
      clearTimeout(timer)
    }
    const parsed = text ? parseJson(text) : undefined
    const json = parsed?.ok ? parsed.value : undefined
    const isRpcAnswer = Array.isArray(json) || (isRecord(json) && ('result' in json || 'error' in json))
    if (response.status === 429 || response.status >= 500) {
      const error = new HttpError({ status: response.status, serverMessage: serverMessage(json), body: json })
      return { retry: true, error, delayMs: parseRetryAfter(response.headers.get('Retry-After')) }
    }
    if (!response.ok && !isRpcAnswer)
      throw new HttpError({ status: response.status, serverMessage: serverMessage(json), body: json })
    if (!parsed?.ok)
      throw new InvalidResponseError({
        cause: parsed?.error,
        details: t('error.http.invalidResponseDetails', { path: endpoint, reason: `${method}: not JSON` }),
      })
    return { retry: false, json }
  }

  const post = async (endpoint: string, body: string, method: string): Promise<unknown> => {
    for (let retry = 0; ; retry++) {
      const outcome = await attempt(endpoint, body, method)
      if (!outcome.retry) return outcome.json
      if (retry >= retries) throw outcome.error
      await sleep(outcome.delayMs ?? baseDelayMs * 2 ** retry)
    }
  }

  const settle = (pending: Pending, answer: unknown): void => {
    if (!isRecord(answer)) {
      pending.reject(
        new InvalidResponseError({ details: `${pending.method}: no answer for id ${pending.id}` }),
      )
      return
    }
    if (answer.error !== undefined) {
      const { error } = answer
      pending.reject(
        isJsonRpcError(error) ? toRpcError(error) : new InvalidResponseError({ details: pending.method }),
      )
      return
    }
    pending.resolve(answer.result)
  }

  const sendBatch = async (endpoint: string, batch: Pending[]): Promise<void> => {
    const toBody = (item: Pending) => ({
      jsonrpc: '2.0',
      id: item.id,
      method: item.method,
      params: item.params,
    })
    const single = batch.length === 1 ? batch[0] : undefined
    const label = single ? single.method : `batch of ${batch.length}`
    try {
      const json = await post(endpoint, JSON.stringify(single ? toBody(single) : batch.map(toBody)), label)
      if (single && !Array.isArray(json)) return settle(single, json)
      if (!Array.isArray(json)) {
        // One answer for the whole batch (e.g. the server refused it): every request gets it.
        for (const item of batch) settle(item, json)
        return
      }
      const byId = new Map(json.filter(isRecord).map((answer) => [answer.id, answer]))
      for (const item of batch) settle(item, byId.get(item.id))
    } catch (error) {
      for (const item of batch) item.reject(error)
    }
  }

  const flush = (endpoint: string): void => {
    const queue = queues.get(endpoint) ?? []
    queues.delete(endpoint)
    for (let start = 0; start < queue.length; start += batchSize)
      void sendBatch(endpoint, queue.slice(start, start + batchSize))
  }

  const enqueue = (endpoint: string, { method, params }: RpcRequestArguments): Promise<unknown> =>
    new Promise((resolve, reject) => {
      let queue = queues.get(endpoint)
      if (!queue) {
        queue = []
        queues.set(endpoint, queue)
        setTimeout(() => flush(endpoint), 0)
      }
      queue.push({ id: nextId++, method, params, resolve, reject })
    })

  const request = async (args: RpcRequestArguments, options?: { chainId?: string }): Promise<unknown> => {
    const endpoint = resolveUrl(options?.chainId)
    if (!isReadMethod(args.method)) return enqueue(endpoint, args)
    const key = `${endpoint} ${args.method} ${JSON.stringify(args.params ?? [])}`
    if (results.has(key)) return results.get(key)
    const running = inFlight.get(key)
    if (running) return running
    const promise = enqueue(endpoint, args).then((result) => {
      if (isImmutableResult(args.method, result)) results.set(key, result)
      return result
    })
    inFlight.set(key, promise)
    const forget = () => inFlight.delete(key)
    promise.then(forget, forget)
    return promise
  }

  return {
    request,
    forChain: (chainId) => ({ request: (args) => request(args, { chainId }) }),
  }
}
