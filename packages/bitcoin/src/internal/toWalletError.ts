import { type FoyerError, UserRejectedRequestError } from '@foyer/core'
import {
  toFoyerError,
  UnauthorizedProviderError,
  UnknownError,
  UnsupportedProviderMethodError,
} from '@foyer/core/adapter'

/** How wallets word a declined request when they give no known code. */
const rejection =
  /user rejected|rejected (the|this) request|request (was )?rejected|user denied|denied by (the )?user|user declined|declined by (the )?user|user cancell?ed|cancell?ed by (the )?user|approval denied/i

/** sats-connect's own JSON-RPC codes (`RpcErrorCode`), which reuse the implementation-defined range. */
const SATS_USER_REJECTION = -32000
const SATS_METHOD_NOT_SUPPORTED = -32001
const SATS_ACCESS_DENIED = -32002

const messageOf = (error: unknown): string | undefined =>
  typeof error === 'string'
    ? error
    : typeof (error as { message?: unknown })?.message === 'string'
      ? (error as { message: string }).message
      : undefined

/**
 * Turns what a Bitcoin wallet threw or answered into a typed `FoyerError`. Wallet Standard wallets throw
 * EIP-1193-style codes (4001 → `UserRejectedRequestError`); sats-connect answers `{ error: { code } }`
 * with its own codes (`satsConnect`: -32000 user rejection → 4001, -32002 access denied → 4100, -32001 →
 * 4200). A message that says the person declined is a rejection too; anything else `UnknownError`.
 *
 * @example
 * toWalletError({ code: -32000, message: 'User rejected' }, { satsConnect: true }) // UserRejectedRequestError
 */
export function toWalletError(error: unknown, { satsConnect = false } = {}): FoyerError {
  const code = (error as { code?: unknown } | null)?.code
  const details = messageOf(error)
  if (satsConnect && code === SATS_USER_REJECTION)
    return new UserRejectedRequestError({ details, cause: error })
  if (satsConnect && code === SATS_ACCESS_DENIED)
    return new UnauthorizedProviderError({ details, cause: error })
  if (satsConnect && code === SATS_METHOD_NOT_SUPPORTED)
    return new UnsupportedProviderMethodError({ details, cause: error })
  const typed = toFoyerError(error)
  if (typed instanceof UnknownError && details && rejection.test(details))
    return new UserRejectedRequestError({ details, cause: error })
  return typed
}
