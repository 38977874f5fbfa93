import { AuthAccountNotFoundError } from '../kernel/errors/account.js'
import { AUTH_CONNECTOR_ID, getAuthFrame } from '../state/email/authFrame.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import { disconnect } from './disconnect.js'

/**
 * Signs the email wallet out on every device (a lost or stolen one): the secure frame asks the Foyer
 * server to end every session of the account, then this page disconnects as Disconnect does. The
 * devices keep their shares, so each signs in again with a code; a stolen device without a session can
 * sign nothing. Rejects with the frame's error when the server cannot be reached, and then nothing changes;
 * with `AuthAccountNotFoundError` ('Address or auth connector not found') when no account is signed in by
 * email, before the frame is asked.
 *
 * @example
 * if (canUpdateEmail(foyer)) await signOutEverywhere(foyer)
 */
export async function signOutEverywhere(foyer: Foyer): Promise<void> {
  const { chains } = foyer.stores.chains.getState()
  const namespace = Object.entries(chains).find(
    ([, entry]) => entry?.accountState.connectorId === AUTH_CONNECTOR_ID && entry.accountState.address,
  )?.[0] as ChainNamespace | undefined
  if (!namespace) throw new AuthAccountNotFoundError()
  const frame = await getAuthFrame(foyer)
  await frame.request({ type: '@w3m-app/SIGN_OUT', payload: { everywhere: true } })
  await disconnect(foyer, { namespace })
}
