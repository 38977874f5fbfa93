import type { Connector, RouterData, ViewName } from '@foyer/core'
import type { t as translate } from '../i18n/t.js'

const titled = new Set<ViewName>([
  'WalletSend',
  'SIWXSignMessage',
  'Connect',
  'Account',
  'Networks',
  'UnsupportedChain',
  'WhatIsAWallet',
  'AllWallets',
  'ConnectSocials',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'Receive',
  'ConnectingWalletConnectBasic',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'OnRampProviders',
  'BuyInProgress',
  'Swap',
  'SwapSelectToken',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ApproveTransaction',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
])

/**
 * The header title of a view: fixed titles from the catalog, the wallet's name while connecting (the
 * directory or custom wallet's own over WalletConnect), the
 * target network while switching, and a plain 'Not available yet' for views that land later.
 */
export function viewTitle(
  t: typeof translate,
  view: ViewName,
  data: RouterData | undefined,
  connectors: readonly Connector[],
): string {
  if (view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') {
    // A directory or custom wallet reached through WalletConnect is named, not 'WalletConnect'.
    if (view === 'ConnectingWalletConnect' && data?.wallet) return data.wallet.name
    const connector = connectors.find((item) => item.id === data?.connectorId)
    return connector?.name ?? t('title.ConnectingExternal')
  }
  if (view === 'GetWallet') {
    return data?.wallet ? t('title.GetWallet', { wallet: data.wallet.name }) : t('title.GetWalletFallback')
  }
  if (view === 'SwitchNetwork') return data?.network?.name ?? t('title.SwitchNetwork')
  if (view === 'EmailRecoveryPassword')
    return data?.recovery === 'set'
      ? t('title.EmailRecoveryPasswordSet')
      : t('title.EmailRecoveryPasswordEnter')
  if (titled.has(view)) return t(`title.${view}` as 'title.Connect')
  return t('title.notAvailable')
}
