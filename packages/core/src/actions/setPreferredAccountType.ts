import { AccountTypeSwitchError, AuthAccountNotFoundError } from '../kernel/errors/account.js'
import type { FoyerError } from '../kernel/errors/base.js'
import { getExplorerAddressUrl } from '../kernel/utils/explorerUrls.js'
import { getChainEntry, namespaceServing, setAccountState } from '../state/chains/chainState.js'
import { AUTH_CONNECTOR_ID } from '../state/email/authConnectorId.js'
import { storePreferredAccountType } from '../state/email/embeddedAccount.js'
import { getEmbeddedWallet } from '../state/email/embeddedWallet.js'
import type { EmbeddedAccountType } from '../types/adapter.js'
import type { Foyer } from '../types/foyer.js'
import type { CaipAddress, ChainNamespace } from '../types/network.js'

export interface SetPreferredAccountTypeParameters {
  /** The account the embedded wallet should use: its key (`'eoa'`) or its smart account. */
  type: EmbeddedAccountType
}

/** The account now active: its real type and address. */
export interface SetPreferredAccountTypeReturnType {
  type: EmbeddedAccountType
  address: string
}

export type SetPreferredAccountTypeErrorType = AuthAccountNotFoundError | AccountTypeSwitchError | FoyerError

/**
 * Switches the embedded wallet (email or social login, eip155) between its smart account and its EOA
 * (issue #29). The preference is kept (local storage, per namespace) and sent to the frame, which makes
 * that account the active one; the account state then follows the frame (address, CAIP address, the
 * typed accounts, whether the smart account is deployed), and SET_PREFERRED_ACCOUNT_TYPE is tracked.
 *
 * A failed switch falls back to the EOA (spec section 4): the preference becomes 'eoa', the account is
 * read again from the frame, the toast says so ('Could not switch the account type: your EOA is used
 * instead') and `AccountTypeSwitchError` is thrown. `AuthAccountNotFoundError` when no account is
 * signed in through the login frame, before the frame is asked.
 *
 * @example
 * import { setPreferredAccountType } from '@foyer/core/views'
 *
 * const { type, address } = await setPreferredAccountType(foyer, { type: 'eoa' })
 */
export async function setPreferredAccountType(
  foyer: Foyer,
  { type }: SetPreferredAccountTypeParameters,
): Promise<SetPreferredAccountTypeReturnType> {
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  const account = namespace ? getChainEntry(foyer, namespace)?.accountState : undefined
  if (!namespace || account?.connectorId !== AUTH_CONNECTOR_ID || !account.address)
    throw new AuthAccountNotFoundError()
  const wallet = getEmbeddedWallet(foyer)
  // Kept first: the frame's account is read with the preference (the adapter re-reads it at once).
  prefer(foyer, namespace, type)
  try {
    await wallet.setPreferredAccountType({ type })
  } catch (cause) {
    prefer(foyer, namespace, 'eoa')
    const error = new AccountTypeSwitchError({ cause })
    // The account the frame has now (its EOA, as preferred), so that the type shown is the real one.
    await followFrame(foyer, namespace).catch((readError: unknown) =>
      console.warn('Foyer: the embedded account could not be read after a failed switch', readError),
    )
    foyer.showToast({ type: 'error', message: error.shortMessage })
    throw error
  }
  const now = await followFrame(foyer, namespace)
  const network = getChainEntry(foyer, namespace)?.networkState.caipNetwork
  foyer.track({
    event: 'SET_PREFERRED_ACCOUNT_TYPE',
    properties: { accountType: now.type, network: network?.caipNetworkId },
  })
  return now
}

function prefer(foyer: Foyer, namespace: ChainNamespace, type: EmbeddedAccountType): void {
  setAccountState(foyer, namespace, { preferredAccountType: type })
  storePreferredAccountType(foyer.services.storage, namespace, type)
}

/** Reads the frame's account on the active network into the account state; resolves with it. */
async function followFrame(
  foyer: Foyer,
  namespace: ChainNamespace,
): Promise<SetPreferredAccountTypeReturnType> {
  const network = getChainEntry(foyer, namespace)?.networkState.caipNetwork
  const read = await getEmbeddedWallet(foyer).getAccount({
    chainId: network === undefined ? undefined : Number(network.id),
  })
  if (!read) throw new AuthAccountNotFoundError({ details: 'the login frame has no session' })
  const { address } = read
  setAccountState(foyer, namespace, (account) => ({
    address,
    caipAddress: `${namespace}:${network?.id ?? read.chainId}:${address}` as CaipAddress,
    allAccounts: read.accounts,
    smartAccountDeployed: read.smartAccountDeployed,
    addressExplorerUrl: getExplorerAddressUrl(network, address),
    // Another address is another account: its balance and identity are read afresh.
    ...(account.address === address
      ? {}
      : { balance: undefined, balanceSymbol: undefined, profileName: undefined, profileImage: undefined }),
  }))
  return { type: read.accountType, address }
}
