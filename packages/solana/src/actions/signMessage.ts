import type { FoyerError, UserRejectedRequestError } from '@foyer/core'
import type {
  ProviderNotFoundError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@foyer/core/adapter'
import { getBase58Decoder } from '@solana/kit'
import type { InvalidWalletResponseError } from '../errors/wallet.js'
import type { SolanaAdapterContext } from '../internal/context.js'
import { getAccountOrThrow, getSessionOrThrow } from '../internal/getSession.js'
import { signMessageWith } from '../internal/walletCalls.js'

export interface SignMessageParameters {
  connectorId: string
  /** The connected account that signs. */
  address: string
  message: string
}

/** The Ed25519 signature, base58-encoded (64 bytes). */
export type SignMessageReturnType = string

export type SignMessageErrorType =
  | ProviderNotFoundError
  | UnauthorizedProviderError
  | UnsupportedProviderMethodError
  | UserRejectedRequestError
  | InvalidWalletResponseError
  | FoyerError

/**
 * Signs a message's UTF-8 bytes with `solana:signMessage`, as the connected account `address`; the
 * signature verifies with the account's public key over exactly those bytes.
 *
 * @example
 * const signature = await signMessage(context, { connectorId: 'ws:Phantom', address, message: 'Hello' })
 */
export async function signMessage(
  context: SolanaAdapterContext,
  { connectorId, address, message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const session = getSessionOrThrow(context, connectorId)
  const account = getAccountOrThrow(session, address)
  const signature = await signMessageWith(session, account, new TextEncoder().encode(message))
  return getBase58Decoder().decode(signature)
}
