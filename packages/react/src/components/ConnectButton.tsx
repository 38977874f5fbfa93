import { formatBalance, getAccount, isConnected, truncateAddress } from '@foyer/core'
import type { ReactNode } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useT } from '../i18n/useT.js'
import { prefetchModal } from '../modal/loadModal.js'
import { buttonStyles } from '../theme/buttonStyles.js'
import { useThemeHostAttributes } from '../theme/useThemeHostAttributes.js'
import { Avatar } from '../ui/Avatar.js'
import { ShadowHost } from '../ui/ShadowHost.js'

export interface ConnectButtonProps {
  /** Text shown while disconnected; defaults to 'Connect Wallet'. */
  label?: string
  size?: 'md' | 'sm'
}

/**
 * The page-side connect button. Disconnected: 'Connect Wallet', opens the modal. Connecting:
 * 'Connecting...'. Connected: avatar, balance and truncated address, opens the Account view.
 * Rendered in its own small shadow root so that host-page CSS cannot hide or restyle it.
 *
 * @example
 * <ConnectButton size="sm" />
 */
export function ConnectButton({ label, size = 'md' }: ConnectButtonProps) {
  const foyer = useFoyerInstance()
  const t = useT()
  const hostAttributes = useThemeHostAttributes(foyer)
  const account = useStoreSelector(foyer.stores.chains, () => {
    const state = getAccount(foyer)
    return {
      status: state?.status,
      address: state?.address,
      balance: state?.balance,
      balanceLoading: state?.balanceLoading === true,
      symbol: state?.balanceSymbol,
      image: state?.profileImage,
      name: state?.profileName,
      connected: isConnected(foyer),
    }
  })
  // The identity (name, avatar) that core reads for each account replaces the truncated address.
  const { connected } = account

  let content: ReactNode
  if (connected && account.address) {
    content = (
      <>
        <Avatar className="avatar" address={account.address} image={account.image} />
        {account.balance !== undefined ? (
          <bdi className="balance">{formatBalance(account.balance, account.symbol)}</bdi>
        ) : account.balanceLoading ? (
          // Holds the balance's place while it loads, so that the button does not grow under the pointer
          // (or push the page's header) when it arrives.
          <span className="balance balance-pending" aria-hidden="true" data-testid="balance-pending" />
        ) : null}{' '}
        <bdi>{account.name || truncateAddress(account.address)}</bdi>
      </>
    )
  } else if (account.status === 'connecting') {
    content = (
      <>
        <span className="spinner" aria-hidden="true" />
        {t('connectButton.connecting')}
      </>
    )
  } else {
    content = label ?? t('connectButton.connect')
  }

  return (
    <ShadowHost tag="foyer-connect-button" css={buttonStyles} hostAttributes={hostAttributes}>
      <span className="frame" data-foyer-root="">
        <button
          type="button"
          data-size={size}
          data-variant={connected ? 'account' : 'connect'}
          aria-haspopup="dialog"
          aria-busy={account.status === 'connecting' ? true : undefined}
          onPointerEnter={() => prefetchModal(foyer)}
          onFocus={() => prefetchModal(foyer)}
          onClick={() => foyer.open(connected ? { view: 'Account' } : undefined)}
        >
          {content}
        </button>
      </span>
    </ShadowHost>
  )
}
