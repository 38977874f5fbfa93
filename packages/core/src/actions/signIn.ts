import { toApiAlert } from '../api/http/toApiAlert.js'
import { CaipAccountUndefinedError } from '../kernel/errors/account.js'
import type { FoyerError } from '../kernel/errors/base.js'
import {
  SignatureDeclinedError,
  SiwxInitError,
  SiwxSessionRefusedError,
  SmartAccountSignInError,
} from '../kernel/errors/siwx.js'
import { toFoyerError } from '../kernel/errors/toFoyerError.js'
import { t } from '../kernel/messages/t.js'
import { getChainEntry } from '../state/chains/chainState.js'
import { isModalShown } from '../state/modal/navigation.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import type { ViewName } from '../types/state.js'
import { disconnect } from './disconnect.js'

/** Views a connect passes through, the sign-in's included: after a sign-in check the modal leaves them. */
const signInViews: ReadonlySet<ViewName> = new Set<ViewName>([
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'SIWXSignMessage',
])

function connectedAccount(foyer: Foyer, namespace?: ChainNamespace) {
  const entry = getChainEntry(foyer, namespace)
  const address = entry?.accountState.address
  const network = entry?.networkState.caipNetwork
  if (entry?.accountState.status !== 'connected' || !address || !network) return undefined
  return { entry, address, network }
}

/** Disconnects, tells why ('A problem occurred while trying initialize authentication'), resets to Connect. */
async function failInitialization(foyer: Foyer, cause: unknown): Promise<SiwxInitError> {
  const error = new SiwxInitError({ cause })
  foyer.showToast({ type: 'error', message: error.shortMessage, keepOnNavigate: true })
  await disconnect(foyer).catch(() => undefined)
  foyer.reset('Connect')
  return error
}

/**
 * The sign-in check of spec section 4, run after a wallet connects and when the connected account's
 * network changes: with sign-in enabled (`siwx` / `siweConfig`) and no stored session for the address
 * on that network, the SIWXSignMessage view opens; with one, `signedIn` is set and a connecting modal
 * closes. A failing sign-in implementation disconnects and resets to Connect. A network change asks
 * again only when sign-in is required.
 *
 * @example
 * await checkSignIn(foyer) // after connect
 */
export async function checkSignIn(
  foyer: Foyer,
  { reason = 'connect' }: { reason?: 'connect' | 'networkChange' } = {},
): Promise<void> {
  const siwx = foyer.options.siwx
  const account = connectedAccount(foyer)
  if (!siwx || !account) return
  if (reason === 'networkChange' && !siwx.getRequired?.()) return
  let sessions: unknown[]
  try {
    sessions = await siwx.getSessions(account.network.caipNetworkId, account.address)
  } catch (cause) {
    await failInitialization(foyer, cause)
    return
  }
  const current = connectedAccount(foyer)
  if (current?.address !== account.address || current.network.caipNetworkId !== account.network.caipNetworkId)
    return
  const { stores } = foyer
  if (sessions.length > 0) {
    stores.connection.setState({ signedIn: true })
    if (isModalShown(foyer) && signInViews.has(stores.router.getState().view)) {
      foyer.reset('Account')
      foyer.close()
    }
    return
  }
  stores.connection.setState({ signedIn: false })
  if (isModalShown(foyer)) foyer.replace('SIWXSignMessage')
  else foyer.open({ view: 'SIWXSignMessage' })
}

export type SignInErrorType = SignatureDeclinedError | SmartAccountSignInError | SiwxInitError | FoyerError

/**
 * Signs in the connected account (the SIWXSignMessage view's Sign button): builds the message, has the
 * wallet sign it, and stores the verified session. Success sets `signedIn`, tracks SIWX_AUTH_SUCCESS
 * and closes the modal. A declined or unverifiable signature keeps the view, tracks SIWX_AUTH_ERROR and
 * throws 'Signature declined' ('This application might not support Smart Accounts' for a smart account).
 *
 * @example
 * await signIn(foyer)
 */
export async function signIn(foyer: Foyer): Promise<void> {
  const siwx = foyer.options.siwx
  const account = connectedAccount(foyer)
  const connectorId = account?.entry.accountState.connectorId
  const adapter = account ? foyer.services.adapters.get(account.entry.namespace) : undefined
  if (!siwx || !account || !connectorId || !adapter?.signMessage)
    // No connected account with its network to sign in: 'CaipNetwork or CaipAddress is undefined'.
    throw await failInitialization(foyer, account ? undefined : new CaipAccountUndefinedError())

  let message: Awaited<ReturnType<typeof siwx.createMessage>>
  try {
    message = await siwx.createMessage({
      accountAddress: account.address,
      chainId: account.network.caipNetworkId,
    })
  } catch (cause) {
    throw await failInitialization(foyer, cause)
  }
  const text = message.toString()
  try {
    const signature = await adapter.signMessage({ connectorId, address: account.address, message: text })
    const { toString: _, ...data } = message
    // The chain's own check, when its accounts sign one way only (Solana).
    await siwx.addSession({ data, message: text, signature }, { verify: adapter.verifySignIn?.bind(adapter) })
  } catch (cause) {
    // Smart accounts come from the embedded (auth) wallet; an external wallet signs as an EOA. The account's
    // real type decides, not the preferred one: an EOA that declines has declined, whatever the preference.
    const { connectedWalletInfo, allAccounts } = account.entry.accountState
    const connectorType =
      connectedWalletInfo?.type ??
      foyer.stores.chains.getState().connectors.find((connector) => connector.id === connectorId)?.type
    const smart =
      connectorType === 'AUTH' &&
      allAccounts.some((item) => item.address === account.address && item.type === 'smartAccount')
    // A server refusal that an alert explains (the device clock: 'Session Expired') raises that alert.
    const alert = toApiAlert(cause)
    if (alert) foyer.stores.alert.setState({ key: alert })
    const error = alert
      ? new SiwxSessionRefusedError(t(alert), { cause: toFoyerError(cause) })
      : smart
        ? new SmartAccountSignInError({ cause: toFoyerError(cause) })
        : new SignatureDeclinedError({ cause: toFoyerError(cause) })
    foyer.track({ event: 'SIWX_AUTH_ERROR', properties: { network: account.network.caipNetworkId } })
    foyer.showToast({ type: 'error', message: error.shortMessage })
    throw error
  }
  foyer.stores.connection.setState({ signedIn: true })
  foyer.track({ event: 'SIWX_AUTH_SUCCESS', properties: { network: account.network.caipNetworkId } })
  foyer.reset('Account')
  foyer.close()
}

/**
 * Cancel on the SIWXSignMessage view: when sign-in is required the account is disconnected, otherwise
 * the modal closes; then the router resets to Connect.
 */
export async function cancelSignIn(foyer: Foyer): Promise<void> {
  if (foyer.options.siwx?.getRequired?.()) await disconnect(foyer).catch(() => undefined)
  else foyer.close()
  foyer.reset('Connect')
}
