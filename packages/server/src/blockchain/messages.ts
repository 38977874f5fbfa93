import { chainNotSupportedApiError, swapsNotSupportedApiError } from '@foyer/protocol'
import { fillMessage, type MessageParameters } from '../messages.js'

/**
 * The blockchain API's message catalog: every text an answer of the /v1 blockchain routes or the
 * on-ramp sandbox page shows. Keys are stable; texts the client matches on are kept word for word
 * ('Chain is not supported', 'Network not supported for Swaps').
 */
const en = {
  // Networks
  'chain.notSupported': chainNotSupportedApiError.message,
  'chain.swapsNotSupported': swapsNotSupportedApiError.message,
  'chain.unavailable': 'The RPC of {chain} did not answer; try again',
  'chain.mismatch': 'is on {actual}, expected {expected}',

  // Parameters
  'param.json': 'must be a JSON string',
  'param.bitcoinAddress':
    'must be a Bitcoin address of {chain} (bech32 bc1… on mainnet, tb1… on testnet and signet, or legacy base58)',
  'param.polkadotAddress': 'must be an SS58 address of a 32-byte account with a valid checksum',
  'param.bitcoinSignature': 'must be a base64 BIP-322 signature',
  'param.polkadotSignature':
    'must be a 0x hex sr25519 or ed25519 signature (64 bytes, or 65 with a type byte)',

  // Swaps
  'swap.sameToken': 'from and to must be different tokens',
  'swap.unknownToken': 'Token {address} is not swappable on {chain}',
  'swap.noRoute': 'No swap route from {from} to {to}',
  'swap.nativeApproval': 'The native token needs no approval',
  'swap.wouldFail': 'The swap would fail: {reason}',
  'swap.insufficientLiquidity': 'The pool cannot fill this amount',

  // Names
  'name.invalid':
    'Invalid name {name}: use letters, digits and hyphens only, at least 4 characters, then {suffix}',
  'name.taken': 'The name {name} is already registered',
  'name.badSignature': 'The signature does not match the address and message',
  'name.badMessage': 'The message must be a JSON string with name and timestamp: {reason}',
  'name.mismatch': 'The message’s {field} does not match the request’s',
  'name.stale': 'The message timestamp is too old or in the future; sign a fresh message',
  'name.coinType': 'Coin type {coinType} is not an EVM chain this server supports',
  'name.notFound': 'No name {name}',
  'name.rateLimited': 'Too many name registrations; try again in {seconds} seconds',
  'name.badAttribute': 'Invalid {field}: {reason}',
  'name.avatar': 'must be an https:// or ipfs:// URL, or a data:image/png, jpeg, gif or webp base64 URL',
  'name.avatarLength': 'must be at most {max} characters',
  'name.bioLength': 'must be at most {max} characters of plain text',
  'name.bioControl': 'must be plain text without control characters',
  'name.bioMarkup': 'must be plain text without markup (no <tags>)',

  // Sessions
  'session.notFound': 'No session {pci} for this address',
  'siwx.invalidMessage': 'Not a sign-in message: {reason}',
  'siwx.nonce': 'The nonce of this message is unknown, used already or expired',
  'siwx.expired': 'This sign-in message has expired',
  'siwx.notYetValid': 'This sign-in message is not valid yet',
  'siwx.badSignature': 'The signature does not match the address that signs in',
  'siwx.token': 'Missing or unknown sign-in token',
  'siwx.domain': 'This sign-in message was made for {domain}, which is not a site of this project',
  'siwx.uri': 'The URI of this sign-in message ({uri}) is not on a site of this project',
  'onramp.rateLimited': 'Too many checkouts from this network; try again in {seconds} seconds',
  'siwx.origin': 'This sign-in message was made for {domain}, not for the page that sent it ({origin})',
  'siwx.scheme':
    'The URI of this sign-in message ({uri}) does not use the scheme of the page that sent it ({origin})',
  'siwx.time': 'The {field} of this sign-in message is not an RFC 3339 date and time',
  'siwx.issuedAtMissing': 'This sign-in message has no Issued At time',
  'siwx.issuedInFuture': 'This sign-in message was issued in the future; check the device clock',
  'siwx.issuedTooLongAgo': 'This sign-in message was issued too long ago; sign in again',
  'siwx.rateLimited': 'Too many sign-in nonces requested; try again in {seconds} seconds',
  'session.badSignature': 'The signature of the session id does not match the address',

  // On-ramp
  'onramp.unknownCurrency': 'Unknown purchase currency {currency}',
  'onramp.unknownPaymentCurrency': 'Unknown payment currency {currency}; supported: {supported}',
  'onramp.unknownProvider': 'Unknown on-ramp provider {provider}',
  'onramp.outOfLimits': 'The amount must be from {min} to {max} {currency} for {method}',
  'onramp.noPrice': 'No price for {currency} on {chain}',
  'onramp.noDestination': 'destinationWallets must name one wallet address',
  'onramp.orderNotFound': 'No on-ramp order {order}',
  'onramp.checkoutNotFound':
    'Unknown checkout: open the link the on-ramp URL generator answered (each checkout has its own)',
  'onramp.orderDone': 'This order is already {status}',
  'onramp.insufficientFunds':
    'The sandbox cannot deliver {amount} {currency} now: its funded account holds less',
  'onramp.noFunder': 'The on-ramp sandbox has no funded account configured',
  'onramp.sendFailed': 'The purchased funds could not be sent: {reason}',
  'onramp.optionsChainFailed': 'On-ramp options leave out {chain}: its RPC failed',

  // On-ramp sandbox page
  'sandbox.title': 'Foyer on-ramp sandbox',
  'sandbox.notice': 'A test checkout: no card is charged. Funds come from a local development account.',
  'sandbox.provider': 'Provider',
  'sandbox.buy': 'You buy',
  'sandbox.pay': 'You pay',
  'sandbox.fee': 'Provider fee',
  'sandbox.networkFee': 'Network fee',
  'sandbox.network': 'Network',
  'sandbox.wallet': 'Wallet',
  'sandbox.complete': 'Complete purchase',
  'sandbox.completedTitle': 'Purchase complete',
  'sandbox.completed': '{amount} {symbol} were sent to {address}.',
  'sandbox.transaction': 'Transaction',
  'sandbox.close': 'You can close this window.',
  'sandbox.errorTitle': 'Purchase failed',
} as const

export type BlockchainMessageKey = keyof typeof en
export const blockchainMessages: Readonly<Record<BlockchainMessageKey, string>> = en

/**
 * Looks up `key` in the blockchain API's catalog and fills `{name}` placeholders from `params`.
 *
 * @example
 * t('name.taken', { name: 'alice.reown.id' }) // 'The name alice.reown.id is already registered'
 */
export function t(key: BlockchainMessageKey, params?: MessageParameters): string {
  return fillMessage(blockchainMessages[key], params)
}
