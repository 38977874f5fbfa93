// WalletConnect's pairing texts.
// English; the other languages' catalogs hold every text of the UI (../locales/).
export const walletconnectTexts = {
  'walletConnect.scan': 'Scan this QR code with your phone',
  'walletConnect.scanDetail': 'Open a WalletConnect wallet on your phone and scan the code to connect.',
  'walletConnect.qrLabel': 'WalletConnect QR code',
  'walletConnect.preparing': 'Preparing the QR code…',
  'walletConnect.unavailable': 'WalletConnect is not set up on this site',
  'walletConnect.unavailableDetail':
    'Ask the site to add a WalletConnect connector, or use a browser wallet.',
  'walletConnect.openWallet': 'Open {wallet}',
  'walletConnect.getWallet': 'Don’t have {wallet}? Get it',
} satisfies Record<string, string>
