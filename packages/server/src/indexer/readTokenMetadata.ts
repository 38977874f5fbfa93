import { type Address, erc20Abi, erc721Abi, type PublicClient } from 'viem'
import { isContractCallFailure } from './isContractCallFailure.js'
import type { TokenRow } from './types.js'

export interface ReadTokenMetadataParameters {
  address: string
  kind: 'erc20' | 'erc721'
}

/**
 * Reads name, symbol (and decimals for ERC-20) of a token contract. A function the contract does not
 * have (it reverts or answers nothing) gives `null` for that field; an RPC failure throws.
 *
 * @example
 * await readTokenMetadata(client, { address: '0x5fbd…', kind: 'erc20' })
 * // { address: '0x5fbd…', kind: 'erc20', name: 'Foyer USD', symbol: 'fUSD', decimals: 6 }
 */
export async function readTokenMetadata(
  client: PublicClient,
  { address, kind }: ReadTokenMetadataParameters,
): Promise<TokenRow> {
  const target = address as Address
  const abi = kind === 'erc20' ? erc20Abi : erc721Abi
  const [name, symbol, decimals] = await Promise.all([
    orNull(client.readContract({ address: target, abi, functionName: 'name' })),
    orNull(client.readContract({ address: target, abi, functionName: 'symbol' })),
    kind === 'erc20'
      ? orNull(client.readContract({ address: target, abi: erc20Abi, functionName: 'decimals' }))
      : Promise.resolve(null),
  ])
  return { address: address.toLowerCase(), kind, name, symbol, decimals }
}

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (isContractCallFailure(error)) return null
    throw error
  }
}
