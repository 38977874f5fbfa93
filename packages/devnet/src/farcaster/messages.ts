/** Texts of the devnet's Sign In With Farcaster: registries, relay and the dev app page (a dev tool, English only). */
export const farcasterMessages = {
  // Registries
  deployFailed: 'Setting up the Farcaster registries on {rpcUrl} failed at "{step}"',
  // Relay
  relayStartFailed: 'The Farcaster auth relay could not listen on 127.0.0.1:{port}',
  invalidJson: 'The body is not JSON',
  invalidBody: 'Invalid request: {reason}',
  bodyTooLarge: 'The body is too large',
  unknownChannel: 'No such channel, or it expired',
  badRelayKey: 'Missing or wrong X-Farcaster-Auth-Relay-Key',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  alreadyCompleted: 'This channel is already completed',
  unparsableMessage: 'The message is not a Sign In With Farcaster message: {reason}',
  nonceMismatch: 'The message nonce "{actual}" is not the channel nonce "{expected}"',
  domainMismatch: 'The message domain "{actual}" is not the channel domain "{expected}"',
  fidMismatch: 'The message is for fid {actual}, the body says fid {expected}',
  badSignature: 'The signature is not by the message address {address}',
  // Dev app page
  title: 'Foyer Farcaster (devnet)',
  heading: 'Sign in to {domain}?',
  intro: '{domain} asks you to sign in with Farcaster. Pick a dev user.',
  detailUri: 'URI: {uri}',
  detailNonce: 'Nonce: {nonce}',
  detailNotBefore: 'Not before: {time}',
  detailExpires: 'Expires: {time}',
  detailRequestId: 'Request id: {id}',
  signInAs: 'Sign in as @{username}',
  cancel: 'Cancel',
  signingIn: 'Signing in as @{username}…',
  signedIn: 'Signed in as @{username}. You can go back to {domain}.',
  cancelled: 'Sign-in cancelled. You can go back to {domain}.',
  failed: 'Sign-in failed: {reason}',
  relayUnreachable: 'the relay at {url} does not answer',
  missingRequest: 'This page needs a sign-in request: open it from the link a site shows (?channelToken=…)',
  missingConfig: 'window.__FOYER_FARCASTER_APP__ is missing',
} as const

export type FarcasterMessageKey = keyof typeof farcasterMessages

/**
 * Looks up `key` in the Farcaster texts and fills `{name}` placeholders from `params`.
 *
 * @example
 * m('signInAs', { username: 'alice' }) // 'Sign in as @alice'
 */
export function m(key: FarcasterMessageKey, params: Record<string, string | number> = {}): string {
  return farcasterMessages[key].replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  )
}
