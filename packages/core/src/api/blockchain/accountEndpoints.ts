import { balancesSchema, identitySchema, transactionsSchema } from '@foyer/protocol'
import { withoutNativePlaceholder } from '../../kernel/utils/nativeTokenAddress.js'
import type { BlockchainRequest } from './createBlockchainRequest.js'
import type { BlockchainClient, Out } from './types.js'

type AccountEndpoints = Pick<BlockchainClient, 'fetchIdentity' | 'fetchTransactions' | 'fetchBalance'>

const segment = encodeURIComponent

/**
 * The account's endpoints: identity, history and balances. Identity and balances are served from the
 * cache when it holds them, after the supported-network check, which a cached answer does not skip.
 */
export function accountEndpoints({ http, cache, get, assertSupported }: BlockchainRequest): AccountEndpoints {
  const identityRequests = new Map<string, Out<typeof identitySchema>>()
  return {
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
  }
}
