import { type Address, verifyMessage } from 'viem'
import { callChain } from './callChain.js'
import type { EvmChain } from './createChainRegistry.js'

export interface VerifyAccountSignatureParameters {
  address: Address
  message: string
  signature: `0x${string}`
  /** The chain the account lives on: when given and the address holds code, ERC-1271 is checked there. */
  chain?: EvmChain | undefined
}

/**
 * True when `signature` is `address`'s personal_sign of `message`. EOAs are checked locally (ecrecover);
 * when that fails and the account is a contract on `chain`, the chain is asked (ERC-1271 / ERC-6492
 * through viem), so smart accounts can sign too. A malformed signature is simply not valid.
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
  const code = await callChain(chain, (client) => client.getCode({ address }))
  if (code === undefined || code === '0x') return false
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
