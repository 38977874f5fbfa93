/**
 * The JSON-RPC methods the chain proxy forwards to a Solana network: account, token, block, transaction
 * and cluster reads, fee and rent figures, and the broadcast and simulation of a transaction the client
 * signed itself (sendTransaction, simulateTransaction). Everything else is refused with -32601 'Method
 * not allowed': the faucet (requestAirdrop), whole-ledger scans that cost the node more than any one
 * answer is worth (getProgramAccounts, getLargestAccounts) and the node's own facts (getIdentity,
 * getClusterNodes, snapshots).
 */
export const ALLOWED_SOLANA_RPC_METHODS: ReadonlySet<string> = new Set([
  // Accounts and tokens
  'getAccountInfo',
  'getBalance',
  'getMultipleAccounts',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenAccountsByDelegate',
  'getTokenLargestAccounts',
  'getTokenSupply',
  'getSupply',
  'getMinimumBalanceForRentExemption',
  'getStakeMinimumDelegation',
  // Blocks and slots
  'getBlock',
  'getBlocks',
  'getBlocksWithLimit',
  'getBlockTime',
  'getBlockHeight',
  'getBlockCommitment',
  'getBlockProduction',
  'getSlot',
  'getSlotLeader',
  'getSlotLeaders',
  'getFirstAvailableBlock',
  'minimumLedgerSlot',
  'getLatestBlockhash',
  'isBlockhashValid',
  // Transactions
  'getTransaction',
  'getSignaturesForAddress',
  'getSignatureStatuses',
  'getTransactionCount',
  'getFeeForMessage',
  'getRecentPrioritizationFees',
  'getRecentPerformanceSamples',
  // Cluster facts
  'getGenesisHash',
  'getVersion',
  'getHealth',
  'getEpochInfo',
  'getEpochSchedule',
  'getLeaderSchedule',
  'getInflationGovernor',
  'getInflationRate',
  'getInflationReward',
  'getVoteAccounts',
  // A transaction the client signed itself: simulated, or broadcast
  'simulateTransaction',
  'sendTransaction',
])

/** Whether the proxy forwards `method` to a Solana network. */
export function isAllowedSolanaRpcMethod(method: string): boolean {
  return ALLOWED_SOLANA_RPC_METHODS.has(method)
}
