import type { Hex, SignableMessage } from 'viem'
import type { WalletKey } from '../signer.js'
import { createChainClient } from './chainClient.js'
import { toFoyerSmartAccount } from './toFoyerSmartAccount.js'
import { toWalletOwner } from './toWalletOwner.js'
import type { SmartAccountChainConfig } from './types.js'

export interface SignMessageAsSmartAccountParameters {
  wallet: WalletKey
  /** The chain whose account signs; the RPC endpoint must serve it. */
  chainId: number
  rpcUrl: string
  config: SmartAccountChainConfig
  /** UTF-8 text, or `{ raw }` bytes, as for personal_sign. */
  message: SignableMessage
}

/**
 * A personal_sign signature of the wallet's smart account (salt 0): ERC-7739 PersonalSign by the owner
 * key, checked by the account's ERC-1271 isValidSignature; wrapped in ERC-6492 while the account is not
 * deployed yet. The key is rebuilt for the one signature only.
 *
 * @example
 * const signature = await signMessageAsSmartAccount({ wallet, chainId, rpcUrl, config, message: 'hello' })
 * await publicClient.verifyMessage({ address, message: 'hello', signature }) // true
 */
export async function signMessageAsSmartAccount(
  parameters: SignMessageAsSmartAccountParameters,
): Promise<Hex> {
  const { wallet, chainId, rpcUrl, config, message } = parameters
  const client = await createChainClient({ chainId, rpcUrl })
  const account = await toFoyerSmartAccount({ client, owner: toWalletOwner(wallet), factory: config.factory })
  return account.signMessage({ message })
}
