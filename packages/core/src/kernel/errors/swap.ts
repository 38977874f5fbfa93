import { t } from '../messages/t.js'
import { FoyerError } from './base.js'

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
