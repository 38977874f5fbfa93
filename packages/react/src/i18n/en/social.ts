// Social login's and Farcaster's texts.
// English; the other languages' catalogs hold every text of the UI (../locales/).
export const socialTexts = {
  'social.logInWith': 'Log in with {provider}',
  'social.inProviderTab': 'Connect in the provider tab',
  'social.tryAgain': 'Try again',
  'farcaster.qrLabel': 'QR code to sign in with Farcaster',
  'farcaster.scan': 'Scan with your phone’s camera or the Farcaster app',
  'farcaster.preparing': 'Preparing the sign-in link…',
  'farcaster.open': 'Open Farcaster',
} satisfies Record<string, string>
