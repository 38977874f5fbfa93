/** Keys core writes to `options.storage` (spec section 3: locally stored items). */
export const storageKeys = {
  connections: 'foyer:connections',
  emailLogin: 'foyer:email-login',
  email: 'foyer:email',
  lastChain: 'foyer:last-chain',
  socialUsername: 'foyer:social-username',
} as const
