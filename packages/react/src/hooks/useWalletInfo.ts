import { type ConnectedWalletInfo, getAccount } from '@foyer/core'
import { useFoyerInstance } from './useFoyerInstance.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseWalletInfoReturnType {
  /** Name, icon, rdns and type of the wallet connected in the active namespace. */
  walletInfo: ConnectedWalletInfo | undefined
}

/**
 * The wallet connected in the active namespace.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 * walletInfo?.name // 'Dev Wallet'
 */
export function useWalletInfo(): UseWalletInfoReturnType {
  const foyer = useFoyerInstance()
  const walletInfo = useStoreSelector(foyer.stores.chains, () => getAccount(foyer)?.connectedWalletInfo)
  return { walletInfo }
}
