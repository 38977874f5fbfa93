/** Texts of the local identity providers: their login, consent and error pages, and their errors (English only). */
export const identityMessages = {
  loginTitle: 'Sign in to {provider} (devnet)',
  loginIntro: '{client} asks you to sign in. Pick a test user.',
  loginAs: 'Continue as {name}',
  cancel: 'Cancel',
  consentTitle: 'Allow access (devnet {provider})',
  consentIntro: '{client} asks to read: {scopes}.',
  signedInAs: 'Signed in as {name}.',
  allow: 'Allow',
  deny: 'Deny',
  denied: 'The user denied the request',
  errorTitle: 'Sign-in error',
  unknownUser: 'No such test user',
  startFailed: 'The local identity providers could not listen on 127.0.0.1:{port}',
  notFound: 'Not found',
  loginFailed: 'The login at {provider} did not end at a redirect URI: {status} {url}',
} as const

export type IdentityMessageKey = keyof typeof identityMessages

/**
 * Looks up `key` in the identity providers' texts and fills `{name}` placeholders from `params`.
 *
 * @example
 * m('loginAs', { name: 'Alice Liddell' }) // 'Continue as Alice Liddell'
 */
export function m(key: IdentityMessageKey, params: Record<string, string | number> = {}): string {
  return identityMessages[key].replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  )
}
