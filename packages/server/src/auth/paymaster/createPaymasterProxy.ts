import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  http,
  isAddressEqual,
  type PublicClient,
  parseAbi,
} from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { z } from 'zod'
import { createRateLimiter, type RateLimiter } from '../../blockchain/shared/createRateLimiter.js'
import type { Queryable } from '../../db/types.js'
import { PaymasterRequestError } from './paymasterErrors.js'
import type { JsonRpcId, PaymasterRequest } from './readPaymasterRequest.js'

/** The account factory's interface (issue #29): the embedded wallet's account is (owner, salt 0). */
export const accountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** A chain whose smart accounts' gas is sponsored: its `smartAccounts` config with a `paymasterUrl`. */
export interface SponsoredChain {
  chainId: number
  rpcUrl: string
  factory: Address
  /** The ERC-7677 paymaster service (server-side only). */
  paymasterUrl: string
  /** Signed sponsorships (`pm_getPaymasterData`) per user and hour. */
  maxOperationsPerHour: number
}

export interface CreatePaymasterProxyParameters {
  /** Where the hourly counts are kept (table `rate_limit_windows`: every server counts the same). */
  db: Queryable
  chains: readonly SponsoredChain[]
  /** Unix milliseconds; `Date.now` by default. */
  now?: () => number
  /** How long the chain and the paymaster service may take to answer; 10 000 ms by default. */
  timeoutMs?: number
}

export interface SponsorParameters {
  /** The session's account and its wallet (the smart account's owner). */
  userId: string
  owner: Address
  /** The `:chainId` of the path, as it came. */
  pathChainId: string
  request: PaymasterRequest
}

export type JsonRpcAnswer =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } }

export interface PaymasterProxy {
  /**
   * Checks one ERC-7677 request of a signed-in account and forwards it to the chain's paymaster service;
   * resolves to the service's answer (its result or its own JSON-RPC error), with the request's id.
   * Throws `PaymasterRequestError`.
   */
  sponsor(parameters: SponsorParameters): Promise<JsonRpcAnswer>
}

const upstreamErrorSchema = z.looseObject({
  error: z.looseObject({ code: z.int(), message: z.string(), data: z.unknown().optional() }),
})
const upstreamResultSchema = z.looseObject({
  result: z.unknown().refine((value) => value !== undefined, 'result is missing'),
})

/**
 * The paymaster proxy behind `POST /auth/v1/paymaster/:chainId` (issue #29): sponsorship for the
 * embedded wallet's own smart account only. In order: the entry point must be EntryPoint v0.8; the
 * params' chain id the path's, a chain with `smartAccounts.paymasterUrl`; the sender the factory's
 * `getAddress(owner, 0)` (read on the chain, cached per chain and owner); `factory` / `factoryData`, when
 * present, that factory's `createAccount(owner, 0)`; `pm_getPaymasterData` is counted per user and hour
 * (`maxOperationsPerHour`); then the request goes to the paymaster service and its answer comes back.
 *
 * @example
 * const proxy = createPaymasterProxy({ db, chains: [{ chainId: 31337, rpcUrl, factory, paymasterUrl, maxOperationsPerHour: 30 }] })
 * const answer = await proxy.sponsor({ userId, owner, pathChainId: '31337', request })
 */
export function createPaymasterProxy(parameters: CreatePaymasterProxyParameters): PaymasterProxy {
  const { db, now = Date.now, timeoutMs = 10_000 } = parameters
  const chains = new Map(
    parameters.chains.map((chain) => [
      chain.chainId,
      {
        ...chain,
        client: createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: timeoutMs }) }),
        limiter: createRateLimiter({ db, limit: chain.maxOperationsPerHour, windowSeconds: 3600, now }),
      },
    ]),
  )
  /** The smart account of each (chain, owner): a factory's getAddress never changes. */
  const accounts = new Map<string, Promise<Address>>()
  const smartAccountOf = (chain: ProxiedChain, owner: Address): Promise<Address> => {
    const key = `${chain.chainId}:${owner.toLowerCase()}`
    let account = accounts.get(key)
    if (!account) {
      account = readSmartAccount(chain, owner)
      accounts.set(key, account)
      // A failed read is not kept: the next request asks the chain again.
      account.catch(() => accounts.delete(key))
    }
    return account
  }

  return {
    async sponsor({ userId, owner, pathChainId, request }) {
      const { id, method, userOperation, entryPoint, chainIdHex } = request
      if (!isAddressEqual(entryPoint, entryPoint08Address))
        throw new PaymasterRequestError('entryPoint', {
          params: { entryPoint, expected: entryPoint08Address },
          id,
        })
      if (BigInt(chainIdHex) !== BigInt(pathChainId))
        throw new PaymasterRequestError('chainMismatch', { params: { chainIdHex, chainId: pathChainId }, id })
      const chain = chains.get(Number(pathChainId))
      if (!chain)
        throw new PaymasterRequestError('chainNotSponsored', { params: { chainId: pathChainId }, id })

      const account = await smartAccountOf(chain, owner)
      if (!isAddressEqual(userOperation.sender as Address, account))
        throw new PaymasterRequestError('senderMismatch', {
          params: { sender: userOperation.sender, account },
          id,
        })
      checkFactory(chain, owner, request)

      if (method === 'pm_getPaymasterData') {
        const counted = await chain.limiter.hit([`paymaster:${chain.chainId}:${userId}`])
        if (!counted.allowed)
          throw new PaymasterRequestError('rateLimited', {
            params: {
              max: chain.maxOperationsPerHour,
              chainId: chain.chainId,
              seconds: counted.retryAfterSeconds,
            },
            headers: { 'Retry-After': String(counted.retryAfterSeconds) },
            id,
          })
      }
      return forward(chain, request, timeoutMs)
    },
  }
}

type ProxiedChain = SponsoredChain & { client: PublicClient; limiter: RateLimiter }

async function readSmartAccount(chain: ProxiedChain, owner: Address): Promise<Address> {
  try {
    return await chain.client.readContract({
      address: chain.factory,
      abi: accountFactoryAbi,
      functionName: 'getAddress',
      args: [owner, 0n],
    })
  } catch (cause) {
    throw new PaymasterRequestError('chainUnavailable', { params: { chainId: chain.chainId }, cause })
  }
}

/** A user operation that deploys its account must deploy this owner's: the factory's createAccount(owner, 0). */
function checkFactory(chain: SponsoredChain, owner: Address, { userOperation, id }: PaymasterRequest) {
  const { factory, factoryData } = userOperation
  if (factory === undefined || factory === null) {
    if (factoryData !== undefined && factoryData !== null && factoryData !== '0x')
      throw new PaymasterRequestError('invalidParams', {
        params: { reason: 'params.0.factoryData: is set without a factory' },
        id,
      })
    return
  }
  const expected = encodeFunctionData({
    abi: accountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, 0n],
  })
  if (
    factory === '0x7702' ||
    !isAddressEqual(factory as Address, chain.factory) ||
    (factoryData ?? '0x').toLowerCase() !== expected.toLowerCase()
  )
    throw new PaymasterRequestError('factoryMismatch', { params: { factory: chain.factory }, id })
}

/** Sends the request to the chain's paymaster service; its result or JSON-RPC error, under the request's id. */
async function forward(
  chain: SponsoredChain,
  request: PaymasterRequest,
  timeoutMs: number,
): Promise<JsonRpcAnswer> {
  const { id, method, params } = request
  const unavailable = (details: string, cause?: unknown) =>
    new PaymasterRequestError('unavailable', { params: { chainId: chain.chainId }, id, cause, details })
  let response: Response
  try {
    response = await fetch(chain.paymasterUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (cause) {
    throw unavailable('no answer', cause)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw unavailable(`HTTP ${response.status}`)
  }
  let json: unknown
  try {
    json = await response.json()
  } catch (cause) {
    throw unavailable('the answer is not JSON', cause)
  }
  const failed = upstreamErrorSchema.safeParse(json)
  if (failed.success) {
    const { code, message, data } = failed.data.error
    return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } }
  }
  const answered = upstreamResultSchema.safeParse(json)
  if (!answered.success) throw unavailable('the answer is not a JSON-RPC response')
  return { jsonrpc: '2.0', id, result: answered.data.result }
}
