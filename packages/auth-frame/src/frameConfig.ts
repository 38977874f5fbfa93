import { frameChainIdSchema, frameChainIdToNumber } from '@foyer/protocol'
import type { Address } from 'viem'
import * as z from 'zod/mini'
import { FrameError } from './errors.js'

/** The id of the `<script type="application/json">` element that carries the frame's server-side config. */
export const FRAME_CONFIG_ELEMENT_ID = 'foyer-frame-config'

/**
 * What the serving Foyer server writes into the frame's HTML, as JSON in
 * `<script type="application/json" id="foyer-frame-config">` (with `<` escaped as `\u003c`, so that no
 * value can close the element): the exact origins allowed to use the frame (the project's allowed
 * origins), the server's base URL, and the chain RPC URL of each EVM chain id. It is not taken from the
 * query string: the page that embeds the frame chooses the query, the server chooses these.
 */
// http(s) URLs; IP hosts and localhost included (z.httpUrl() wants a domain name).
const httpUrl = () => z.url({ protocol: /^https?$/ })
const chainIdKey = () => z.string().check(z.regex(/^[1-9][0-9]{0,15}$/))
const serverConfigSchema = z.object({
  allowedOrigins: z.array(z.string()).check(z.minLength(1)),
  apiUrl: httpUrl(),
  rpcUrls: z.record(chainIdKey(), httpUrl()),
  networks: z.optional(
    z.record(
      chainIdKey(),
      z.object({
        name: z.string().check(z.maxLength(100)),
        symbol: z.string().check(z.maxLength(20)),
        decimals: z.number().check(z.int(), z.minimum(0), z.maximum(36)),
      }),
    ),
  ),
  // The chains where the embedded wallet has an ERC-4337 smart account (issue #29); none: EOA only.
  smartAccounts: z.optional(
    z.record(
      chainIdKey(),
      z.strictObject({
        bundlerUrl: httpUrl(),
        factory: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
        sponsored: z.boolean(),
      }),
    ),
  ),
})

export interface FrameConfig {
  projectId: string
  chainId: number
  /** The embedding SDK's version (the `version` query parameter). */
  sdkVersion: string | undefined
  enableLogger: boolean
  allowedOrigins: string[]
  apiUrl: string
  rpcUrls: Record<number, string>
  /** Name, symbol and decimals by EVM chain id (the server's networks), for the prompts. */
  networks: Record<number, { name: string; symbol: string; decimals: number }>
  /**
   * The chains with smart accounts, by EVM chain id: the bundler, the account factory, and whether the
   * server sponsors the gas (its paymaster route). Every one has an RPC URL.
   */
  smartAccounts: Record<number, SmartAccountChain>
}

/** A chain's smart accounts, as the server configures them for the frame. */
export interface SmartAccountChain {
  bundlerUrl: string
  factory: Address
  /** The server's paymaster pays the gas (`${apiUrl}/auth/v1/paymaster/${chainId}`). */
  sponsored: boolean
}

/**
 * The frame's configuration: `projectId` (required), `chainId`, `version` and `enableLogger` from the
 * query string (spec section 2: the page loads the frame with them), the rest from the config element.
 * Throws a FrameError INVALID_CONFIG that says what is wrong.
 *
 * @example
 * const config = readFrameConfig({ search: location.search, document })
 */
export function readFrameConfig(source: {
  search: string
  document: Pick<Document, 'getElementById'>
}): FrameConfig {
  const query = new URLSearchParams(source.search)
  const projectId = query.get('projectId')
  if (!projectId) throw invalid('the projectId query parameter is missing')
  const chainParameter = query.get('chainId')
  const chainId = z.safeParse(frameChainIdSchema, chainParameter ?? '1')
  if (!chainId.success) throw invalid(`chainId ${JSON.stringify(chainParameter)} is not an EVM chain id`)

  const text = source.document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent
  if (!text) throw invalid(`no #${FRAME_CONFIG_ELEMENT_ID} element`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw invalid(`#${FRAME_CONFIG_ELEMENT_ID} is not JSON`, cause)
  }
  const config = z.safeParse(serverConfigSchema, json)
  if (!config.success) throw invalid(z.prettifyError(config.error), config.error)
  const withoutRpc = Object.keys(config.data.smartAccounts ?? {}).filter((id) => !config.data.rpcUrls[id])
  if (withoutRpc.length > 0)
    throw invalid(`smartAccounts of chain ${withoutRpc.join(', ')} without an RPC URL (rpcUrls)`)

  return {
    projectId,
    chainId: frameChainIdToNumber(chainId.data),
    sdkVersion: query.get('version') ?? undefined,
    enableLogger: query.get('enableLogger') === 'true',
    allowedOrigins: config.data.allowedOrigins,
    apiUrl: config.data.apiUrl,
    rpcUrls: Object.fromEntries(Object.entries(config.data.rpcUrls).map(([id, url]) => [Number(id), url])),
    networks: Object.fromEntries(
      Object.entries(config.data.networks ?? {}).map(([id, network]) => [Number(id), network]),
    ),
    smartAccounts: Object.fromEntries(
      Object.entries(config.data.smartAccounts ?? {}).map(([id, chain]) => [
        Number(id),
        { ...chain, factory: chain.factory as Address },
      ]),
    ),
  }
}

function invalid(reason: string, cause?: unknown): FrameError {
  return new FrameError(`Invalid frame configuration: ${reason}`, { code: 'INVALID_CONFIG', cause })
}
