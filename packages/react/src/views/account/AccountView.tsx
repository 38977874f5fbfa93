import { disconnect, getAccount, getNetwork, truncateAddress } from '@foyer/core'
import {
  canRegisterAccountName,
  canSignOutEverywhere,
  canUpdateEmail,
  showsBalances,
  signOutEverywhere,
  toFoyerError,
} from '@foyer/core/views'
import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'
import { Avatar } from '../../ui/Avatar.js'
import { copyText } from '../../ui/copyText.js'
import { EmailAddress } from '../../ui/EmailAddress.js'
import { ExplorerLink } from '../../ui/ExplorerLink.js'
import { CopyIcon, DisconnectIcon } from '../../ui/icons.js'
import { NetworkImage } from '../../ui/NetworkImage.js'
import { ShadowStyle } from '../../ui/shadowStyle.js'
import { AccountBalance } from './AccountBalance.js'
import { AccountFeatures } from './AccountFeatures.js'
import { AccountTabs } from './AccountTabs.js'
import { AccountType } from './AccountType.js'
import { accountStyles } from './accountStyles.js'

/**
 * Account: avatar, identity name or truncated address with copy, native balance and total portfolio
 * value (the address links to the block explorer), the embedded wallet's account type and its switch, the wallet features row, the Tokens / NFTs /
 * Activity tabs (the balance and the tabs only for a family with balances: EVM, Solana), and a footer that stays in view however long the lists: the active network (leads to
 * Networks) and Disconnect.
 */
export function AccountView() {
  const foyer = useFoyerInstance()
  const t = useT()
  const account = useStoreSelector(foyer.stores.chains, () => getAccount(foyer))
  const network = useStoreSelector(foyer.stores.chains, () => getNetwork(foyer)?.caipNetwork)
  const address = account?.address
  const emailAccount = useStoreSelector(foyer.stores.chains, () => canUpdateEmail(foyer))
  const embeddedAccount = useStoreSelector(foyer.stores.chains, () => canSignOutEverywhere(foyer))
  const balances = useStoreSelector(foyer.stores.chains, () => showsBalances(foyer))

  if (!account || !address) return null

  const copy = () =>
    copyText(foyer, address, { copied: t('account.addressCopied'), failed: t('account.copyFailed') })
  const leave = (everywhere = false) => {
    ;(everywhere ? signOutEverywhere(foyer) : disconnect(foyer)).catch((error: unknown) => {
      foyer.showToast({ type: 'error', message: toFoyerError(error).shortMessage })
    })
  }

  return (
    <div className="stack">
      <ShadowStyle css={accountStyles} />
      <div className="center">
        <Avatar className="avatar" address={address} image={account.profileImage} />
        <div className="address">
          <bdi>{account.profileName || truncateAddress(address)}</bdi>
          <button type="button" className="icon-button" aria-label={t('account.copyAddress')} onClick={copy}>
            <CopyIcon />
          </button>
          <ExplorerLink network={network} address={address} variant="icon" />
        </div>
        {account.user?.email ? (
          <p className="muted account-email">
            <span className="visually-hidden">{t('account.email')} </span>
            <EmailAddress address={account.user.email} />
          </p>
        ) : null}
        {account.user?.username ? (
          <p className="muted account-email">
            <span className="visually-hidden">{t('account.username')} </span>
            <bdi>{account.user.username}</bdi>
          </p>
        ) : null}
        <AccountType />
        {emailAccount ? (
          <button type="button" className="link-button" onClick={() => foyer.push('UpdateEmailWallet')}>
            {t('account.updateEmail')}
          </button>
        ) : null}
        {embeddedAccount ? (
          // A lost or stolen device: every session of the embedded wallet ends, this one too (a social
          // account has no e-mail to update, but the same sessions).
          <button type="button" className="link-button" onClick={() => leave(true)}>
            {t('account.signOutEverywhere')}
          </button>
        ) : null}
        {!account.profileName && canRegisterAccountName(foyer) ? (
          <button
            type="button"
            className="link-button choose-name"
            onClick={() => foyer.push('RegisterAccountName')}
          >
            {t('account.chooseName')}
          </button>
        ) : null}
        {balances ? <AccountBalance account={account} /> : null}
      </div>
      <AccountFeatures />
      {balances ? <AccountTabs /> : null}
      <div className="account-footer">
        <button type="button" className="row" onClick={() => foyer.push('Networks')}>
          <NetworkImage network={network} />
          <span className="row-label">{network?.name}</span>
        </button>
        <button type="button" className="row account-disconnect" onClick={() => leave()}>
          <span className="fallback-icon network-image">
            <DisconnectIcon />
          </span>
          <span className="row-label">{t('account.disconnect')}</span>
        </button>
      </div>
    </div>
  )
}
