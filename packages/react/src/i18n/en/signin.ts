// Sign-in's texts (SIWX).
// English; the other languages' catalogs hold every text of the UI (../locales/).
export const signinTexts = {
  'siwx.headline': '{app} asks you to sign in with your wallet',
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
} satisfies Record<string, string>
