import {
  type AccountState,
  type AccountType,
  type CaipAddress,
  type ChainNamespace,
  type ConnectedWalletInfo,
  type ConnectionStatus,
  getAccount,
  isConnected,
} from '@foyer/core'
import { useFoyerInstance } from './useFoyerInstance.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseFoyerAccountParameters {
  /** The namespace to read; defaults to the active one. */
  namespace?: ChainNamespace
}

/** Extra facts about an embedded (email / social) wallet; undefined for other wallets. */
export interface EmbeddedWalletInfo {
  user: AccountState['user']
  accountType: AccountType
  isSmartAccountDeployed: boolean
  authProvider: string
}

export interface UseFoyerAccountReturnType {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  /** Native balance in units of the currency (e.g. '1.5'); undefined while unknown. */
  balance: string | undefined
  balanceSymbol: string | undefined
  embeddedWalletInfo?: EmbeddedWalletInfo
  connectedWalletInfo: ConnectedWalletInfo | undefined
}

/**
 * The connected account of a namespace (the active one by default).
 *
 * @example
 * const { address, isConnected } = useFoyerAccount()
 */
export function useFoyerAccount(parameters: UseFoyerAccountParameters = {}): UseFoyerAccountReturnType {
  const foyer = useFoyerInstance()
  const { namespace } = parameters
  const { account, connected } = useStoreSelector(foyer.stores.chains, () => ({
    account: getAccount(foyer, namespace),
    connected: isConnected(foyer, namespace),
  }))
  const info = account?.connectedWalletInfo
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: connected,
    status: account?.status ?? 'disconnected',
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    connectedWalletInfo: info,
    embeddedWalletInfo:
      account && info?.type === 'AUTH'
        ? {
            user: account.user,
            // The account's real type (the smart account or the EOA the frame made active on this network),
            // not the preferred one.
            accountType: account.allAccounts.find((item) => item.address === account.address)?.type ?? 'eoa',
            isSmartAccountDeployed: account.smartAccountDeployed,
            authProvider: account.socialProvider ?? 'email',
          }
        : undefined,
  }
}
