import type { FoyerError, UserRejectedRequestError } from '@foyer/core'
import type {
  ProviderNotFoundError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@foyer/core/adapter'
import type { InvalidWalletResponseError } from '../errors/polkadot.js'
import type { PolkadotAdapterContext } from '../internal/context.js'
import { getAccountOrThrow, getSessionOrThrow } from '../internal/getSession.js'
import { toHex } from '../internal/hex.js'
import { signRawWith } from '../internal/signRaw.js'
import { wrapBytes } from '../internal/wrapBytes.js'

export interface SignMessageParameters {
  connectorId: string
  /** The connected account that signs, written for any network. */
  address: string
  message: string
}

/** The signature, `0x`-prefixed hex (64 bytes for sr25519 and ed25519 accounts). */
export type SignMessageReturnType = `0x${string}`

export type SignMessageErrorType =
  | ProviderNotFoundError
  | UnauthorizedProviderError
  | UnsupportedProviderMethodError
  | UserRejectedRequestError
  | InvalidWalletResponseError
  | FoyerError

const encoder = new TextEncoder()

/**
 * Signs a message with the extension's `signer.signRaw` (`type: 'bytes'`), as the connected account
 * `address`. The data sent is the message's UTF-8 bytes already wrapped in `<Bytes>…</Bytes>`: extensions
 * wrap raw data that is not wrapped yet (polkadot-js, Talisman, SubWallet), so the signed bytes are the
 * same whichever extension signs. The signature verifies with `@polkadot/util-crypto`'s
 * `signatureVerify(message, signature, address)` (which tries the wrapped form) or over the wrapped bytes.
 * Through WalletConnect the same bytes go as `polkadot_signMessage` `{ address, data, type: 'bytes' }`.
 *
 * @example
 * const signature = await signMessage(context, { connectorId: 'injectedWeb3:talisman', address, message: 'Hello' })
 */
export async function signMessage(
  context: PolkadotAdapterContext,
  { connectorId, address, message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const session = getSessionOrThrow(context, connectorId)
  const account = getAccountOrThrow(session, address)
  const { signature } = await signRawWith(session, account, toHex(wrapBytes(encoder.encode(message))))
  return signature
}
