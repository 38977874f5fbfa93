import { evmAddressSchema, hexSignatureSchema, solanaSignatureSchema } from '@foyer/protocol'
import { parseInput } from '../../http/parseInput.js'
import type { ChainRegistry, RegisteredChain } from '../shared/createChainRegistry.js'
import { verifyAccountSignature } from '../shared/verifyAccountSignature.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

/**
 * Whether the message's account signed it: Ed25519 over the message's UTF-8 bytes for a Solana
 * network (a base58 signature); for an eip155 one, personal_sign recovery, or ERC-1271 through the
 * chain for a contract (a 0x signature). Another namespace is 'Chain is not supported'.
 */
export async function verifySiwxSignature(
  chain: RegisteredChain,
  chains: ChainRegistry,
  { message, signature, address }: { message: string; signature: string; address: string },
): Promise<boolean> {
  if (chain.namespace === 'solana')
    return verifySolanaSignature({
      address,
      message,
      signature: parseInput(solanaSignatureSchema, signature, ['signature']),
    })
  const evm = chains.requireEvm(chain.caipNetworkId)
  return verifyAccountSignature({
    address: parseInput(evmAddressSchema, address, ['accountAddress']),
    message,
    signature: parseInput(hexSignatureSchema, signature, ['signature']),
    chain: evm,
  })
}
