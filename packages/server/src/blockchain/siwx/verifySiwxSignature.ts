import { evmAddressSchema, hexSignatureSchema, solanaSignatureSchema } from '@foyer/protocol'
import { ValidationError } from '../../errors/http.js'
import { parseInput } from '../../http/parseInput.js'
import { t } from '../messages.js'
import type { ChainRegistry, RegisteredChain } from '../shared/createChainRegistry.js'
import { verifyAccountSignature } from '../shared/verifyAccountSignature.js'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.js'
import { verifyPolkadotSignature } from './verifyPolkadotSignature.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const POLKADOT_SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){64,65}$/

/**
 * Whether the message's account signed it: Ed25519 over the message's UTF-8 bytes for a Solana
 * network (a base58 signature); BIP-322 for a Bitcoin one (base64); sr25519 or ed25519 over the
 * `<Bytes>`-wrapped message for a Polkadot one (0x hex); for an eip155 one, personal_sign recovery, or
 * ERC-1271 through the chain for a contract (a 0x signature). A signature of the wrong form is a 400;
 * another namespace is 'Chain is not supported'. `address` has passed `sessionAddress`.
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
  if (chain.namespace === 'bip122') {
    if (!BASE64.test(signature))
      throw new ValidationError({ path: ['signature'], message: t('param.bitcoinSignature') })
    return verifyBitcoinSignature({ address, message, signature })
  }
  if (chain.namespace === 'polkadot') {
    if (!POLKADOT_SIGNATURE.test(signature))
      throw new ValidationError({ path: ['signature'], message: t('param.polkadotSignature') })
    return verifyPolkadotSignature({ address, message, signature })
  }
  const evm = chains.requireEvm(chain.caipNetworkId)
  return verifyAccountSignature({
    address: parseInput(evmAddressSchema, address, ['accountAddress']),
    message,
    signature: parseInput(hexSignatureSchema, signature, ['signature']),
    chain: evm,
  })
}
