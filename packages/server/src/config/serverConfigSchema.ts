import { z } from 'zod'
import { t as authT } from '../auth/messages.js'
import { t } from '../messages.js'
import { parseProxyEntry } from './parseProxyEntry.js'
import { isSignInOnlyNetwork } from './signInOnlyChains.js'
import { smartAccountsSchema } from './smartAccountsSchema.js'
import { resolveSocialLogin, socialLoginSchema } from './socialLoginSchema.js'
import { solanaChainSchema } from './solanaChainSchema.js'

const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** `'*'` or an exact origin (`scheme://host[:port]`), kept as the browser serialises it. */
const originSchema = z.string().check((ctx) => {
  if (ctx.value === '*') return
  let origin: string | undefined
  try {
    origin = new URL(ctx.value).origin
  } catch (error) {
    ctx.issues.push({ code: 'custom', message: t('config.origin'), input: ctx.value, params: { error } })
    return
  }
  if (origin !== ctx.value) ctx.issues.push({ code: 'custom', message: t('config.origin'), input: ctx.value })
})

const projectSchema = z.strictObject({
  id: z.string().min(1).max(128),
  origins: z.array(originSchema),
})

type Hex = `0x${string}`
const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, t('config.address'))
  .transform((value) => value as Hex)

// Contract lists are plain objects (extra keys dropped) so that a deployment record, such as the
// devnet world's `contracts`, can be passed as it is.
const contractsSchema = z.object({
  tokens: z
    .array(
      z.object({
        address: addressSchema,
        symbol: z.string().min(1),
        name: z.string().min(1),
        decimals: z.int().min(0).max(77),
      }),
    )
    .readonly()
    .default([]),
  nfts: z
    .array(
      z.object({
        address: addressSchema,
        name: z.string().min(1),
        symbol: z.string().optional(),
        spam: z.boolean().optional(),
      }),
    )
    .readonly()
    .default([]),
  /** Constant-product pools that price the tokens. */
  pairs: z
    .array(
      z.object({
        address: addressSchema,
        token0: addressSchema.optional(),
        token1: addressSchema.optional(),
      }),
    )
    .readonly()
    .default([]),
  /** The swap router (convert endpoints); no swaps on a chain without it. */
  router: addressSchema.optional(),
  /** The wrapped native token: swaps and the native price go through it. */
  weth: addressSchema.optional(),
})

/**
 * A served network. eip155 and Solana networks need `rpcUrl`; Bitcoin (`bip122:…`) and Polkadot
 * (`polkadot:…`) networks are served for sign-in (SIWX) only: they need no RPC (one given is ignored),
 * take none of the EVM or Solana fields, and have no balances, history or prices. Their native currency
 * is BTC (8 decimals), DOT (10), KSM or WND (12) by default, else a generic UNIT (12).
 */
const chainSchema = z
  .strictObject({
    caipNetworkId: z.string().regex(CAIP_NETWORK_ID, t('config.caipNetworkId')),
    name: z.string().min(1),
    /** The chain's JSON-RPC URL; required except for sign-in-only (bip122, polkadot) networks. */
    rpcUrl: z.url({ protocol: /^https?$/ }).optional(),
    nativeCurrency: z
      .strictObject({ name: z.string().min(1), symbol: z.string().min(1), decimals: z.int().min(0).max(36) })
      .optional(),
    contracts: contractsSchema.optional(),
    /** Senders whose payments count as on-ramp purchases in the history's onramp filter. */
    onrampAddresses: z.array(addressSchema).optional(),
    /** Tokens worth exactly 1 USD; the chain's 'fUSD' tokens by default. */
    stablecoins: z.array(addressSchema).optional(),
    /** First block the indexer reads when the database holds none of this chain. */
    startBlock: z.int().min(0).optional(),
    /** A Solana network's SPL tokens and configured prices (see solanaChainSchema). */
    solana: solanaChainSchema.optional(),
    /** ERC-4337 smart accounts of the embedded wallet, and their sponsored gas (see smartAccountsSchema). */
    smartAccounts: smartAccountsSchema.optional(),
  })
  .superRefine((chain, ctx) => {
    if (chain.smartAccounts !== undefined && !chain.caipNetworkId.startsWith('eip155:'))
      ctx.addIssue({ code: 'custom', path: ['smartAccounts'], message: t('config.smartAccountsEvmOnly') })
    if (isSignInOnlyNetwork(chain.caipNetworkId)) {
      for (const key of ['contracts', 'onrampAddresses', 'stablecoins', 'startBlock', 'solana'] as const)
        if (chain[key] !== undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: t('config.signInOnly') })
      return
    }
    if (chain.rpcUrl === undefined)
      ctx.addIssue({ code: 'custom', path: ['rpcUrl'], message: t('config.rpcUrl') })
    const isSolana = chain.caipNetworkId.startsWith('solana:')
    if (chain.solana && !isSolana)
      ctx.addIssue({ code: 'custom', path: ['solana'], message: t('config.solanaOnly') })
    if (isSolana)
      for (const key of ['contracts', 'onrampAddresses', 'stablecoins'] as const)
        if (chain[key] !== undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: t('config.evmOnly') })
  })

const databaseSchema = z
  .strictObject({
    url: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, t('config.databaseUrl'))
      .optional(),
    dataDir: z.string().min(1).optional(),
  })
  .refine((database) => !(database.url && database.dataDir), t('config.databaseBoth'))

const isEmail = (value: string) => z.email().safeParse(value).success

/**
 * The email one-time-code login of the secure login frame (routes under /auth/v1, present only with
 * this section). Key shares are stored AES-256-GCM-encrypted and codes and tokens HMAC-hashed under
 * `shareKey`; CORS answers only `frameOrigins`; device-approval links start with `publicUrl`.
 */
const authSchema = z.strictObject({
  /** nodemailer's SMTP transport options. */
  smtp: z.strictObject({
    host: z.string().min(1),
    port: z.int().min(1).max(65535),
    secure: z.boolean().default(false),
    auth: z.strictObject({ user: z.string().min(1), pass: z.string() }).optional(),
  }),
  from: z
    .string()
    .max(320)
    .refine(
      (value) => isEmail(value) || isEmail(/^[^<>]*<([^<>]+)>$/.exec(value.trim())?.[1] ?? ''),
      authT('config.from'),
    ),
  shareKey: z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/, authT('config.shareKey')),
  frameOrigins: z.array(originSchema.refine((origin) => origin !== '*', authT('config.frameOrigin'))).min(1),
  publicUrl: z.url({ protocol: /^https?$/ }),
  /**
   * The chain RPC URLs the frame's browser code calls, by EVM chain id (reads, fees, broadcasting). By
   * default each eip155 chain's `rpcUrl`: set this when those are private node URLs.
   */
  frameRpcUrls: z
    .record(z.string(), z.url({ protocol: /^https?$/ }))
    .superRefine((urls, ctx) => {
      for (const chainId of Object.keys(urls))
        if (!/^[1-9][0-9]{0,15}$/.test(chainId))
          ctx.addIssue({ code: 'custom', path: [chainId], message: authT('config.frameRpcUrls') })
    })
    .optional(),
  sessionTtlMs: z
    .int()
    .min(60_000)
    .max(365 * 24 * 60 * 60_000)
    .default(7 * 24 * 60 * 60_000),

  /**
   * Code mails one client address may ask for per hour (default 20). A development machine, whose every
   * page and test comes from 127.0.0.1, needs more; a public server should keep it low.
   */
  otpRequestsPerHour: z.int().min(1).max(100_000).optional(),
  /** Requests of any /auth/v1 route per client address and minute (default 120). */
  requestsPerMinute: z.int().min(1).max(1_000_000).optional(),
  /** Code checks (sign-in and email update) per client address and hour (default 120). */
  verifyRequestsPerHour: z.int().min(1).max(1_000_000).optional(),
  /**
   * Wrong codes one client address may send before its back-off starts (default 10; the count is kept a
   * day). A development machine whose browser tests all come from 127.0.0.1 and keep their database
   * between runs needs more.
   */
  wrongCodesPerAddress: z.int().min(1).max(1_000_000).optional(),
  /**
   * Wrong codes one device may send before its back-off starts (default 5: a code locks at its fifth, so
   * the first code asked for after a lock waits 2 s). A development machine whose browser tests lock a code
   * and enter the next one at once needs more.
   */
  wrongCodesPerDevice: z.int().min(1).max(1_000_000).optional(),
  /**
   * Shortest time between two code mails to one address from one device, and between two email-update
   * mails of one account (default 30 000 ms: spec section 9). 0 turns it off (the hourly per-address limit
   * still holds): a development machine whose tests ask for codes again at once.
   */
  resendIntervalMs: z
    .int()
    .min(0)
    .max(24 * 60 * 60_000)
    .optional(),
  /** The social login (Google, Apple, GitHub, Discord, X, Facebook): see `socialLoginSchema`. */
  social: socialLoginSchema.optional(),
})

/**
 * The server config (a JSON file for the CLI, an object for `createFoyerServer`). Unknown keys are
 * errors so that a typo does not silently fall back to a default.
 */
export const serverConfigSchema = z.strictObject({
  projects: z
    .array(projectSchema)
    .min(1)
    .superRefine((projects, ctx) => {
      const seen = new Set<string>()
      projects.forEach((project, index) => {
        if (seen.has(project.id))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: t('config.duplicateProject', { id: project.id }),
          })
        seen.add(project.id)
      })
    }),
  database: databaseSchema.default({}),
  chains: z
    .array(chainSchema)
    .default([])
    .superRefine((chains, ctx) => {
      const seen = new Set<string>()
      chains.forEach((chain, index) => {
        if (seen.has(chain.caipNetworkId))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'caipNetworkId'],
            message: t('config.duplicateChain', { caipNetworkId: chain.caipNetworkId }),
          })
        seen.add(chain.caipNetworkId)
      })
    }),
  /**
   * Analytics ingest; `readToken` (at least 16 characters) opens GET /v1/analytics/events to a bearer of
   * it, so that a host can read its own events (and the browser tests can check what a run sent).
   */
  analytics: z
    .strictObject({ enabled: z.boolean(), readToken: z.string().min(16).max(256).optional() })
    .default({ enabled: true }),
  /**
   * The reverse proxies in front of the server (IP addresses or CIDR ranges). Only a request whose
   * socket peer is one of them has its client address read from X-Forwarded-For (the rightmost hop
   * that is not a listed proxy); empty by default: the socket's peer is the client (per-IP limits).
   */
  trustProxy: z
    .array(
      z
        .string()
        .max(64)
        .refine((entry) => parseProxyEntry(entry) !== undefined, t('config.trustProxy')),
    )
    .max(256)
    .default([]),
  /** The server's public base URL (behind a proxy); the request's origin by default. */
  publicUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** The on-ramp sandbox pays purchases from this funded account; without it, no purchase completes. */
  onramp: z
    .strictObject({
      funderPrivateKey: z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, t('config.privateKey'))
        .transform((value) => value as Hex)
        .optional(),
    })
    .default({}),
  /** The chain indexer behind account history; on by default for every configured chain. */
  indexer: z
    .strictObject({
      enabled: z.boolean().default(true),
      pollIntervalMs: z.int().min(50).max(600_000).default(1000),
      /** Blocks read and stored per transaction (smaller: the index follows a long catch-up in finer steps). */
      blocksPerBatch: z.int().min(1).max(1000).default(100),
    })
    .default({ enabled: true, pollIntervalMs: 1000, blocksPerBatch: 100 }),
  names: z
    .strictObject({
      suffix: z.string().min(1).default('.reown.id'),
      zone: z.string().min(1).default('reown.id'),
    })
    .default({ suffix: '.reown.id', zone: 'reown.id' }),
  auth: authSchema
    .transform(({ social, ...auth }) => ({
      ...auth,
      ...(social ? { social: resolveSocialLogin(social, auth.publicUrl) } : {}),
    }))
    .optional(),
})

/** What a caller writes: projects are required, everything else has a default. */
export type ServerConfig = z.input<typeof serverConfigSchema>
/** The config after validation, with every default filled in. */
export type ResolvedServerConfig = z.output<typeof serverConfigSchema>
export type ProjectConfig = ResolvedServerConfig['projects'][number]
export type ChainConfig = ResolvedServerConfig['chains'][number]
export type AuthConfig = NonNullable<ResolvedServerConfig['auth']>
/** A chain with an RPC the server reads: an eip155 or Solana network (`rpcChains` picks them). */
export type RpcChainConfig = ChainConfig & { rpcUrl: string }
