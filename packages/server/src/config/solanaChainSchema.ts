import { z } from 'zod'
import { t } from '../messages.js'

/** A base58 Solana address (a mint or an account): 32 to 44 characters of the base58 alphabet. */
const base58AddressSchema = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, t('config.solanaAddress'))

const usdPriceSchema = z.number().positive().max(1e12)

/**
 * The `solana` section of a chain entry whose caipNetworkId starts with 'solana:': its SPL tokens and
 * their prices. A Solana network has no pool the server could read prices from, so they come from
 * here: the stablecoins are 1 USD (the tokens with symbol 'fUSD' by default), SOL is `nativeUsdPrice`,
 * a token is its `usdPrice`; anything else has no price. Token entries are plain objects (extra keys
 * dropped), so that the local ledger's `tokens` can be passed as they are.
 *
 * @example
 * { tokens: ledger.tokens, nativeUsdPrice: 150 }
 */
export const solanaChainSchema = z.strictObject({
  tokens: z
    .array(
      z.object({
        mint: base58AddressSchema,
        symbol: z.string().min(1),
        name: z.string().min(1),
        decimals: z.int().min(0).max(255),
        usdPrice: usdPriceSchema.optional(),
      }),
    )
    .readonly()
    .default([]),
  /** Mints worth exactly 1 USD; the tokens with symbol 'fUSD' by default. */
  stablecoins: z.array(base58AddressSchema).readonly().optional(),
  /** The USD price of one SOL; without it SOL has no price. */
  nativeUsdPrice: usdPriceSchema.optional(),
})

export type SolanaChainConfig = z.output<typeof solanaChainSchema>
