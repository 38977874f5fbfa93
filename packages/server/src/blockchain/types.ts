import type { Address } from 'viem'
import type { Database } from '../db/types.js'
import type { Logger } from '../logger.js'
import type { PriceOracle } from './shared/prices.js'

/** An ERC-20 token on a chain (the devnet world's `contracts.tokens` entries fit). */
export interface BlockchainToken {
  address: Address
  symbol: string
  name: string
  decimals: number
}

/**
 * The contracts of a chain the blockchain API uses. The devnet world's `contracts` fits as it is; a
 * chain without `router` and `weth` serves no swaps ('Network not supported for Swaps').
 */
export interface BlockchainContracts {
  tokens: readonly BlockchainToken[]
  /** The FoyerRouter (Uniswap-V2-like) that quotes and swaps. */
  router?: Address | undefined
  /** Wrapped native token: ETH paths go through it. */
  weth?: Address | undefined
}

/** One network the server serves. */
export interface BlockchainChainConfig {
  /** CAIP-2 id, e.g. 'eip155:31337'. */
  caipNetworkId: string
  name: string
  /**
   * The JSON-RPC URL; required for eip155 networks. Bitcoin (`bip122:…`) and Polkadot (`polkadot:…`)
   * networks are served for sign-in only and need none (one given is not used).
   */
  rpcUrl?: string | undefined
  /**
   * The native currency; by default Ether (ETH, 18 decimals), SOL (9) on Solana, BTC (8) on Bitcoin, and
   * DOT (10), KSM or WND (12) on Polkadot, Kusama or Westend (another polkadot network: UNIT, 12).
   */
  nativeCurrency?: { name: string; symbol: string; decimals: number } | undefined
  contracts?: BlockchainContracts | undefined
}

export type { PriceOracle } from './shared/prices.js'

/** The price oracle of each chain, by CAIP network id (or a lookup function). */
export type PriceOracles =
  | Readonly<Record<string, PriceOracle | undefined>>
  | ((caipNetworkId: string) => PriceOracle | undefined)

/** Where the HTTP client's IP address comes from, for the per-IP rate limit. */
export type ClientIpResolver = (request: {
  header(name: string): string | undefined
  env: unknown
}) => string | undefined

export interface CreateBlockchainRoutesParameters {
  db: Database
  chains: readonly BlockchainChainConfig[]
  /** The name registry's suffix ('.reown.id') and suggestion zone ('reown.id'). */
  names?: { suffix: string; zone: string } | undefined
  prices?: PriceOracles | undefined
  /**
   * The server's public base URL: on-ramp sandbox links and token logos use it. The request's origin
   * when absent (set it when a proxy sits in front).
   */
  publicUrl?: string | undefined
  onramp?:
    | {
        /** The funded account the sandbox pays purchases from (Hardhat account #8 in development). */
        funderPrivateKey?: `0x${string}` | undefined
      }
    | undefined
  /**
   * Name registrations allowed per address and per IP in one window; 5 a minute by default. Counted
   * only once the signature proves the address.
   */
  nameRateLimit?: { limit: number; windowSeconds: number } | undefined
  /**
   * Registration attempts (signed or not) allowed per IP in one window, counted before the signature
   * is checked so that checking signatures cannot be made to cost without bound; 30 a minute by default.
   */
  nameAttemptRateLimit?: { limit: number; windowSeconds: number } | undefined
  /** Sign-in nonces allowed per client IP and project in one window; 60 a minute by default. */
  siwxNonceRateLimit?: { limit: number; windowSeconds: number } | undefined
  /** On-ramp checkouts (POST /v1/generators/onrampurl) allowed per client IP in one window; 30 in 10 minutes by default. */
  onrampUrlRateLimit?: { limit: number; windowSeconds: number } | undefined
  /**
   * The client IP for the per-IP rate limits. By default the socket's remote address (Node server),
   * right when no proxy sits in front; the server passes `createClientAddress(config.trustProxy)`.
   */
  clientIp?: ClientIpResolver | undefined
  /** Clock in unix milliseconds (tests); `Date.now` by default. */
  now?: (() => number) | undefined
  /** Where unexpected failures are logged; the console by default. */
  logger?: Logger | undefined
}
