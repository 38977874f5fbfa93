import { fillMessage, type MessageParameters } from '../messages.js'

/**
 * The email-login API's message catalog: every text an answer of the /auth/v1 routes or a mail it sends
 * shows, and the texts of the config's `auth` section. Keys are stable;
 * 'Please try again after {n} seconds' is the spec's throttling text, kept word for word.
 */
const en = {
  // Config (the `auth` section)
  'config.shareKey': 'must be a 32-byte hex secret (64 hex characters, 0x optional)',
  'config.frameOrigin': 'must be an exact origin such as https://login.example.com (not *)',
  'config.from': "must be an email address, or a name and an address such as 'Foyer <no-reply@example.com>'",
  'config.frameRpcUrls': 'must be an EVM chain id such as 1 or 31337',
  'config.socialEnabled': "names '{provider}', which has no entry under auth.social.providers",
  'config.socialNone':
    'must configure at least one provider (google, apple, github, discord, x, facebook, farcaster)',
  'config.farcasterRelayUrl':
    "must be the Farcaster relay's http(s) URL, such as https://relay.farcaster.xyz",
  'config.farcasterRpcUrl':
    'must be the http(s) URL of an Optimism JSON-RPC endpoint, such as https://mainnet.optimism.io',

  // The secure login frame's page (served on its own origin)
  'frame.wildcardOrigins':
    "The login frame is served only to projects with exact origins: this project allows every origin ('*')",
  'frame.notConfigured': 'The login frame needs the email login: add an auth section to the server config',

  // Codes and throttling
  'email.throttled': 'Please try again after {seconds} seconds',
  'email.rateLimited': 'Too many code requests from this network; try again in {seconds} seconds',
  'email.sendFailed': 'The email could not be sent; try again',
  'email.taken': 'Another account uses this email address',
  'email.unchanged': 'The new email address is the current one',
  'email.notSet': 'This account signs in without an email address: it has none to change',
  'otp.invalid': 'Wrong code: {triesLeft} tries left',
  'otp.locked': 'Too many wrong codes: request a new code',
  'otp.expired': 'This code has expired: request a new code',
  'otp.missing': 'No code is waiting for this address: request a code first',
  'otp.backoff': 'Too many wrong codes from this device or network; try again in {seconds} seconds',
  'auth.rateLimited': 'Too many requests from this network; try again in {seconds} seconds',

  // The project and site a session belongs to
  'scope.missing': 'The X-Foyer-Project and X-Foyer-Origin headers must name the project and the page origin',
  'scope.project': 'No such project',
  'scope.origin': "This page origin is not one of the project's origins",

  // Sessions, devices and wallets
  'session.invalid': 'Sign in again: the session is missing, expired or revoked',
  'device.missing': 'The X-Foyer-Device header must name this device',
  'device.mismatch': 'This session belongs to another device',
  'device.notVerified': 'This device is not verified for this account: sign in again',
  'wallet.exists': 'This account has a wallet already',
  'wallet.notFound': 'This account has no wallet yet',

  // Social login (the frame's own text comes from the code; the callback page shows these)
  'social.providerUnknown': 'This sign-in provider is not enabled on this server',
  'social.stateUnknown': 'This sign-in is unknown or was used already: start again',
  'social.stateExpired': 'This sign-in has expired: start again',
  'social.pending': 'The sign-in has not finished at the provider yet',
  'social.denied': 'The sign-in was cancelled at {provider}',
  'social.providerError': '{provider} refused the sign-in ({error})',
  'social.providerUnavailable': '{provider} could not be reached or gave an unreadable answer: try again',
  'social.tokenInvalid': "{provider}'s identity token failed its checks: try again",
  'social.pageTitle': 'Sign-in',
  'social.pageDone': 'Signed in with {provider}. You can close this window.',
  'social.failed': 'A sign-in with {provider} failed: {code}',

  // The paymaster proxy (POST /auth/v1/paymaster/:chainId; JSON-RPC error messages)
  'paymaster.parseError': 'Parse error: the body must be one JSON-RPC 2.0 request',
  'paymaster.invalidRequest': 'Invalid request: {reason}',
  'paymaster.methodNotFound':
    'Method {method} is not served here: only pm_getPaymasterStubData and pm_getPaymasterData',
  'paymaster.invalidParams': 'Invalid params: {reason}',
  'paymaster.entryPoint': 'Entry point {entryPoint} is not supported: only EntryPoint v0.8 ({expected})',
  'paymaster.chainMismatch': 'The chain id {chainIdHex} of the params is not chain {chainId} of the path',
  'paymaster.chainNotSponsored': 'Chain {chainId} has no sponsored smart accounts on this server',
  'paymaster.senderMismatch':
    "The sender {sender} is not this account's smart account {account}: only its own operations are sponsored",
  'paymaster.factoryMismatch':
    "The factory and factoryData must create this account's smart account: {factory}'s createAccount(owner, 0)",
  'paymaster.rateLimited':
    'This account has used its {max} sponsored operations of the hour on chain {chainId}; try again in {seconds} seconds',
  'paymaster.unavailable': 'The paymaster service of chain {chainId} did not answer; try again',
  'paymaster.chainUnavailable': 'Chain {chainId} did not answer the smart account lookup; try again',

  // Mails
  'mail.codeSubject': 'Your sign-in code',
  'mail.codeText': 'Your sign-in code is {code}. It expires in {minutes} minutes.',
  'mail.codeIgnore': 'If you did not try to sign in, ignore this email: nobody can sign in without the code.',
  'mail.updatePrimarySubject': 'Confirm the change of your email address',
  'mail.updateSubject': 'Confirm your new email address',
  'mail.updateTakenSubject': 'Someone asked to use this email address',
  'mail.updatePrimaryText':
    'Your code to change the email address of your account to {email} is {code}. It expires in {minutes} minutes.',
  'mail.updateSecondaryText':
    'Your code to make this the email address of your account is {code}. It expires in {minutes} minutes.',
  'mail.updateIgnore':
    'If you did not ask for this change, ignore this email: nothing changes without the code.',
  'mail.deviceSubject': 'A new device asks to sign in',
  'mail.deviceText':
    'A new device asks to sign in to your account. If it is you, the code for that device is {code}. It expires in {minutes} minutes.',
  'mail.deviceIgnore':
    'If it is not you, ignore this email: the device cannot sign in without the code, and nothing changes.',
  'mail.updateTakenText':
    'Someone asked to make this the email address of an account, but this address already has an account of its own, so the change will not be made. For the record, the code is {code}.',
  'mail.updateTakenIgnore': 'Nothing changes: your own account and its address stay as they are.',

  // Recovery (the password and the passkeys; the frame shows its own translated text for each code)
  'recovery.passwordInvalid': 'Incorrect recovery password: {triesLeft} tries left',
  'recovery.locked': 'Too many wrong recovery passwords: recovery is locked for {seconds} seconds',
  'recovery.tryMissing': 'Evaluate the recovery password first (POST /recovery/evaluate)',
  'recovery.obsolete': 'This wallet uses an obsolete recovery format: it cannot be recovered on a new device',
  'recovery.elementInvalid': 'blinded: must be base64 of a ristretto255 element',
  'recovery.passkeyNotFound': 'This passkey is not a recovery passkey of the account',
  'recovery.passkeyExists': 'This passkey is already a recovery passkey of the account',
  'recovery.passkeyLimit': 'An account can have at most {max} recovery passkeys',
  'recovery.walletProofInvalid':
    'signature: must be the wallet’s signature of this passkey (a device that holds the wallet)',
} as const

export type AuthMessageKey = keyof typeof en
export const authMessages: Readonly<Record<AuthMessageKey, string>> = en

/**
 * Looks up `key` in the email-login catalog and fills `{name}` placeholders from `params`.
 *
 * @example
 * t('email.throttled', { seconds: 18 }) // 'Please try again after 18 seconds'
 */
export function t(key: AuthMessageKey, params?: MessageParameters): string {
  return fillMessage(authMessages[key], params)
}
