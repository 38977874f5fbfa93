import type { IncomingMessage, ServerResponse } from 'node:http'
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type LocalServer, listenLocal, readBody } from '../listenLocal.js'
import { aaDevAccounts } from './aaAccounts.js'
import { PaymasterServiceStartError } from './errors.js'
import {
  handlePaymasterRequest,
  type PaymasterRequestContext,
  PaymasterRpcError,
  type SponsorshipPolicy,
} from './handlePaymasterRequest.js'
import { aaMessage } from './messages.js'

export interface StartPaymasterServiceParameters {
  /** The chains it sponsors on (their block time starts each signature's validity window). */
  chains: readonly { chainId: number; rpcUrl: string }[]
  /** A fixed port on 127.0.0.1; a free one by default. */
  port?: number
  /** Which user operations to sponsor; all of them by default. */
  policy?: SponsorshipPolicy
  /** How long a signed sponsorship stays valid, in seconds of block time; 600 by default. */
  validForSeconds?: number
}

/** The ERC-7677 endpoint (`url`, for viem's `createPaymasterClient({ transport: http(url) })`), port and stop. */
export type PaymasterService = LocalServer

export type StartPaymasterServiceErrorType = PaymasterServiceStartError

const MAX_BODY_BYTES = 1024 * 1024
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}
const sponsorAll: SponsorshipPolicy = () => ({ sponsor: true })

/**
 * Starts the devnet's paymaster service on 127.0.0.1: an ERC-7677 JSON-RPC endpoint
 * (`pm_getPaymasterStubData`, `pm_getPaymasterData`) that signs, with the paymaster signer (Hardhat
 * account #16), the user operations its policy accepts, for the verifying paymaster that
 * deployAccountAbstraction deployed. CORS is open (dapps call it from the browser).
 *
 * @example
 * const service = await startPaymasterService({ chains: [chain] })
 * const bundler = createBundlerClient({
 *   account, client, transport: http(bundlerUrl),
 *   paymaster: createPaymasterClient({ transport: http(service.url) }),
 * })
 */
export async function startPaymasterService(
  parameters: StartPaymasterServiceParameters,
): Promise<PaymasterService> {
  const { port = 0, policy = sponsorAll, validForSeconds = 600 } = parameters
  const context: PaymasterRequestContext = {
    signer: privateKeyToAccount(aaDevAccounts.paymasterSigner.privateKey),
    chains: new Map(
      parameters.chains.map(({ chainId, rpcUrl }) => {
        const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
        return [chainId, { blockTime: async () => Number((await client.getBlock()).timestamp) }]
      }),
    ),
    policy,
    validForSeconds,
  }
  return listenLocal((request, response) => serve(request, response, context), {
    port,
    startError: (cause) => new PaymasterServiceStartError({ port, cause }),
  })
}

async function serve(request: IncomingMessage, response: ServerResponse, context: PaymasterRequestContext) {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS_HEADERS).end()
    return
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { ...CORS_HEADERS, allow: 'POST, OPTIONS' }).end()
    return
  }
  const body = await readBody(request, MAX_BODY_BYTES)
  if (body === undefined) {
    response.writeHead(413, { ...CORS_HEADERS, connection: 'close' }).end()
    return
  }
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return reply(response, {
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: aaMessage('paymaster.parseError') },
    })
  }
  const answer = Array.isArray(payload)
    ? await Promise.all(payload.map((entry) => answerOne(entry, context)))
    : await answerOne(payload, context)
  reply(response, answer)
}

async function answerOne(entry: unknown, context: PaymasterRequestContext): Promise<Record<string, unknown>> {
  const {
    id = null,
    method,
    params,
  } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>
  if (typeof method !== 'string') {
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
  }
  try {
    return { jsonrpc: '2.0', id, result: await handlePaymasterRequest(method, params, context) }
  } catch (error) {
    if (error instanceof PaymasterRpcError)
      return { jsonrpc: '2.0', id, error: { code: error.rpcCode, message: error.shortMessage } }
    // A chain that does not answer, say: an internal error, with its reason for the developer.
    const message = error instanceof Error ? error.message : String(error)
    return { jsonrpc: '2.0', id, error: { code: -32603, message } }
  }
}

function reply(response: ServerResponse, answer: unknown) {
  response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' })
  response.end(JSON.stringify(answer))
}
