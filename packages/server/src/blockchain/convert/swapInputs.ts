import { type ParsedCaipAddress, swapAllowanceQuerySchema, swapFromQuerySchema } from '@foyer/protocol'
import type { Address } from 'viem'
import * as z from 'zod/mini'
import { ValidationError } from '../../errors/http.js'
import { parseInput } from '../../http/parseInput.js'
import { t } from '../messages.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import { resolveSwapChain, type SwapChain } from './resolveSwapChain.js'

/** The parameter that names a swap's network, read before the rest. */
const tokenAddressQuerySchema = z.pick(swapAllowanceQuerySchema, { tokenAddress: true })

/**
 * The swap chain named by a request's `from` or `tokenAddress`, with that token: read before the rest of
 * the request, so that an unserved network is reported before any other fault.
 */
export function readSwapChain(
  chains: ChainRegistry,
  input: unknown,
  name: 'from' | 'tokenAddress',
): [SwapChain, ParsedCaipAddress] {
  const token =
    name === 'from'
      ? parseInput(swapFromQuerySchema, input).from
      : parseInput(tokenAddressQuerySchema, input).tokenAddress
  return [resolveSwapChain(chains, token.caipNetworkId), token]
}

/** Throws a `ValidationError` on parameter `name` when it names a network other than the swap's. */
export function requireSameChain(
  swapChain: SwapChain,
  name: string,
  caipNetworkId: string | undefined,
): void {
  if (caipNetworkId !== undefined && caipNetworkId !== swapChain.chain.caipNetworkId)
    throw new ValidationError({
      path: [name],
      message: t('chain.mismatch', { actual: caipNetworkId, expected: swapChain.chain.caipNetworkId }),
    })
}

/** An address of the swap's chain as a CAIP-10 account ('eip155:31337:0x…'). */
export const caipAccountOf = (swapChain: SwapChain, address: Address): string =>
  `${swapChain.chain.caipNetworkId}:${address}`
