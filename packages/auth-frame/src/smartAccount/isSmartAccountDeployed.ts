import { type Address, createPublicClient, http } from 'viem'
import { CHAIN_RPC_OPTIONS } from '../signer.js'

/**
 * Whether a contract exists at `address` on the chain of `rpcUrl` (a smart account is created by its
 * first user operation).
 *
 * @example
 * if (!(await isSmartAccountDeployed({ address, rpcUrl }))) showFirstUseNotice()
 */
export async function isSmartAccountDeployed(parameters: {
  address: Address
  rpcUrl: string
}): Promise<boolean> {
  const client = createPublicClient({ transport: http(parameters.rpcUrl, CHAIN_RPC_OPTIONS) })
  const code = await client.getCode({ address: parameters.address })
  return code !== undefined && code !== '0x'
}
