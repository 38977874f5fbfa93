import { FoyerError } from '@foyer/core'
import { aaMessage } from './messages.js'

/** A transaction or a read of the account-abstraction deployment failed. `cause` is the (viem) error. */
export class AccountAbstractionDeployError extends FoyerError {
  override name = 'AccountAbstractionDeployError'
  constructor({ chainId, step, cause }: { chainId: number; step: string; cause?: unknown }) {
    const short = cause instanceof Error && 'shortMessage' in cause ? cause.shortMessage : undefined
    super(aaMessage('deploy.failed', { chainId, step }), {
      code: 'DEVNET_AA_DEPLOY_FAILED',
      details: typeof short === 'string' ? short : undefined,
      cause,
    })
  }
}

/** A contract did not land at its deterministic (CREATE2) address: the bytecode differs from the expected one. */
export class AccountAbstractionAddressMismatchError extends FoyerError {
  override name = 'AccountAbstractionAddressMismatchError'
  constructor({ chainId, contract, expected }: { chainId: number; contract: string; expected: string }) {
    super(aaMessage('deploy.addressMismatch', { chainId, contract, expected }), {
      code: 'DEVNET_AA_ADDRESS_MISMATCH',
    })
  }
}

/** The bundler process exited or failed before it answered. `details` holds the tail of its output. */
export class BundlerStartError extends FoyerError {
  override name = 'BundlerStartError'
  constructor({ chainId, details, cause }: { chainId: number; details?: string; cause?: unknown }) {
    super(aaMessage('bundler.startFailed', { chainId }), {
      code: 'DEVNET_BUNDLER_START_FAILED',
      details,
      cause,
    })
  }
}

/** The bundler did not answer `eth_supportedEntryPoints` in time. `details` holds the tail of its output. */
export class BundlerStartTimeoutError extends FoyerError {
  override name = 'BundlerStartTimeoutError'
  constructor({
    chainId,
    url,
    timeoutMs,
    details,
  }: { chainId: number; url: string; timeoutMs: number; details?: string }) {
    super(aaMessage('bundler.startTimeout', { chainId, url, seconds: Math.round(timeoutMs / 1000) }), {
      code: 'DEVNET_BUNDLER_START_TIMEOUT',
      details,
    })
  }
}

/** The alto CLI is not installed where Node can resolve it. */
export class BundlerNotFoundError extends FoyerError {
  override name = 'BundlerNotFoundError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(aaMessage('bundler.notFound'), { code: 'DEVNET_BUNDLER_NOT_FOUND', cause })
  }
}

/** The paymaster service could not listen (its port is taken, say). */
export class PaymasterServiceStartError extends FoyerError {
  override name = 'PaymasterServiceStartError'
  constructor({ port, cause }: { port: number; cause?: unknown }) {
    super(aaMessage('paymaster.startFailed', { port }), { code: 'DEVNET_PAYMASTER_START_FAILED', cause })
  }
}

/** SimpleAccount v0.8 has no ERC-1271 `isValidSignature`: a signature of it could not be verified by anyone. */
export class SmartAccountSignatureNotSupportedError extends FoyerError {
  override name = 'SmartAccountSignatureNotSupportedError'
  constructor() {
    super(aaMessage('account.signNotSupported'), { code: 'DEVNET_AA_SIGN_NOT_SUPPORTED' })
  }
}
