import { invalidKeyApiError, originNotAllowedApiError } from '@foyer/protocol'

/**
 * The server's message catalog: every message an HTTP answer, a thrown error or the CLI shows.
 * Keys are stable; the texts of spec section 8 ('Unauthorized: …') are kept word for word because
 * the client maps them to alerts.
 */
const en = {
  // Projects, origins and query parameters
  'auth.missingParameters': 'Missing required query parameters: {names}',
  'auth.invalidParameter': 'Invalid query parameter `{name}`: {reason}',
  'auth.invalidKey': invalidKeyApiError.message,
  'auth.readToken': 'Unauthorized: a valid read token is required',
  'auth.originNotAllowed': originNotAllowedApiError.message,

  // Generic HTTP
  'http.notFound': 'Not found',
  'http.internal': 'Internal server error',
  'http.invalidJson': 'Request body must be valid JSON',
  'http.payloadTooLarge': 'Request body is larger than {limit} bytes',
  'http.validation': '{path}{message}',

  // Analytics
  'analytics.queueFull': 'Analytics queue is full, retry later',
  'analytics.disabled': 'Analytics is disabled on this server',
  'analytics.writeFailed': 'Analytics events could not be written; retrying in {delayMs} ms',
  'analytics.unsaved': 'Analytics events were not written before close: {count}',
  'analytics.flushTimeout': 'Analytics queue did not drain within {timeoutMs} ms ({count} events pending)',

  // Chain RPC (JSON-RPC 2.0 error messages)
  'rpc.parseError': 'Parse error',
  'rpc.invalidRequest': 'Invalid Request',
  'rpc.emptyBatch': 'Invalid Request: empty batch',
  'rpc.batchTooLarge': 'Invalid Request: a batch holds at most {max} requests',
  'rpc.methodNotAllowed': 'Method not allowed',
  'rpc.rateLimited': 'Too many requests from this network; try again in {seconds} seconds',
  'rpc.tooManyFilters':
    'Too many open filters ({max}) on this chain: uninstall one (eth_uninstallFilter) or let one expire (5 minutes unpolled)',
  'rpc.filterNeedsId': 'Invalid Request: a filter must be created by a request with an id',
  'rpc.responseTooLarge':
    'The answer is larger than {max} bytes; send fewer requests per batch or narrow the query',
  'rpc.missingChainId': 'Missing chainId',
  'rpc.unsupportedChain': 'Unsupported chainId: {chainId}',
  'rpc.upstreamUnreachable': 'Upstream RPC unreachable for {chainId}',
  'rpc.upstreamTimeout': 'Upstream RPC for {chainId} did not answer within {timeoutMs} ms',
  'rpc.upstreamInvalid': 'Upstream RPC for {chainId} answered with HTTP {status} and no JSON-RPC body',

  // Config
  'config.invalid': 'Invalid server config: {issues}',
  'config.unreadable': 'Cannot read the server config file {path}',
  'config.notJson': 'The server config file {path} is not valid JSON',
  'config.origin': "must be '*' or an exact origin such as https://example.com (no path, no trailing slash)",
  'config.caipNetworkId': 'must be a CAIP network id such as eip155:1',
  'config.duplicateProject': 'project id {id} is listed more than once',
  'config.duplicateChain': 'chain {caipNetworkId} is listed more than once',
  'config.databaseBoth': 'set database.url or database.dataDir, not both',
  'config.databaseUrl': 'must be a postgres:// or postgresql:// URL',
  'config.address': 'must be a 0x-prefixed 20-byte hex address',
  'config.privateKey': 'must be a 0x-prefixed 32-byte hex private key',
  'config.solanaAddress': 'must be a base58 Solana address (32 to 44 characters)',
  'config.solanaOnly': "is for Solana networks only (a caipNetworkId that starts with 'solana:')",
  'config.evmOnly':
    "is for eip155 networks only; a Solana network lists its tokens and prices under 'solana'",
  'config.rpcUrl':
    'is required for eip155 and Solana networks (only bip122 and polkadot ones, for sign-in, have none)',
  'config.signInOnly':
    'is not for Bitcoin (bip122) or Polkadot networks: the server serves them for sign-in only, with no RPC',
  'config.smartAccountsEvmOnly':
    "is for eip155 networks only: ERC-4337 smart accounts live on EVM chains (a caipNetworkId that starts with 'eip155:')",
  'config.trustProxy': 'must be an IP address or CIDR range such as 10.0.0.0/8 or ::1',

  // Database
  'db.openFailed': 'Cannot open the {kind} database',
  'db.migrationFailed': 'Database migration {version} ({name}) failed',
  'db.migrationsInvalid': 'Migrations must have unique, increasing versions; {version} is out of order',
  'db.closed': 'The database is closed',
  'db.unavailable': 'The database is unavailable',

  // Server lifecycle and CLI
  'server.listenFailed': 'Cannot listen on {hostname}:{port}',
  'server.poolError': 'An idle PostgreSQL connection failed',
  'server.requestFailed': 'Request failed: {method} {path}',
  'cli.listening': 'Foyer server listening on {url} (database: {kind})',
  'cli.frameListening': 'Secure login frame listening on {url} (its origin belongs in auth.frameOrigins)',
  'cli.defaultConfig':
    'No --config given: using the development config (project {projectId}, every origin allowed, no chains)',
  'cli.invalidPort': 'Invalid --{flag} {value}: expected an integer from 0 to 65535',
  'cli.invalidArguments': 'Invalid arguments: {reason}',
  'cli.usage':
    'Usage: foyer-server [--port 8787] [--hostname 127.0.0.1] [--config foyer.config.json] [--database-url postgres://…] [--data-dir ./data] [--frame-port 8788]',
  'cli.stopping': 'Stopping the Foyer server ({signal})',

  // Test PostgreSQL server (src/test/postgres.ts)
  'postgres.notInstalled': 'PostgreSQL is not installed and cannot be installed here: {reason}',
  'postgres.commandFailed': 'PostgreSQL setup command failed: {command}',
} as const

export type MessageKey = keyof typeof en
export const messages: Readonly<Record<MessageKey, string>> = en

export type MessageParameters = Record<string, string | number | bigint | boolean | undefined>

/**
 * Looks up `key` in the server's message catalog and fills `{name}` placeholders from `params`.
 *
 * @example
 * t('rpc.unsupportedChain', { chainId: 'eip155:5' }) // 'Unsupported chainId: eip155:5'
 */
export function t(key: MessageKey, params?: MessageParameters): string {
  return fillMessage(messages[key], params)
}

/**
 * `template` with its `{name}` placeholders filled from `params`; a placeholder without a value stays as
 * written. Every message catalog of the server fills its texts with it.
 *
 * @example
 * fillMessage('Unsupported chainId: {chainId}', { chainId: 'eip155:5' }) // 'Unsupported chainId: eip155:5'
 */
export function fillMessage(template: string, params?: MessageParameters): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name]
    return value === undefined ? match : String(value)
  })
}
