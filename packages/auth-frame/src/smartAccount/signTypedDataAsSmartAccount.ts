import type { Hex, TypedDataDefinition } from 'viem'
import type { WalletKey } from '../signer.js'
import { createChainClient } from './chainClient.js'
import { toFoyerSmartAccount } from './toFoyerSmartAccount.js'
import { toWalletOwner } from './toWalletOwner.js'
import type { SmartAccountChainConfig } from './types.js'

export interface SignTypedDataAsSmartAccountParameters {
  wallet: WalletKey
  /** The chain whose account signs; the RPC endpoint must serve it. */
  chainId: number
  rpcUrl: string
  config: SmartAccountChainConfig
  /** As for eth_signTypedData_v4. */
  typedData: TypedDataDefinition<Record<string, unknown>, string>
}

/**
 * An EIP-712 signature of the wallet's smart account (salt 0): ERC-7739 TypedDataSign by the owner key,
 * checked by the account's ERC-1271 isValidSignature; wrapped in ERC-6492 while the account is not
 * deployed yet. The key is rebuilt for the one signature only.
 *
 * @example
 * const signature = await signTypedDataAsSmartAccount({ wallet, chainId, rpcUrl, config, typedData })
 * await publicClient.verifyTypedData({ address, ...typedData, signature }) // true
 */
export async function signTypedDataAsSmartAccount(
  parameters: SignTypedDataAsSmartAccountParameters,
): Promise<Hex> {
  const { wallet, chainId, rpcUrl, config, typedData } = parameters
  const client = await createChainClient({ chainId, rpcUrl })
  const account = await toFoyerSmartAccount({ client, owner: toWalletOwner(wallet), factory: config.factory })
  return account.signTypedData(typedData)
}
