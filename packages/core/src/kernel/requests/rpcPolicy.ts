/**
 * The RPC method policy of spec section 6: which JSON-RPC methods a host may send through Foyer to the
 * connected wallet. Read methods on the safe list run without approval; the signing and sending methods
 * need the wallet's approval; anything else is refused before it reaches the wallet.
 */

/** Read-style methods that run without approval. */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
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
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
])

/** Methods the wallet must approve (it prompts the person). */
export const APPROVAL_RPC_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendUserOperation',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  // Bitcoin (WalletConnect's bip122 names, which sats-connect shares) and Polkadot signing (#28).
  'signMessage',
  'signPsbt',
  'polkadot_signMessage',
  'polkadot_signTransaction',
])

/** Every method Foyer forwards to a wallet. */
export const ALLOWED_RPC_METHODS: ReadonlySet<string> = new Set([
  ...SAFE_RPC_METHODS,
  ...APPROVAL_RPC_METHODS,
])

export type RpcMethodKind = 'safe' | 'approval' | 'refused'

/**
 * How the policy treats `method`.
 *
 * @example
 * getRpcMethodKind('eth_call') // 'safe'
 * getRpcMethodKind('personal_sign') // 'approval'
 * getRpcMethodKind('eth_sign') // 'refused'
 */
export function getRpcMethodKind(method: string): RpcMethodKind {
  if (SAFE_RPC_METHODS.has(method)) return 'safe'
  if (APPROVAL_RPC_METHODS.has(method)) return 'approval'
  return 'refused'
}
