/** Read-only methods: identical ones in flight share one request. */
const readMethods = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_protocolVersion',
  'eth_syncing',
  'net_listening',
  'net_peerCount',
  'net_version',
  'web3_clientVersion',
])

export function isReadMethod(method: string): boolean {
  return readMethods.has(method)
}

/**
 * Whether a result can never change, so it is kept in the LRU: the chain id, a mined receipt (one with
 * a blockNumber) and a block fetched by hash.
 */
export function isImmutableResult(method: string, result: unknown): boolean {
  if (method === 'eth_chainId') return result !== undefined && result !== null
  if (method === 'eth_getBlockByHash') return typeof result === 'object' && result !== null
  if (method === 'eth_getTransactionReceipt')
    return (
      typeof result === 'object' &&
      result !== null &&
      Boolean((result as { blockNumber?: unknown }).blockNumber)
    )
  return false
}
