/** Keys core writes to `options.storage` (spec section 3: locally stored items). */
export const storageKeys = {
  connections: 'foyer:connections',
  emailLogin: 'foyer:email-login',
  email: 'foyer:email',
  lastChain: 'foyer:last-chain',
  /** The visitor ticked the legal checkbox (terms and privacy policy) on this site. */
  legalAccepted: 'foyer:legal-accepted',
  socialUsername: 'foyer:social-username',
  /** The account type the visitor prefers, per namespace (JSON: `{ "eip155": "eoa" }`), sent to the frame. */
  preferredAccountTypes: 'foyer:preferred-account-types',
  /** The chain ids where the embedded wallet has a smart account (a comma list, as the frame said). */
  smartAccountNetworks: 'foyer:smart-account-networks',
} as const
