import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { Address } from 'viem'
import { t } from '../../messages.js'
import { authenticate } from '../authenticate.js'
import type { AuthRouteKit } from '../authRouteKit.js'
import { AuthRequestError, WalletNotFoundError } from '../errors.js'
import type { PaymasterProxy } from './createPaymasterProxy.js'
import { JSON_RPC_ERRORS, PaymasterRequestError } from './paymasterErrors.js'
import { readPaymasterRequest } from './readPaymasterRequest.js'

const CHAIN_ID = /^[1-9][0-9]{0,15}$/

/**
 * `POST /paymaster/:chainId` (issue #29): ERC-7677 `pm_getPaymasterStubData` / `pm_getPaymasterData` for
 * the session wallet's own smart account, from a verified device (the session headers of the other
 * authenticated routes). The session is checked before anything is read or counted. Answers JSON-RPC
 * 2.0: 200 with the paymaster service's `result` (or its own JSON-RPC `error`, such as a policy's
 * refusal); a refused request is its 4xx (401 session, 403 sender or factory, 404 chain, 429 limit, 400
 * otherwise) with `{ jsonrpc, id, error: { code, message, data: { code } } }`; 502 when the paymaster
 * service or the chain does not answer.
 */
export function mountPaymasterRoutes(
  app: Hono,
  { context, body }: AuthRouteKit,
  proxy: PaymasterProxy,
): void {
  app.post('/paymaster/:chainId', body, async (c) => {
    try {
      const session = await authenticate(context, c, { verifiedDevice: true })
      if (session.address === null) throw new WalletNotFoundError()
      const request = readPaymasterRequest(await c.req.text())
      const pathChainId = c.req.param('chainId')
      if (!CHAIN_ID.test(pathChainId))
        throw new PaymasterRequestError('chainNotSponsored', {
          params: { chainId: pathChainId },
          id: request.id,
        })
      return c.json(
        await proxy.sponsor({
          userId: session.userId,
          owner: session.address as Address,
          pathChainId,
          request,
        }),
      )
    } catch (error) {
      return answerError(c, context.logger, error)
    }
  })
}

/** A refusal as a JSON-RPC error object under its HTTP status; anything else goes to the error handler. */
function answerError(c: Context, logger: AuthRouteKit['context']['logger'], error: unknown): Response {
  if (error instanceof PaymasterRequestError) {
    // The paymaster service or the chain is down: the operator needs to know.
    if (error.status >= 500)
      logger.warn(t('server.requestFailed', { method: c.req.method, path: c.req.path }), { error })
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
    return c.json(
      {
        jsonrpc: '2.0',
        id: error.id,
        error: { code: error.rpcCode, message: error.shortMessage, data: { code: error.code } },
      },
      error.status,
    )
  }
  // The session's refusals (401 SESSION_INVALID, 403 DEVICE_MISMATCH…, 404 WALLET_NOT_FOUND).
  if (error instanceof AuthRequestError && error.status < 500) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
    return c.json(
      {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: JSON_RPC_ERRORS.unauthorized,
          message: error.shortMessage,
          data: { code: error.code },
        },
      },
      error.status,
    )
  }
  throw error
}

/** A refusal's HTTP status → its JSON-RPC code, for the refusals made before the route answers. */
function rpcCodeForStatus(status: number): number {
  if (status === 401 || status === 403) return JSON_RPC_ERRORS.unauthorized
  if (status === 429) return JSON_RPC_ERRORS.limitExceeded
  if (status >= 500) return JSON_RPC_ERRORS.internal
  return JSON_RPC_ERRORS.invalidRequest
}

/**
 * The paymaster's answers are JSON-RPC even when what refuses a request runs before its route: the
 * frame's origin (CORS), the per-client request limit (429 with Retry-After), the body limit (413). Those
 * answer the auth routes' `{ message, code }`; a paymaster client (viem's, a bundler's) reads a JSON-RPC
 * `error`. Mounted before them on `/paymaster/*`: the refusal keeps its status, headers, message and code
 * (as `error.data.code`).
 *
 * @example
 * app.use('/paymaster/*', paymasterRefusalsAsJsonRpc())
 */
export function paymasterRefusalsAsJsonRpc(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (!c.error || c.res.status < 400) return
    const refusal = (await c.res
      .clone()
      .json()
      .catch(() => undefined)) as { message?: unknown; code?: unknown; jsonrpc?: unknown } | undefined
    if (!refusal || refusal.jsonrpc === '2.0' || typeof refusal.message !== 'string') return
    const headers = new Headers(c.res.headers)
    headers.delete('content-length')
    c.res = new Response(
      JSON.stringify({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: rpcCodeForStatus(c.res.status),
          message: refusal.message,
          ...(typeof refusal.code === 'string' ? { data: { code: refusal.code } } : {}),
        },
      }),
      { status: c.res.status, headers },
    )
  }
}
