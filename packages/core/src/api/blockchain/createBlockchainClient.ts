import {
  acknowledgementSchema,
  allowanceSchema,
  approveCalldataSchema,
  type Balances,
  balancesSchema,
  gasPriceSchema,
  identitySchema,
  nameRecordSchema,
  nameRecordsSchema,
  nameSuggestionsSchema,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
  smartSessionsSchema,
  supportedChainsSchema,
  swapCalldataSchema,
  swapQuoteSchema,
  swapTokensSchema,
  tokenPriceSchema,
  transactionsSchema,
} from '@foyer/protocol'
import type { FoyerCache } from '../../kernel/cache/createCache.js'
import { withoutNativePlaceholder } from '../../kernel/utils/nativeTokenAddress.js'
import { ServerChainNotSupportedError } from '../errors.js'
import type {
  HttpClient,
  JsonBodyRequestArguments,
  ResponseSchema,
  SchemaOutput,
} from '../http/createHttpClient.js'

type Out<S extends ResponseSchema> = Promise<SchemaOutput<S>>

/** Suggestion zone of names (spec section 9). */
export const defaultNameZone = 'reown.id'

export interface CreateBlockchainClientParameters {
  /** CAIP network id of the active network, e.g. 'eip155:1' (undefined when there is none). */
  getActiveNetwork: () => string | undefined
  /** When given, identity (5 min), reverse names (5 min) and balances (30 s) are served from it. */
  cache?: FoyerCache
}

export interface DestinationWallet {
  address: string
  blockchains: string[]
  assets?: string[]
}

/** One method per v1 path of spec section 7. All but `fetchSupportedChains` check the active network. */
export interface BlockchainClient {
  /** GET /v1/supported-chains, fetched once and kept (a failure is not kept). */
  fetchSupportedChains(): Out<typeof supportedChainsSchema>
  /** Whether the active network is served by the blockchain API. */
  isActiveNetworkSupported(): Promise<boolean>
  /** GET /v1/identity/{address}: name and avatar. */
  fetchIdentity(p: { address: string; sender?: string }): Out<typeof identitySchema>
  /** GET /v1/account/{address}/history: one page; pass `next` back as `cursor`. */
  fetchTransactions(p: {
    account: string
    cursor?: string
    /** On-ramp provider filter: only purchases through it (e.g. 'coinbase'). */
    onramp?: string
    chainId?: string
    signal?: AbortSignal
  }): Out<typeof transactionsSchema>
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
  /** GET /v1/convert/quotes. */
  fetchSwapQuote(p: {
    amount: string
    userAddress: string
    from: string
    to: string
    gasPrice: string
    chainId?: string
  }): Out<typeof swapQuoteSchema>
  /** GET /v1/convert/tokens. */
  fetchSwapTokens(p: { chainId: string }): Out<typeof swapTokensSchema>
  /** POST /v1/fungible/price. */
  fetchTokenPrice(p: { addresses: string[]; currency?: string }): Out<typeof tokenPriceSchema>
  /** GET /v1/convert/allowance. */
  fetchSwapAllowance(p: { tokenAddress: string; userAddress: string }): Out<typeof allowanceSchema>
  /** GET /v1/convert/gas-price. */
  fetchGasPrice(p: { chainId: string }): Out<typeof gasPriceSchema>
  /** POST /v1/convert/build-transaction. */
  generateSwapCalldata(p: {
    amount: string
    from: string
    to: string
    userAddress: string
    eip155: { slippage: string; permit?: string }
    disableEstimate?: boolean
  }): Out<typeof swapCalldataSchema>
  /** GET /v1/convert/build-approve. */
  generateApproveCalldata(p: {
    userAddress: string
    from: string
    to: string
    amount?: string
  }): Out<typeof approveCalldataSchema>
  /** GET /v1/profile/account/{name} (apiVersion 2). */
  lookupName(name: string): Out<typeof nameRecordSchema>
  /** GET /v1/profile/reverse/{address} (apiVersion 2): the names of an address. */
  reverseLookupName(p: { address: string; sender?: string }): Out<typeof nameRecordsSchema>
  /** GET /v1/profile/suggestions/{name}. */
  getNameSuggestions(p: { name: string; zone?: string }): Out<typeof nameSuggestionsSchema>
  /** POST /v1/profile/account: registers a name with a signed message; drops the address's cached identity and names. */
  registerName(p: {
    coinType: number
    address: string
    message: string
    signature: string
  }): Out<typeof nameRecordSchema>
  /** POST /v1/generators/onrampurl. */
  generateOnRampUrl(p: {
    destinationWallets: DestinationWallet[]
    defaultNetwork?: string
    partnerUserId?: string
    defaultExperience?: 'buy' | 'send'
    presetCryptoAmount?: number
    presetFiatAmount?: number
    /** 'USD' (the server's default). */
    paymentCurrency?: string
    /** Provider id of the options' `providers` (server default when absent). */
    provider?: string
    /** 'card' or 'ach_bank_account' (server default when absent). */
    paymentMethod?: string
  }): Out<typeof onrampUrlSchema>
  /** GET /v1/onramp/options (the on-ramp flow falls back to sample data when this fails). */
  getOnrampOptions(): Out<typeof onrampOptionsSchema>
  /** POST /v1/onramp/quote (the on-ramp flow falls back to a mocked quote when this fails). */
  getOnrampQuote(p: {
    purchaseCurrency: string
    paymentCurrency: string
    amount: string
    network: string
    /** Provider id of the options' `providers` (server default when absent). */
    provider?: string
    /** 'card' or 'ach_bank_account' (server default when absent). */
    paymentMethod?: string
  }): Out<typeof onrampQuoteSchema>
  /** GET /v1/sessions/{address}: smart sessions. */
  getSmartSessions(address: string): Out<typeof smartSessionsSchema>
  /** POST /v1/sessions/{address}/revoke. */
  revokeSmartSession(p: {
    address: string
    pci: string
    signature: string
  }): Out<typeof acknowledgementSchema>
}

export type CreateBlockchainClientReturnType = BlockchainClient

const segment = encodeURIComponent

/**
 * The blockchain API client (spec section 7, v1 paths): identity, history, balances, swaps, prices,
 * names, on-ramp and smart sessions. Every call except supported-chains first checks that the active
 * network is in the server's supported list (fetched once) and throws `ServerChainNotSupportedError`
 * ('Chain is not supported') otherwise. Answers are parsed with the zod schemas of `./schemas.ts`.
 *
 * @example
 * const blockchain = createBlockchainClient(http, {
 *   getActiveNetwork: () => getNetwork(foyer)?.caipNetwork?.caipNetworkId,
 *   cache: createCache(localStorage),
 * })
 * const { balances } = await blockchain.fetchBalance({ address, chainId: 'eip155:1' })
 */
export function createBlockchainClient(
  http: HttpClient,
  { getActiveNetwork, cache }: CreateBlockchainClientParameters,
): CreateBlockchainClientReturnType {
  let supportedChains: ReturnType<BlockchainClient['fetchSupportedChains']> | undefined

  const fetchSupportedChains: BlockchainClient['fetchSupportedChains'] = () => {
    if (!supportedChains) {
      supportedChains = http.get({ path: '/v1/supported-chains', schema: supportedChainsSchema })
      supportedChains.catch(() => {
        supportedChains = undefined
      })
    }
    return supportedChains
  }

  const isActiveNetworkSupported = async (): Promise<boolean> => {
    const caipNetworkId = getActiveNetwork()
    if (!caipNetworkId) return false
    return (await fetchSupportedChains()).http.includes(caipNetworkId)
  }

  const identityRequests = new Map<string, Out<typeof identitySchema>>()
  const assertSupported = async (): Promise<void> => {
    if (!(await isActiveNetworkSupported()))
      throw new ServerChainNotSupportedError({ caipNetworkId: getActiveNetwork() })
  }

  const get = async <S extends ResponseSchema>(args: JsonBodyRequestArguments<S> & { schema: S }) => {
    await assertSupported()
    return http.get(args)
  }
  const post = async <S extends ResponseSchema>(args: JsonBodyRequestArguments<S> & { schema: S }) => {
    await assertSupported()
    return http.post(args)
  }

  return {
    fetchSupportedChains,
    isActiveNetworkSupported,
    async fetchIdentity({ address, sender }) {
      await assertSupported()
      const cached = cache?.identity.get(address)
      if (cached) return cached
      // Callers that ask at once (core on connect, a view) share one request.
      const key = `${address}:${sender ?? ''}`
      let pending = identityRequests.get(key)
      if (!pending) {
        pending = http
          .get({ path: `/v1/identity/${segment(address)}`, params: { sender }, schema: identitySchema })
          .then((identity) => {
            cache?.identity.set(address, identity)
            return identity
          })
          .finally(() => identityRequests.delete(key))
        identityRequests.set(key, pending)
      }
      return pending
    },
    fetchTransactions: ({ account, cursor, onramp, chainId, signal }) =>
      get({
        path: `/v1/account/${segment(account)}/history`,
        params: { cursor, onramp, chainId },
        signal,
        schema: transactionsSchema,
      }),
    async fetchBalance({ address, chainId, forceUpdate, currency = 'usd', signal }) {
      await assertSupported()
      const caipAddress = `${chainId}:${address}`
      const cached = forceUpdate ? undefined : cache?.portfolio.get(caipAddress)
      if (cached) return { balances: cached.map(withoutNativePlaceholder) }
      const answer = await http.get({
        path: `/v1/account/${segment(address)}/balance`,
        params: { currency, chainId, forceUpdate: forceUpdate || undefined },
        signal,
        schema: balancesSchema,
      })
      // The native token has no address from here on, however the server spells it (Solana's So111…111).
      const balances = answer.balances.map(withoutNativePlaceholder)
      cache?.portfolio.set(caipAddress, balances)
      return { ...answer, balances }
    },
    fetchSwapQuote: ({ amount, userAddress, from, to, gasPrice, chainId }) =>
      get({
        path: '/v1/convert/quotes',
        params: { amount, userAddress, from, to, gasPrice, chainId },
        schema: swapQuoteSchema,
      }),
    fetchSwapTokens: ({ chainId }) =>
      get({ path: '/v1/convert/tokens', params: { chainId }, schema: swapTokensSchema }),
    fetchTokenPrice: ({ addresses, currency = 'usd' }) =>
      post({
        path: '/v1/fungible/price',
        body: { currency, addresses, projectId: http.projectId },
        schema: tokenPriceSchema,
      }),
    fetchSwapAllowance: ({ tokenAddress, userAddress }) =>
      get({ path: '/v1/convert/allowance', params: { tokenAddress, userAddress }, schema: allowanceSchema }),
    fetchGasPrice: ({ chainId }) =>
      get({ path: '/v1/convert/gas-price', params: { chainId }, schema: gasPriceSchema }),
    generateSwapCalldata: ({ amount, from, to, userAddress, eip155, disableEstimate }) =>
      post({
        path: '/v1/convert/build-transaction',
        body: { amount, eip155, projectId: http.projectId, from, to, userAddress, disableEstimate },
        schema: swapCalldataSchema,
      }),
    generateApproveCalldata: ({ userAddress, from, to, amount }) =>
      get({
        path: '/v1/convert/build-approve',
        params: { userAddress, from, to, amount },
        schema: approveCalldataSchema,
      }),
    lookupName: (name) =>
      get({
        path: `/v1/profile/account/${segment(name)}`,
        params: { apiVersion: 2 },
        schema: nameRecordSchema,
      }),
    async reverseLookupName({ address, sender }) {
      await assertSupported()
      const cached = cache?.name.get(address)
      if (cached) return cached
      const names = await http.get({
        path: `/v1/profile/reverse/${segment(address)}`,
        params: { sender, apiVersion: 2 },
        schema: nameRecordsSchema,
      })
      cache?.name.set(address, names)
      return names
    },
    getNameSuggestions: ({ name, zone = defaultNameZone }) =>
      get({
        path: `/v1/profile/suggestions/${segment(name)}`,
        params: { zone },
        schema: nameSuggestionsSchema,
      }),
    async registerName({ coinType, address, message, signature }) {
      const record = await post({
        path: '/v1/profile/account',
        body: { coin_type: coinType, address, message, signature },
        schema: nameRecordSchema,
      })
      // The address's identity and names changed: a reload must not show the cached ones without it.
      cache?.identity.remove(address)
      cache?.name.remove(address)
      return record
    },
    generateOnRampUrl: ({ defaultExperience = 'buy', ...rest }) =>
      post({
        path: '/v1/generators/onrampurl',
        body: { ...rest, defaultExperience },
        schema: onrampUrlSchema,
      }),
    getOnrampOptions: () => get({ path: '/v1/onramp/options', schema: onrampOptionsSchema }),
    getOnrampQuote: (body) => post({ path: '/v1/onramp/quote', body, schema: onrampQuoteSchema }),
    getSmartSessions: (address) =>
      get({ path: `/v1/sessions/${segment(address)}`, schema: smartSessionsSchema }),
    revokeSmartSession: ({ address, pci, signature }) =>
      post({
        path: `/v1/sessions/${segment(address)}/revoke`,
        body: { pci, signature },
        schema: acknowledgementSchema,
      }),
  }
}
