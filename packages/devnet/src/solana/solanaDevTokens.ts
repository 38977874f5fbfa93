import { deriveKeyPair } from './deriveKeyPair.js'

/** An SPL token (classic Token program) created at the local Solana ledger's genesis. */
export interface SolanaDevToken {
  mint: string
  symbol: string
  name: string
  decimals: number
}

/** Whole tokens of each dev token held by dev accounts 0 to 5 at genesis. */
export const DEV_TOKEN_BALANCE = 10_000n
/** The dev accounts that hold the dev tokens at genesis. */
export const DEV_TOKEN_HOLDERS = 6

const token = (symbol: string, name: string, decimals: number): SolanaDevToken =>
  Object.freeze({ mint: deriveKeyPair(`foyer-devnet/solana/mint/${symbol}`).address, symbol, name, decimals })

/**
 * The SPL tokens of the local Solana ledger, with mint addresses derived from fixed seeds (the same on
 * every run). Same symbols as the EVM devnet's tokens, so the UI shows one world.
 *
 * @example
 * const fUSD = solanaDevTokens.find((token) => token.symbol === 'fUSD')!
 */
export const solanaDevTokens: readonly SolanaDevToken[] = Object.freeze([
  token('fUSD', 'Foyer USD', 6),
  token('FOY', 'Foyer Token', 9),
])
