import { t } from '../messages/t.js'
import { FoyerError } from './base.js'
import type { ErrorParameters } from './connection.js'

/** Which step of a swap failed: each has the spec's text (section 8). */
export type SwapErrorStep = 'init' | 'allowance' | 'approval' | 'transaction' | 'quote' | 'failed'

const keys = {
  init: 'error.swap.init',
  allowance: 'error.swap.allowance',
  approval: 'error.swap.approval',
  transaction: 'error.swap.transaction',
  quote: 'error.swap.quote',
  failed: 'error.swap.failed',
} as const

/** The spec's swap failures (section 8), each with its catalog text; code `SWAP_<STEP>_FAILED`. */
export class SwapError extends FoyerError {
  override name = 'SwapError'
  constructor(step: SwapErrorStep, cause?: unknown) {
    super(t(keys[step]), { code: `SWAP_${step.toUpperCase()}_FAILED`, cause })
  }
}

/** A swap was sent with no connected address (spec section 8: 'No address found to swap the tokens from.'). */
export class SwapAddressNotFoundError extends FoyerError {
  override name = 'SwapAddressNotFoundError'
  static readonly code = 'SWAP_ADDRESS_NOT_FOUND'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.swap.noAddress'), { ...parameters, code: 'SWAP_ADDRESS_NOT_FOUND' })
  }
}

/**
 * The server has no gas price for the network (spec section 8: 'Network not supported for Gas Price'):
 * a swap's network fee cannot be priced there.
 */
export class GasPriceNotSupportedError extends FoyerError {
  override name = 'GasPriceNotSupportedError'
  static readonly code = 'GAS_PRICE_NOT_SUPPORTED'
  constructor(parameters: ErrorParameters = {}) {
    super(t('error.gasPriceNotSupported'), { ...parameters, code: 'GAS_PRICE_NOT_SUPPORTED' })
  }
}
