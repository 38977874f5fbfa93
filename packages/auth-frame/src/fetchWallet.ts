import { type Address, isAddressEqual } from 'viem'
import { base64ToBytes } from './base64.js'
import type { FrameContext, Session } from './context.js'
import { InvalidShareError, WalletMismatchError } from './errors.js'
import { isShare } from './keys.js'

/** The wallet as `fetchWallet` reads it: its address and the auth shares, decoded. */
export interface FetchedWallet {
  address: Address
  /** The auth share this device's share pairs with (the device's own, or the wallet's). */
  authShare: Uint8Array
  /** The wallet's auth share: the recovery share's pair. */
  recoveryAuthShare: Uint8Array
}

/**
 * GET /wallet, checked against the session's user, with the auth shares decoded: `authShare` is the one
 * this device's share pairs with (the device's own when it recovered the wallet, else the wallet's),
 * `recoveryAuthShare` the wallet's (the recovery share's pair).
 */
export async function fetchWallet(
  ctx: FrameContext,
  session: Session,
  signal: AbortSignal,
): Promise<FetchedWallet> {
  const wallet = await ctx.api.getWallet(session.token, { signal })
  const { address } = session.user
  if (!address || !isAddressEqual(wallet.address, address)) throw new WalletMismatchError()
  const decode = (text: string) => {
    const share = base64ToBytes(text)
    if (!share || !isShare(share)) throw new InvalidShareError("the server's auth share is unreadable")
    return share
  }
  const recoveryAuthShare = decode(wallet.authShare)
  const authShare = wallet.deviceAuthShare === undefined ? recoveryAuthShare : decode(wallet.deviceAuthShare)
  return { address, authShare, recoveryAuthShare }
}
