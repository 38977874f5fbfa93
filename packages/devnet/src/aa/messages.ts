/** Every string the account-abstraction infrastructure shows to people (a dev tool, English only). */
export const aaMessages = {
  'deploy.failed': 'Setting up account abstraction on chain {chainId} failed at "{step}"',
  'deploy.addressMismatch': 'On chain {chainId}, {contract} is not at its fixed address {expected}',
  'bundler.startFailed': 'The bundler for chain {chainId} could not start',
  'bundler.startTimeout': 'The bundler for chain {chainId} did not answer on {url} within {seconds} s',
  'bundler.notFound': 'The bundler (@pimlico/alto) could not be found',
  'paymaster.startFailed': 'The paymaster service could not listen on 127.0.0.1:{port}',
  'paymaster.refused': 'The paymaster does not sponsor this user operation: {reason}',
  'paymaster.invalidParams': 'Invalid parameters: {reason}',
  'paymaster.unsupportedMethod': 'The method "{method}" does not exist',
  'paymaster.parseError': 'Parse error',
  'account.signNotSupported':
    'A SimpleAccount v0.8 cannot sign messages or typed data: it has no ERC-1271 isValidSignature',
} as const

export type AaMessageKey = keyof typeof aaMessages

/**
 * Looks up `key` and fills `{name}` placeholders from `params`.
 *
 * @example
 * aaMessage('paymaster.refused', { reason: 'sender not allowed' })
 */
export function aaMessage(key: AaMessageKey, params: Record<string, string | number | bigint> = {}): string {
  return aaMessages[key].replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name]
    return value === undefined ? match : String(value)
  })
}
