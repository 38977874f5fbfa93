import { fillMessage } from '../messages.js'

/**
 * Message catalog of the chain-data part of the server (balances, history, prices, indexer).
 * 'Chain is not supported' is the spec's text word for word (section 8): the client maps it.
 */
const en = {
  // HTTP answers
  'chaindata.invalidCaipAddress': 'Invalid CAIP address: expected namespace:chainId:address',
  'chaindata.invalidCursor': 'Invalid cursor',
  'chaindata.invalidCursorReason': 'Invalid cursor: {reason}',
  'chaindata.cursorRange': 'its {field} must be from 0 to {max}',
  'chaindata.upstreamUnavailable': 'The chain RPC of {chainId} is unavailable',
  'chaindata.upstreamRefused': 'The chain RPC of {chainId} refused {method}: {message}',
  'chaindata.internal': 'Internal server error',

  // History labels
  'chaindata.unnamedNft': 'NFT',
  'chaindata.unknownSplToken': 'Unknown token {mint}',

  // Logs
  'chaindata.requestFailed': 'Chain-data request failed: {method} {path}',

  // Indexer
  'indexer.syncFailed': 'Indexer: syncing {chainId} failed (retry in {delayMs} ms)',
  'indexer.reorg': 'Indexer: reorg on {chainId}: dropped blocks above {ancestor} (depth {depth})',
  'indexer.inconsistentBatch':
    'Indexer: blocks {from} to {to} of {chainId} changed while they were read (the chain reorganised)',
  'indexer.solanaBlockMissing':
    'Indexer: slot {slot} of {chainId} is listed by getBlocks but getBlock has no block',
  'indexer.unknownChain': 'Indexer: {chainId} is not one of the configured chains',
} as const

export type ChaindataMessageKey = keyof typeof en
export const chaindataMessages: Readonly<Record<ChaindataMessageKey, string>> = en

/**
 * Looks up `key` in the chain-data catalog and fills `{name}` placeholders from `params`.
 *
 * @example
 * t('chaindata.upstreamUnavailable', { chainId: 'eip155:31337' })
 */
export function t(
  key: ChaindataMessageKey,
  params?: Record<string, string | number | bigint | undefined>,
): string {
  return fillMessage(chaindataMessages[key], params)
}
