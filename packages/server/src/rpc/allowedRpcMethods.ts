/**
 * The JSON-RPC methods the chain proxy forwards: chain reads, gas and fee estimates, filters and
 * signed-transaction broadcast. Everything else — node accounts (eth_accounts, eth_sendTransaction,
 * eth_sign*), node administration (admin_*, personal_*, miner_*, debug_*, txpool_*) and the dev
 * node's controls (hardhat_*, evm_*, anvil_*) — is refused with -32601 'Method not allowed'.
 */
export const ALLOWED_RPC_METHODS: ReadonlySet<string> = new Set([
  // Chain and node facts
  'eth_chainId',
  'net_version',
  'net_listening',
  'web3_clientVersion',
  'eth_syncing',
  'eth_protocolVersion',
  // Blocks
  'eth_blockNumber',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getUncleByBlockHashAndIndex',
  'eth_getUncleByBlockNumberAndIndex',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  // Transactions and receipts
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  // State
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getProof',
  'eth_call',
  'eth_createAccessList',
  // Gas and fees
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  // Logs and filters
  'eth_getLogs',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  // Broadcast of a transaction the client signed itself
  'eth_sendRawTransaction',
])

/** Whether the proxy forwards `method` to the upstream node. */
export function isAllowedRpcMethod(method: string): boolean {
  return ALLOWED_RPC_METHODS.has(method)
}
