import * as z from 'zod/mini'
import { isSolanaPublicKey } from '../base58.js'
import { checksumAddress, hasValidChecksum } from '../checksumAddress.js'
import { defineSchema } from '../defineSchema.js'
import type { HexString } from './params.js'
import { requestMessage as m } from './requestMessages.js'

// The requests of balances, history and prices (spec section 5 and 7). Their answers live in
// ../blockchain.ts. An `{address}` is an EVM address on an eip155 network, a base58 one on Solana.

/**
 * An account's EVM address: 40 hex characters with an optional 0x prefix (spec section 5), all lower
 * case, all upper case or with a correct EIP-55 checksum (a wrong one is refused); checksummed.
 */
export const accountEvmAddressSchema = /* @__PURE__ */ defineSchema(() =>
  z.pipe(
    z
      .pipe(
        z.string().check(z.regex(/^(0x)?[0-9a-fA-F]{40}$/, m('account.invalidAddress'))),
        z.transform((value: string) => (value.startsWith('0x') ? value : `0x${value}`)),
      )
      .check(z.refine(hasValidChecksum, m('account.invalidChecksum'))),
    z.transform((value: string) => checksumAddress(value) as HexString),
  ),
)

/** An account's Solana address (base58, 32 bytes), kept as given: base58 is case-sensitive. */
export const accountSolanaAddressSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().check(z.maxLength(64), z.refine(isSolanaPublicKey, m('account.invalidSolanaAddress'))),
)

/** The chainId query parameter: present, then checked against the configured chains. */
export const chainIdSchema = /* @__PURE__ */ defineSchema(() =>
  z.string().check(z.minLength(1), z.maxLength(64)),
)

/** `true` / `false` / empty, as query strings carry booleans. */
const queryBooleanSchema = /* @__PURE__ */ defineSchema(() =>
  z.pipe(
    z.optional(z.enum(['true', 'false', '1', '0', ''])),
    z.transform((value: 'true' | 'false' | '1' | '0' | '' | undefined) => value === 'true' || value === '1'),
  ),
)

/** GET /v1/account/{address}/balance query. */
export const balanceQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    chainId: z.optional(z.string()),
    currency: z
      .optional(z.string())
      .check(
        z.refine(
          (value) => value === undefined || value === '' || value.toLowerCase() === 'usd',
          m('account.invalidCurrency'),
        ),
      ),
    forceUpdate: queryBooleanSchema,
  }),
)

/** GET /v1/account/{address}/history query. */
export const historyQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    chainId: z.optional(z.string()),
    cursor: z.optional(z.string().check(z.maxLength(200))),
    onramp: z.optional(z.string().check(z.regex(/^[a-z0-9-]{0,32}$/i))),
  }),
)

/** POST /v1/fungible/price body: CAIP addresses of tokens. */
export const fungiblePriceRequestSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    currency: z
      .string()
      .check(z.refine((value) => value.toLowerCase() === 'usd', m('account.invalidCurrency'))),
    addresses: z.array(z.string()).check(z.minLength(1), z.maxLength(100)),
    projectId: z.optional(z.string().check(z.maxLength(128))),
  }),
)

/** GET /v1/indexer/status → how far the indexer has followed each chain. */
export const indexerStatusAnswerSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    running: z.boolean(),
    chains: z.array(
      z.object({
        caipNetworkId: z.string(),
        indexedBlock: z.nullable(z.number()),
        headBlock: z.nullable(z.number()),
        syncedAt: z.nullable(z.string()),
        reorgs: z.number(),
        lastError: z.nullable(z.string()),
        /**
         * Whether this server indexes the chain (holds its indexing lease); with several servers on one
         * database only one does, and the others' `indexedBlock` stays null.
         */
        indexing: z.boolean(),
      }),
    ),
  }),
)
export type IndexerStatus = z.output<typeof indexerStatusAnswerSchema>
