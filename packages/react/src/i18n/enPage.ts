/**
 * The UI texts the page shows before the modal's code has loaded (the connect and network buttons).
 * The rest of the catalog (en.ts) loads with the modal and is registered by it (`registerMessages`), so
 * that the page-load download carries three strings instead of every view's texts.
 */
export const pageMessages = {
  'connectButton.connect': 'Connect Wallet',
  'connectButton.connecting': 'Connecting...',
  'networkButton.select': 'Select network',
  // Errors of the hooks and components on the page
  'error.providerMissing': 'Foyer hooks and components must be rendered inside <FoyerProvider>',
  'error.shadowRootMissing': 'No <{tag}> with a rendered shadow root is on the page',
} as const
