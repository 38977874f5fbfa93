import { t } from '../t.js'

/**
 * An EIP-1193 provider error, as real wallets throw them: a numeric `code`, a `message` and
 * optional `data`. These are the wallet's (the outside world's) errors, not Foyer errors: Foyer's
 * adapters turn them into typed FoyerErrors at their edge.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  /** Plain-object form, as a wallet would post it over a message channel. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

/** 4001: the user rejected the request. */
export const userRejected = () => new ProviderRpcError(4001, t('rpc.userRejected'))
/** 4100: the origin or account is not authorised. */
export const unauthorized = () => new ProviderRpcError(4100, t('rpc.unauthorized'))
/** 4200: the wallet does not support the method. */
export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, t('rpc.unsupportedMethod', { method }))
/** 4900: the wallet is gone. */
export const disconnected = () => new ProviderRpcError(4900, t('rpc.disconnected'))
/** 4902: the wallet does not know the chain. */
export const unrecognizedChain = (chainId: string) =>
  new ProviderRpcError(4902, t('rpc.unrecognizedChain', { chainId }))
/** -32602: malformed parameters. */
export const invalidParams = (reason: string) =>
  new ProviderRpcError(-32602, t('rpc.invalidParams', { reason }))
/** -32603: anything else. */
export const internalError = (data?: unknown) => new ProviderRpcError(-32603, t('rpc.internal'), data)

/** A misuse of the test controls (`window.foyerDevWallet`): not a wallet answer, a test-harness error. */
export class DevWalletControlError extends Error {
  override name = 'DevWalletControlError'
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.code = code
  }
}
