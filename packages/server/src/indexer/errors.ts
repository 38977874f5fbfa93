import { FoyerError } from '@foyer/protocol'
import { t } from '../chaindata/messages.js'

/** The blocks or logs of a range did not link up while they were read (a reorg happened meanwhile). */
export class InconsistentBatchError extends FoyerError {
  override name = 'InconsistentBatchError'
  constructor({
    chainId,
    from,
    to,
    details,
  }: { chainId: string; from: bigint; to: bigint; details: string }) {
    super(t('indexer.inconsistentBatch', { chainId, from, to }), {
      code: 'INDEXER_INCONSISTENT_BATCH',
      details,
    })
  }
}

/** `syncOnce({ chainId })` named a chain that the indexer does not follow. */
export class UnknownIndexerChainError extends FoyerError {
  override name = 'UnknownIndexerChainError'
  constructor({ chainId }: { chainId: string }) {
    super(t('indexer.unknownChain', { chainId }), { code: 'INDEXER_UNKNOWN_CHAIN' })
  }
}
