import { getChainEntry, namespaceServing } from '../state/chains/chainState.js'
import { AUTH_CONNECTOR_ID } from '../state/email/authConnectorId.js'
import type { EmbeddedAccountType } from '../types/adapter.js'
import type { Foyer } from '../types/foyer.js'
import type { AccountState, AccountType } from '../types/state.js'

/**
 * The real type of `account`'s active address: the type its wallet gave it (the embedded wallet's smart
 * account, a Bitcoin wallet's payment address…), else 'eoa'. Never the preference: an account that
 * prefers a smart account on a network without one is an EOA.
 *
 * @example
 * accountTypeOf(getAccount(foyer)) // 'smartAccount'
 */
export function accountTypeOf(account: AccountState | undefined): AccountType {
  return account?.allAccounts.find((item) => item.address === account.address)?.type ?? 'eoa'
}

/** The embedded wallet's account type as the account view shows it, and the switch it offers. */
export interface EmbeddedAccountTypeView {
  /** The real type of the active account. */
  type: AccountType
  /** The type the account can switch to on the active network; undefined where it has no smart account. */
  switchTo: EmbeddedAccountType | undefined
}

/**
 * The account type of the active account when it is the embedded wallet's (email or social login),
 * with the switch the account view offers: to the EOA from the smart account, to the smart account from
 * the EOA, on the networks where the embedded wallet has one (`smartAccountEnabledNetworks`). Undefined
 * for any other account.
 *
 * @example
 * getEmbeddedAccountType(foyer) // { type: 'smartAccount', switchTo: 'eoa' }
 */
export function getEmbeddedAccountType(foyer: Foyer): EmbeddedAccountTypeView | undefined {
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  const { activeNamespace } = foyer.stores.chains.getState()
  const entry = namespace && namespace === activeNamespace ? getChainEntry(foyer, namespace) : undefined
  const account = entry?.accountState
  if (!account?.address || account.connectorId !== AUTH_CONNECTOR_ID || account.status !== 'connected')
    return undefined
  const type = accountTypeOf(account)
  const networkId = Number(entry?.networkState.caipNetwork?.id)
  const enabled = entry?.networkState.smartAccountEnabledNetworks?.includes(networkId) === true
  return { type, switchTo: enabled ? (type === 'smartAccount' ? 'eoa' : 'smartAccount') : undefined }
}
