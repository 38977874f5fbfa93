// The networks feature's texts (Networks, the switch in progress, an unsupported chain).
// English; the other languages' catalogs hold every text of the UI (../locales/).
export const networksTexts = {
  'networks.listLabel': 'Networks',
  'networks.active': 'Active',
  'networks.unsupported': 'Unsupported',
  'networks.notSupportedByWallet': 'Not supported by your wallet',
  'networks.walletLimited': 'Your connected wallet does not support some of the networks of this app.',
  'switchNetwork.approve': 'Approve in wallet',
  'switchNetwork.description': 'Accept the request to switch to {network} in your wallet',
  'switchNetwork.failed': 'Switch declined',
  'switchNetwork.tryAgain': 'Try again',
  'unsupportedChain.description':
    "This app doesn't support your current network. Switch to an available option to continue.",
  'unsupportedChain.disconnect': 'Disconnect',
} satisfies Record<string, string>
