import type { FoyerError, UserRejectedRequestError } from '@foyer/core'
import type { ProviderNotFoundError } from '@foyer/core/adapter'
import { isHex, toHex } from 'viem'
import { InvalidProviderResponseError } from '../errors/provider.js'
import type { EvmAdapterContext } from '../internal/context.js'
import { describeValue } from '../internal/describeValue.js'
import { getProviderOrThrow } from '../internal/getProviderOrThrow.js'
import { request } from '../internal/request.js'

export interface SignMessageParameters {
  connectorId: string
  address: string
  message: string
}

/** The signature, hex-encoded. */
export type SignMessageReturnType = string

export type SignMessageErrorType =
  | ProviderNotFoundError
  | UserRejectedRequestError
  | InvalidProviderResponseError
  | FoyerError

/**
 * Signs a UTF-8 message with `personal_sign` (EIP-191): params are the hex-encoded message and the address.
 *
 * @example
 * const signature = await signMessage(context, { connectorId: 'io.metamask', address, message: 'Hello' })
 */
export async function signMessage(
  context: EvmAdapterContext,
  { connectorId, address, message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const provider = getProviderOrThrow(context, connectorId)
  const signature = await request(provider, { method: 'personal_sign', params: [toHex(message), address] })
  if (typeof signature === 'string' && isHex(signature, { strict: true }) && signature.length > 2)
    return signature
  throw new InvalidProviderResponseError({
    details: `Expected a signature, received ${describeValue(signature)}`,
  })
}
