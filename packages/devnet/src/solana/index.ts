// The local Solana ledger of the Foyer world: LiteSVM behind a validator-compatible JSON-RPC server.
export { SolanaLedgerStartError } from './errors.js'
export { type SolanaDevAccount, solanaDevAccounts } from './solanaDevAccounts.js'
export { type SolanaDevToken, solanaDevTokens } from './solanaDevTokens.js'
export { SOLANA_LOCAL_CAIP_NETWORK_ID, SOLANA_LOCAL_GENESIS_HASH } from './solanaLocalNetwork.js'
export {
  type SolanaLedger,
  type StartSolanaLedgerErrorType,
  type StartSolanaLedgerParameters,
  startSolanaLedger,
} from './startSolanaLedger.js'
