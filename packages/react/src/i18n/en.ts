/**
 * The English catalog of the UI: every label, title, aria-label and empty state the React layer shows.
 * Core's catalog (`messages` from `@foyer/core`) holds error and alert texts; `t` merges both.
 */
const en = {
  // Page-side buttons
  'connectButton.connect': 'Connect Wallet',
  'connectButton.connecting': 'Connecting...',
  'networkButton.select': 'Select network',

  // Dialog chrome
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.help': 'What is a wallet?',

  // Header titles per view
  'title.Connect': 'Connect Wallet',
  'title.Account': 'Account',
  'title.Networks': 'Choose Network',
  'title.SwitchNetwork': 'Switch Network',
  'title.UnsupportedChain': 'Switch Network',
  'title.WhatIsAWallet': 'What is a wallet?',
  'title.AllWallets': 'All Wallets',
  'title.GetWallet': 'Get {wallet}',
  'title.GetWalletFallback': 'Get a wallet',
  'title.ConnectingExternal': 'Connect Wallet',
  'title.notAvailable': 'Not available yet',
  'title.SIWXSignMessage': 'Sign In',
  'siwx.headline': '{app} needs to connect to your wallet',
  'siwx.explainRequired':
    'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  'siwx.explainOptional':
    'Sign this message to prove you own this wallet. You can skip it and stay connected.',
  'siwx.checkWallet': 'Check {wallet} to sign the message',
  'siwx.yourWallet': 'your wallet',
  'siwx.thisApp': 'This app',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing…',
  'siwx.cancel': 'Cancel',
  'siwx.failed': 'Something went wrong',

  // Connect
  'connect.installed': 'Installed',
  'connect.recent': 'Recent',
  'connect.walletsLabel': 'Wallets',
  'connect.emptyTitle': 'No wallet detected',
  'connect.emptyDescription':
    'Install a browser wallet extension, or open this page in the browser of a wallet app, then try again.',
  'connect.featured': 'Featured',
  'connect.allWallets': 'All Wallets',

  // AllWallets and GetWallet
  'allWallets.searchLabel': 'Search wallets',
  'allWallets.searchPlaceholder': 'Search wallet',
  'allWallets.listLabel': 'All wallets',
  'allWallets.resultsLabel': 'Search results',
  'allWallets.loading': 'Loading wallets',
  'allWallets.noResults': 'No wallet found',
  'allWallets.noResultsHint': 'Try another name.',
  'allWallets.resultsCount': '{count} wallets found',
  'allWallets.error': 'Could not load the wallet list. Check your connection and try again.',
  'allWallets.retry': 'Try again',
  'allWallets.disabled': 'The wallet list is not available on this site.',
  'getWallet.intro': '{wallet} is not installed in this browser. Get it, then come back to connect.',
  'getWallet.desktop': 'Desktop app',
  'getWallet.mobile': 'Mobile app',
  'getWallet.webapp': 'Web app',
  'getWallet.homepage': 'Website',
  'getWallet.app.chrome': 'Chrome extension',
  'getWallet.app.firefox': 'Firefox add-on',
  'getWallet.app.safari': 'Safari extension',
  'getWallet.app.edge': 'Edge add-on',
  'getWallet.app.opera': 'Opera add-on',
  'getWallet.app.browser': 'Browser extension',
  'getWallet.app.ios': 'App Store (iOS)',
  'getWallet.app.android': 'Google Play (Android)',
  'getWallet.app.mac': 'macOS app',
  'getWallet.app.windows': 'Windows app',
  'getWallet.app.linux': 'Linux app',
  'getWallet.linksLabel': 'Ways to get {wallet}',
  'getWallet.noLinks': 'No download link is known for this wallet.',
  'getWallet.notFound': 'This wallet is not in the list any more.',
  'getWallet.newTab': '(opens in a new tab)',

  // ConnectingExternal
  'connecting.continueIn': 'Continue in {wallet}',
  'connecting.acceptRequest': 'Accept the connection request in the wallet',
  'connecting.declined': 'Connection declined',
  'connecting.tryAgain': 'Try again',
  'connecting.walletUnavailable': 'This wallet is no longer available in this browser',
  'connecting.walletUnavailableDetail': 'Unlock or reinstall the wallet, or go back and choose another one.',

  // Account
  'account.copyAddress': 'Copy address',
  'account.addressCopied': 'Address copied',
  'account.copyFailed': 'Could not copy the address',
  'account.balanceLoading': 'Loading balance',
  'account.balanceUnavailable': 'Balance unavailable',
  'account.blockExplorer': 'Block explorer',
  'account.disconnect': 'Disconnect',

  // Networks and switching
  'networks.listLabel': 'Networks',
  'networks.active': 'Active',
  'networks.unsupported': 'Unsupported',
  'networks.notSupportedByWallet': 'Not supported by your wallet',
  'networks.walletLimited': 'Your connected wallet does not support some of the networks of this app.',

  // Receive, explorer links
  'title.Receive': 'Receive',
  'receive.qrLabel': 'QR code of your address',
  'receive.networksHeading': 'Networks',
  'receive.networksHint': 'This address can receive funds on these networks. Send only on one of them.',
  'explorer.viewOn': 'View on {explorer}',
  'explorer.viewAddressOn': 'View address on {explorer}',
  'explorer.newTab': '(opens in a new tab)',
  'switchNetwork.approve': 'Approve in wallet',
  'switchNetwork.description': 'Accept the request to switch to {network} in your wallet',
  'switchNetwork.failed': 'Switch declined',
  'switchNetwork.tryAgain': 'Try again',
  'unsupportedChain.description':
    "This app doesn't support your current network. Switch to an available option to continue.",
  'unsupportedChain.disconnect': 'Disconnect',

  // WhatIsAWallet
  'whatIsAWallet.homeTitle': 'A home for your digital assets',
  'whatIsAWallet.homeText':
    'Wallets are used to send, receive, store, and display digital assets like Ether and NFTs.',
  'whatIsAWallet.loginTitle': 'A new way to log in',
  'whatIsAWallet.loginText':
    'Instead of creating new accounts and passwords on every website, just connect your wallet.',

  // Feature views that land later
  'notAvailable.text': 'This connection method is not available yet',
  'notAvailable.detail': 'Go back and choose another way to connect.',

  // Errors thrown by the React layer
  'error.providerMissing': 'Foyer hooks and components must be rendered inside <FoyerProvider>',
  'error.shadowRootMissing': 'No <{tag}> with a rendered shadow root is on the page',
} satisfies Record<string, string>

export type UiMessageKey = keyof typeof en

/** The UI catalog as a flat record of key → text (`{name}` placeholders are filled by `t`). */
export const uiMessages: Readonly<Record<UiMessageKey, string>> = en
