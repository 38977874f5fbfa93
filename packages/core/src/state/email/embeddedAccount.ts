import { readJson, writeJson } from '../../kernel/storage/storage.js'
import { storageKeys } from '../../kernel/storage/storageKeys.js'
import type { EmbeddedAccount, EmbeddedAccountType } from '../../types/adapter.js'
import type { Foyer } from '../../types/foyer.js'
import type { ChainNamespace } from '../../types/network.js'
import type { AccountType } from '../../types/state.js'
import type { KeyValueStorage } from '../../types/storage.js'
import { getChainEntry, namespaceServing, setAccountState, setNetworkState } from '../chains/chainState.js'

// The embedded wallet's account types (issue #29, spec sections 3 and 6), loaded with the frame's code:
// the preference kept in local storage, and what the frame says of the account and its networks.

const isPreferences = (value: unknown): value is Partial<Record<ChainNamespace, AccountType>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The account type the visitor chose for `namespace` on this site, if any. */
export function readPreferredAccountType(
  storage: KeyValueStorage,
  namespace: ChainNamespace,
): AccountType | undefined {
  const stored = readJson(storage, storageKeys.preferredAccountTypes, isPreferences)?.[namespace]
  return stored === 'eoa' || stored === 'smartAccount' ? stored : undefined
}

/** Keeps the account type the visitor chose for `namespace`. */
export function storePreferredAccountType(
  storage: KeyValueStorage,
  namespace: ChainNamespace,
  type: AccountType,
): void {
  const stored = readJson(storage, storageKeys.preferredAccountTypes, isPreferences) ?? {}
  writeJson(storage, storageKeys.preferredAccountTypes, { ...stored, [namespace]: type })
}

/**
 * The account type the page asks the frame for: the embedded wallet's namespace's preference (the one
 * kept in local storage, else the namespace default, spec section 4), when it is one the frame knows.
 * The stored preference is copied into the account state first, so that the state says what is sent.
 */
export function embeddedPreferredAccountType(foyer: Foyer): EmbeddedAccountType | undefined {
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  if (!namespace) return undefined
  const stored = readPreferredAccountType(foyer.services.storage, namespace)
  const account = getChainEntry(foyer, namespace)?.accountState
  if (stored && account && account.preferredAccountType !== stored)
    setAccountState(foyer, namespace, { preferredAccountType: stored })
  const preferred = stored ?? account?.preferredAccountType
  return preferred === 'eoa' || preferred === 'smartAccount' ? preferred : undefined
}

/** Reads the stored smart-account-enabled networks (the comma list); undefined when none is stored. */
export function readSmartAccountNetworks(storage: KeyValueStorage): number[] | undefined {
  const stored = storage.getItem(storageKeys.smartAccountNetworks)
  if (stored === null) return undefined
  return stored
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
}

/**
 * Writes what the frame said of the embedded account into the account state: whether its smart account
 * is deployed. The first time in a session, also asks the frame for the networks with a smart account
 * (`smartAccountEnabledNetworks`, kept in local storage); the stored list serves until it answers.
 */
export function noteEmbeddedAccount(
  foyer: Foyer,
  account: EmbeddedAccount,
  getNetworks: () => Promise<number[]>,
): void {
  const namespace = namespaceServing(foyer, 'embeddedWallet')
  const entry = namespace ? getChainEntry(foyer, namespace) : undefined
  if (!namespace || !entry) return
  setAccountState(foyer, namespace, { smartAccountDeployed: account.smartAccountDeployed })
  if (entry.networkState.smartAccountEnabledNetworks !== undefined) return
  const { storage } = foyer.services
  setNetworkState(foyer, namespace, { smartAccountEnabledNetworks: readSmartAccountNetworks(storage) ?? [] })
  getNetworks().then(
    (networks) => {
      setNetworkState(foyer, namespace, { smartAccountEnabledNetworks: networks })
      storage.setItem(storageKeys.smartAccountNetworks, networks.join(','))
    },
    (error: unknown) => console.warn('Foyer: the login frame did not name its smart-account networks', error),
  )
}
