import { z } from 'zod'
import { t } from '../messages.js'

/** Sponsored user operations per user, chain and hour when `sponsorship.maxOperationsPerHour` is not set. */
export const DEFAULT_SPONSORED_OPERATIONS_PER_HOUR = 30

const httpUrlSchema = z.url({ protocol: /^https?$/ })

/**
 * The `smartAccounts` section of an eip155 chain entry (issue #29): the embedded (email / social)
 * wallet acts through an ERC-4337 smart account, the factory's account of (owner = the wallet's EOA,
 * salt = 0), on EntryPoint v0.8.
 *
 * - `bundlerUrl` (public): the bundler the login frame sends user operations to, from the browser.
 * - `factory`: the account factory (`createAccount(address owner, uint256 salt)`,
 *   `getAddress(address owner, uint256 salt)`).
 * - `paymasterUrl` (server-side only, never sent to a browser): an ERC-7677 paymaster service; with it,
 *   gas is sponsored through `POST /auth/v1/paymaster/:chainId`, which checks the session and the sender.
 * - `sponsorship.maxOperationsPerHour`: signed sponsorships (`pm_getPaymasterData`) per user and hour on
 *   this chain (30 by default).
 *
 * @example
 * { bundlerUrl: 'https://bundler.example.com/rpc', factory: '0x…', paymasterUrl: 'http://10.0.0.7:3000' }
 */
export const smartAccountsSchema = z.strictObject({
  bundlerUrl: httpUrlSchema,
  factory: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, t('config.address'))
    .transform((value) => value as `0x${string}`),
  paymasterUrl: httpUrlSchema.optional(),
  sponsorship: z
    .strictObject({
      maxOperationsPerHour: z.int().min(1).max(1_000_000).default(DEFAULT_SPONSORED_OPERATIONS_PER_HOUR),
    })
    .default({ maxOperationsPerHour: DEFAULT_SPONSORED_OPERATIONS_PER_HOUR }),
})

export type SmartAccountsConfig = z.output<typeof smartAccountsSchema>
