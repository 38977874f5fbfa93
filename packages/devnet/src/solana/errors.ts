import { FoyerError } from '@foyer/core'

/** The local Solana ledger could not start: its port is taken, or its genesis could not be written. */
export class SolanaLedgerStartError extends FoyerError {
  override name = 'SolanaLedgerStartError'
  constructor({ details, cause }: { details?: string; cause?: unknown } = {}) {
    super('The local Solana ledger could not start.', {
      code: 'DEVNET_SOLANA_LEDGER_START_FAILED',
      details,
      cause,
    })
  }
}
