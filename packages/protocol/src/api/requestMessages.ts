/**
 * The catalog of the texts a request schema of the HTTP API reports (the server answers them as
 * `'{path}: {text}'` in a 400). Keys are stable; the texts are the server's, word for word.
 */
const en = {
  // Parameters of the blockchain API (/v1)
  'param.address': 'must be an EVM address (0x followed by 40 hex characters)',
  'param.checksum':
    'has a wrong EIP-55 checksum (mixed case that does not match): use the checksummed address or all lower case',
  'param.caipAddress': 'must be a CAIP address such as eip155:1:0x…',
  'param.caipNetworkId': 'must be a CAIP network id such as eip155:1',
  'param.amount': 'must be a positive integer amount in the token’s smallest unit',
  'param.fiatAmount': 'must be a positive amount with at most 2 decimals',
  'param.cryptoAmount': 'must be a positive amount',
  'param.currencyRef': 'must name an id or a symbol',
  'param.wei': 'must be an integer amount of wei',
  'param.slippage': 'must be a percentage from 0 to 50',
  'param.signature': 'must be a 0x hex signature',
  'param.solanaSignature': 'must be a base58 Solana signature (64 bytes)',
  'param.solanaAddress': 'must be a base58 Solana address (32 to 44 characters that decode to 32 bytes)',
  'param.zone': 'must be {zone}',
  'param.nameChars': 'must hold letters, digits and hyphens only',
  'param.name': 'must be a name such as alice.reown.id',
  'param.apiVersion': 'must be 2',
  'onramp.noDestination': 'destinationWallets must name one wallet address',

  // Balances, history and prices
  'account.invalidAddress': 'Invalid address: expected 40 hexadecimal characters with an optional 0x prefix',
  'account.invalidChecksum':
    'Invalid address: wrong EIP-55 checksum (mixed case that does not match); use the checksummed address or all lower case',
  'account.invalidSolanaAddress':
    'Invalid address: expected a base58 Solana address (32 to 44 characters that decode to 32 bytes)',
  'account.invalidCurrency': "Unsupported currency: only 'usd' is available",

  // The wallet directory (GET /getWallets)
  'directory.page': "Query parameter 'page' must be a whole number from 1",
  'directory.entries': "Query parameter 'entries' must be a whole number from 1 to {max}",
  'directory.chains': "Query parameter 'chains' must be a comma list of CAIP-2 network ids (e.g. eip155:1)",
  'directory.ids': "Query parameter '{name}' must be a comma list of wallet ids (64 hex characters)",
  'directory.listTooLong': "Query parameter '{name}' may list at most {max} values",
  'directory.search': "Query parameter 'search' must be at most {max} characters",
  'directory.badgeType': "Query parameter 'badge_type' must be 'certified' or 'none'",

  // On-ramp sandbox
  'onramp.checkoutToken': 'must be the checkout token of the link the on-ramp URL generator answered',

  // Analytics
  'analytics.unstorable': 'Contains a character that cannot be stored',
  'analytics.unstorableValue': 'Contains a value that cannot be stored',

  // The email login (/auth/v1)
  'auth.body': 'must be a JSON object',
  'auth.email': 'must be a valid email address',
  'auth.deviceId': 'must be 16 to 128 letters, digits, - or _',
  'auth.otp': 'must be the 6-digit code from the email',
  'auth.address': 'must be a checksummed EVM address (EIP-55)',
  'auth.share': 'must be base64 of at most {max} bytes',
  'auth.all': "must be '1' (end every session of the account) or absent",
  'auth.credentialId': 'must be base64 of a WebAuthn credential id (16 to 1023 bytes)',
  'auth.prfSalt': 'must be base64 of 32 bytes',
  'auth.signature': 'must be a 65-byte hex signature (0x and 130 hex digits)',
} as const

export type RequestMessageKey = keyof typeof en

/**
 * The text of `key`, `{name}` placeholders filled from `params`.
 *
 * @example
 * requestMessage('auth.share', { max: 64 }) // 'must be base64 of at most 64 bytes'
 */
export function requestMessage(key: RequestMessageKey, params?: Record<string, string | number>): string {
  const template: string = en[key]
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  )
}
