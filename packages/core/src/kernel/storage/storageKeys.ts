/** Keys core writes to `options.storage` (spec section 3: locally stored items). */
export const storageKeys = {
  connections: 'foyer:connections',
  emailLogin: 'foyer:email-login',
  email: 'foyer:email',
  lastChain: 'foyer:last-chain',
  /** The visitor ticked the legal checkbox (terms and privacy policy) on this site. */
  legalAccepted: 'foyer:legal-accepted',
  socialUsername: 'foyer:social-username',
} as const
