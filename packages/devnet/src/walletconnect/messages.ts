/** Texts of the dev mobile wallet page (a dev tool, not part of the Foyer modal). */
export const mobileWalletMessages = {
  title: 'Foyer Mobile Wallet',
  intro: 'A dev WalletConnect wallet on the local chains. Paste the wc: link the site shows, then approve.',
  uriLabel: 'WalletConnect URI',
  pair: 'Pair',
  pairing: 'Pairing…',
  paired: 'Paired: waiting for the proposal',
  pairFailed: 'Pairing failed: {reason}',
  requests: 'Requests',
  noRequests: 'Nothing to approve.',
  approve: 'Approve',
  reject: 'Reject',
  sessions: 'Sessions',
  noSessions: 'No session.',
  disconnect: 'Disconnect {name}',
  account: 'Account {address}',
  solanaAccounts: 'Solana accounts {accounts}',
} as const

export function m(key: keyof typeof mobileWalletMessages, values: Record<string, string> = {}): string {
  return mobileWalletMessages[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}
