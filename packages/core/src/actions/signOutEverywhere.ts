import { AuthAccountNotFoundError } from '../kernel/errors/account.js'
import { AUTH_CONNECTOR_ID, getAuthFrame } from '../state/email/authFrame.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import { disconnect } from './disconnect.js'

/**
 * Signs the embedded wallet (an e-mail or social login) out on every device (a lost or stolen one): the secure frame asks the Foyer
 * server to end every session of the account, then this page disconnects as Disconnect does. The
 * devices keep their shares, so each signs in again with a code; a stolen device without a session can
 * sign nothing. Rejects with the frame's error when the server cannot be reached, and then nothing changes;
 * with `AuthAccountNotFoundError` ('Address or auth connector not found') when no account is signed in
 * through the login frame, before the frame is asked.
 *
 * @example
 * if (canSignOutEverywhere(foyer)) await signOutEverywhere(foyer)
 */
export async function signOutEverywhere(foyer: Foyer): Promise<void> {
  const namespace = embeddedWalletNamespace(foyer)
  if (!namespace) throw new AuthAccountNotFoundError()
  const frame = await getAuthFrame(foyer)
  await frame.request({ type: '@w3m-app/SIGN_OUT', payload: { everywhere: true } })
  await disconnect(foyer, { namespace })
}

/** The namespace whose connected account is the embedded wallet's (signed in through the login frame). */
function embeddedWalletNamespace(foyer: Foyer): ChainNamespace | undefined {
  const { chains } = foyer.stores.chains.getState()
  return Object.entries(chains).find(
    ([, entry]) => entry?.accountState.connectorId === AUTH_CONNECTOR_ID && entry.accountState.address,
  )?.[0] as ChainNamespace | undefined
}

/**
 * Whether the connected account is the embedded wallet's, by e-mail or by a social login (a social
 * account has no e-mail to update, `canUpdateEmail`, but its sessions can all end).
 *
 * @example
 * if (canSignOutEverywhere(foyer)) await signOutEverywhere(foyer)
 */
export function canSignOutEverywhere(foyer: Foyer): boolean {
  return embeddedWalletNamespace(foyer) !== undefined
}
