/**
 * The Solana native token's placeholder address in balances, prices and history (Solana's counterpart
 * of the eip155 `0xEeee…EEeE`): `solana:<ref>:So11111111111111111111111111111111111111111` is SOL.
 */
export const SOLANA_NATIVE_TOKEN_ADDRESS = 'So11111111111111111111111111111111111111111'

/** The wrapped SOL mint: priced as SOL (as WETH is priced as ETH on eip155 networks). */
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112'

/** The native currency of a Solana network when the chain config names none. */
export const SOL = Object.freeze({ name: 'Solana', symbol: 'SOL', decimals: 9 })

/** The SPL Token program and Token-2022: the owners of the token accounts the server reads. */
export const SPL_TOKEN_PROGRAMS: readonly string[] = Object.freeze([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
