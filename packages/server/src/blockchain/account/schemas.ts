import { hasValidChecksum } from '@foyer/protocol'
import { type Address, getAddress } from 'viem'
import { z } from 'zod'
import { t } from '../../chaindata/messages.js'
import { isSolanaAddress } from './solana/isSolanaAddress.js'

/**
 * An EVM address: 40 hex characters with an optional 0x prefix (spec section 5), all lower case, all
 * upper case or with a correct EIP-55 checksum (a wrong one is refused); checksummed on the way out.
 */
export const evmAddressSchema = z
  .string()
  .regex(/^(0x)?[0-9a-fA-F]{40}$/, t('chaindata.invalidAddress'))
  .transform((value) => (value.startsWith('0x') ? value : `0x${value}`) as Address)
  .refine(hasValidChecksum, t('chaindata.invalidChecksum'))
  .transform((value): Address => getAddress(value))

/** A Solana address (base58, 32 bytes), kept as given: base58 is case-sensitive. */
export const solanaAddressSchema = z
  .string()
  .max(64)
  .refine(isSolanaAddress, t('chaindata.invalidSolanaAddress'))

/** The chainId query parameter: present, then checked against the configured chains. */
export const chainIdSchema = z.string().min(1).max(64)

/** `true` / `false` / empty, as query strings carry booleans. */
const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

/** GET /v1/account/{address}/balance query (besides chainId). */
export const balanceQuerySchema = z.object({
  currency: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value === '' || value.toLowerCase() === 'usd',
      t('chaindata.invalidCurrency'),
    ),
  forceUpdate: queryBooleanSchema,
})

/** GET /v1/account/{address}/history query (besides chainId). */
export const historyQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  onramp: z
    .string()
    .regex(/^[a-z0-9-]{0,32}$/i)
    .optional(),
})

/** POST /v1/fungible/price body. */
export const fungiblePriceBodySchema = z.object({
  currency: z.string().refine((value) => value.toLowerCase() === 'usd', t('chaindata.invalidCurrency')),
  addresses: z.array(z.string()).min(1).max(100),
  projectId: z.string().max(128).optional(),
})
