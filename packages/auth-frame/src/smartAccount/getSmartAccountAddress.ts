import { type Address, createPublicClient, http } from 'viem'
import { CHAIN_RPC_OPTIONS } from '../signer.js'
import { foyerAccountFactoryAbi } from './abi.js'
import type { SmartAccountChainConfig } from './types.js'

export interface GetSmartAccountAddressParameters {
  /** The embedded wallet's address: the account's owner key. */
  owner: Address
  rpcUrl: string
  config: SmartAccountChainConfig
}

/**
 * The address of the owner's smart account (salt 0) on the chain of `rpcUrl`, as its factory computes it:
 * the same before and after the account is deployed (it may receive funds before).
 *
 * @example
 * const address = await getSmartAccountAddress({ owner: wallet.address, rpcUrl, config })
 */
export function getSmartAccountAddress(parameters: GetSmartAccountAddressParameters): Promise<Address> {
  const { owner, rpcUrl, config } = parameters
  const client = createPublicClient({ transport: http(rpcUrl, CHAIN_RPC_OPTIONS) })
  return client.readContract({
    address: config.factory,
    abi: foyerAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
}
