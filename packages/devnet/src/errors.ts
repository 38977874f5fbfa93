import { FoyerError } from '@foyer/core'
import { t } from './t.js'

/** A local chain process exited or failed before it answered. `details` holds the tail of its output. */
export class ChainStartError extends FoyerError {
  override name = 'ChainStartError'
  constructor({ chainId, details, cause }: { chainId: number; details?: string; cause?: unknown }) {
    super(t('chain.startFailed', { chainId }), { code: 'DEVNET_CHAIN_START_FAILED', details, cause })
  }
}

/** A local chain did not answer `eth_chainId` in time. */
export class ChainStartTimeoutError extends FoyerError {
  override name = 'ChainStartTimeoutError'
  constructor({ chainId, rpcUrl, timeoutMs }: { chainId: number; rpcUrl: string; timeoutMs: number }) {
    super(t('chain.startTimeout', { chainId, rpcUrl, seconds: Math.round(timeoutMs / 1000) }), {
      code: 'DEVNET_CHAIN_START_TIMEOUT',
    })
  }
}

/** Something else answers on the chain's port: another chain id than the one asked for. */
export class WrongChainIdError extends FoyerError {
  override name = 'WrongChainIdError'
  constructor({ rpcUrl, expected, actual }: { rpcUrl: string; expected: number; actual: number }) {
    super(t('chain.wrongChainId', { rpcUrl, expected, actual }), { code: 'DEVNET_WRONG_CHAIN_ID' })
  }
}

/** The Hardhat CLI is not installed where Node can resolve it. */
export class HardhatNotFoundError extends FoyerError {
  override name = 'HardhatNotFoundError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(t('chain.cliNotFound'), { code: 'DEVNET_HARDHAT_NOT_FOUND', cause })
  }
}

/** esbuild failed to bundle the dev wallet. */
export class DevWalletBuildError extends FoyerError {
  override name = 'DevWalletBuildError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(t('wallet.buildFailed'), { code: 'DEVNET_WALLET_BUILD_FAILED', cause })
  }
}
