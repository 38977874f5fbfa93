import { isConnected } from '@foyer/core'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { ConnectButton } from './ConnectButton.js'

export interface AccountButtonProps {
  size?: 'md' | 'sm'
}

/**
 * The connected account (avatar, balance, name or address; opens the Account view), and nothing while
 * no account is connected: for a header that shows its own sign-up call to action.
 *
 * @example
 * <AccountButton size="sm" />
 */
export function AccountButton({ size = 'md' }: AccountButtonProps) {
  const foyer = useFoyerInstance()
  const connected = useStoreSelector(foyer.stores.chains, () => isConnected(foyer))
  return connected ? <ConnectButton size={size} /> : null
}
