import { type Address, isErc6492Signature, verifyMessage } from 'viem'
import { callChain } from './callChain.js'
import type { EvmChain } from './createChainRegistry.js'

export interface VerifyAccountSignatureParameters {
  address: Address
  message: string
  signature: `0x${string}`
  /**
   * The chain the account lives on: when given, an ERC-6492 signature, or any signature of an address that
   * holds code, is checked there (ERC-1271).
   */
  chain?: EvmChain | undefined
}

/**
 * True when `signature` is `address`'s personal_sign of `message`. EOAs are checked locally (ecrecover);
 * when that fails, `chain` is asked (ERC-1271 / ERC-6492 through viem) for an ERC-6492-wrapped signature
 * (a smart account that is not deployed yet: the wrapper carries its factory call, which the check
 * simulates) and for an address that holds code, so smart accounts can sign too. A malformed signature
 * is simply not valid.
 *
 * @example
 * await verifyAccountSignature({ address, message: 'hello', signature }) // true
 */
export async function verifyAccountSignature({
  address,
  message,
  signature,
  chain,
}: VerifyAccountSignatureParameters): Promise<boolean> {
  if (await recoversTo(address, message, signature)) return true
  if (!chain) return false
  // Asked first, so that a chain that is down is an error (502), not a refusal: viem's verifyMessage
  // answers false when its call fails.
  const code = await callChain(chain, (client) => client.getCode({ address }))
  // An ERC-6492 signature (the 32-byte magic suffix) stands for an account that may not be deployed yet.
  if ((code === undefined || code === '0x') && !isErc6492Signature(signature)) return false
  return callChain(chain, (client) => client.verifyMessage({ address, message, signature }))
}

async function recoversTo(address: Address, message: string, signature: `0x${string}`): Promise<boolean> {
  try {
    return await verifyMessage({ address, message, signature })
  } catch {
    // viem throws on signatures it cannot parse (wrong length, bad v): such a signature is not valid.
    return false
  }
}
