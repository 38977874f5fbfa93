// The blockchain client's face (spec section 7, v1 paths), apart from its factory so that the endpoint
// groups (accountEndpoints.ts, convertEndpoints.ts...) can name the methods they implement.
import type {
  acknowledgementSchema,
  Balances,
  historyQuerySchema,
  identitySchema,
  nameRecordSchema,
  nameRecordsSchema,
  nameSuggestionsSchema,
  onrampOptionsSchema,
  onrampQuoteRequestSchema,
  onrampQuoteSchema,
  onrampUrlRequestSchema,
  onrampUrlSchema,
  registerNameRequestSchema,
  revokeSessionRequestSchema,
  smartSessionsSchema,
  supportedChainsSchema,
  swapChainQuerySchema,
  swapTokensSchema,
  tokenPriceSchema,
  transactionsSchema,
} from '@foyer/protocol'
import type * as z from 'zod/mini'
import type { FoyerCache } from '../../kernel/cache/createCache.js'
import type { SwapApi } from '../../types/swap.js'
import type { ResponseSchema, SchemaOutput } from '../http/createHttpClient.js'

/** What an endpoint resolves with: its schema's output. */
export type Out<S extends ResponseSchema> = Promise<SchemaOutput<S>>

export interface CreateBlockchainClientParameters {
  /** CAIP network id of the active network, e.g. 'eip155:1' (undefined when there is none). */
  getActiveNetwork: () => string | undefined
  /** When given, identity (5 min), reverse names (5 min) and balances (30 s) are served from it. */
  cache?: FoyerCache
}

/** A request body or query as the client may send it: its @foyer/protocol schema's input. */
type In<S extends z.core.$ZodType> = z.input<S>

/**
 * The on-ramp's payment method, as the options answer names it (a string id: 'card',
 * 'ach_bank_account'); the server checks it against its list. Absent: the server's default.
 */
type WithOfferedMethod<T> = Omit<T, 'paymentMethod'> & { paymentMethod?: string }

/** Where an on-ramp purchase is delivered: an address, and the networks and assets it takes there. */
export type DestinationWallet = In<typeof onrampUrlRequestSchema>['destinationWallets'][number]

/**
 * One method per v1 path of spec section 7 (the swap endpoints are `SwapApi`'s). All but
 * `fetchSupportedChains` check the active network.
 */
export interface BlockchainClient extends SwapApi {
  /** GET /v1/supported-chains, fetched once and kept (a failure is not kept). */
  fetchSupportedChains(): Out<typeof supportedChainsSchema>
  /** Whether the active network is served by the blockchain API. */
  isActiveNetworkSupported(): Promise<boolean>
  /** GET /v1/identity/{address}: name and avatar. */
  fetchIdentity(p: { address: string; sender?: string }): Out<typeof identitySchema>
  /**
   * GET /v1/account/{address}/history: one page; pass `next` back as `cursor`. `onramp` filters the
   * purchases through an on-ramp provider (e.g. 'coinbase').
   */
  fetchTransactions(
    p: In<typeof historyQuerySchema> & {
      account: string
      signal?: AbortSignal
    },
  ): Out<typeof transactionsSchema>
  /**
   * GET /v1/account/{address}/balance; `forceUpdate` bypasses the server's and the local cache. The
   * native token's entry has no `address` (a namespace's placeholder, such as Solana's So111…111, is
   * taken away: `NATIVE_TOKEN_ADDRESSES`).
   */
  fetchBalance(p: {
    address: string
    /** CAIP network id. */
    chainId: string
    forceUpdate?: boolean
    currency?: string
    signal?: AbortSignal
  }): Promise<Balances>
  /** GET /v1/convert/tokens. */
  fetchSwapTokens(p: In<typeof swapChainQuerySchema>): Out<typeof swapTokensSchema>
  /** POST /v1/fungible/price. */
  fetchTokenPrice(p: { addresses: string[]; currency?: string }): Out<typeof tokenPriceSchema>
  /** GET /v1/profile/account/{name} (apiVersion 2). */
  lookupName(name: string): Out<typeof nameRecordSchema>
  /** GET /v1/profile/reverse/{address} (apiVersion 2): the names of an address. */
  reverseLookupName(p: { address: string; sender?: string }): Out<typeof nameRecordsSchema>
  /** GET /v1/profile/suggestions/{name}. */
  getNameSuggestions(p: { name: string; zone?: string }): Out<typeof nameSuggestionsSchema>
  /** POST /v1/profile/account: registers a name with a signed message; drops the address's cached identity and names. */
  registerName(
    p: Omit<In<typeof registerNameRequestSchema>, 'coin_type'> & { coinType: number },
  ): Out<typeof nameRecordSchema>
  /**
   * POST /v1/generators/onrampurl. `paymentCurrency` defaults to 'USD'; `provider` is an id of the
   * options' `providers` (server default when absent).
   */
  generateOnRampUrl(p: WithOfferedMethod<In<typeof onrampUrlRequestSchema>>): Out<typeof onrampUrlSchema>
  /** GET /v1/onramp/options (the on-ramp flow falls back to sample data when this fails). */
  getOnrampOptions(): Out<typeof onrampOptionsSchema>
  /**
   * POST /v1/onramp/quote (the on-ramp flow falls back to a mocked quote when this fails). `provider` is
   * an id of the options' `providers` (server default when absent).
   */
  getOnrampQuote(p: WithOfferedMethod<In<typeof onrampQuoteRequestSchema>>): Out<typeof onrampQuoteSchema>
  /** GET /v1/sessions/{address}: smart sessions. */
  getSmartSessions(address: string): Out<typeof smartSessionsSchema>
  /** POST /v1/sessions/{address}/revoke. */
  revokeSmartSession(
    p: In<typeof revokeSessionRequestSchema> & { address: string },
  ): Out<typeof acknowledgementSchema>
}
