import { toBase58 } from './base58.js'
import { sha256 } from './deriveKeyPair.js'

/**
 * The local Solana ledger's genesis hash: LiteSVM has no genesis block, so it is derived from a fixed
 * label (SHA-256, base58), the same on every run, so that wallets and sessions keep recognising the network.
 */
export const SOLANA_LOCAL_GENESIS_HASH: string = toBase58(sha256('foyer-devnet/solana/genesis'))

/** The local ledger's CAIP-2 id: 'solana:' and the first 32 characters of its genesis hash, as for any cluster. */
export const SOLANA_LOCAL_CAIP_NETWORK_ID: `solana:${string}` = `solana:${SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)}`
