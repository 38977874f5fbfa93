import type { FoyerError, UserRejectedRequestError } from '@foyer/core'
import type {
  ProviderNotFoundError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@foyer/core/adapter'
import type { InvalidWalletResponseError } from '../errors/wallet.js'
import type { BitcoinAdapterContext } from '../internal/context.js'
import { getAccountOrThrow, getSessionOrThrow } from '../internal/getSession.js'

export interface SignMessageParameters {
  connectorId: string
  /** A connected address of the session's network (the payment or the ordinals one). */
  address: string
  message: string
}

/** The signature, base64 as the wallet gives it (BIP-322 simple for segwit and taproot addresses). */
export type SignMessageReturnType = string

export type SignMessageErrorType =
  | ProviderNotFoundError
  | UnauthorizedProviderError
  | UnsupportedProviderMethodError
  | UserRejectedRequestError
  | InvalidWalletResponseError
  | FoyerError

/**
 * Signs a message with a connected address: `bitcoin:signMessage` (the message's UTF-8 bytes; the
 * signature bytes, base64-encoded), or sats-connect's `signMessage` with protocol BIP322. For p2wpkh and
 * p2tr addresses the signature is BIP-322's simple one, which verifies against the address (no public key
 * needed).
 *
 * @example
 * const signature = await signMessage(context, { connectorId: 'ws:Xverse', address, message: 'Hello' })
 */
export async function signMessage(
  context: BitcoinAdapterContext,
  { connectorId, address, message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const session = getSessionOrThrow(context, connectorId)
  getAccountOrThrow(session, address)
  return session.client.signMessage({ address, message, chain: session.chain })
}
