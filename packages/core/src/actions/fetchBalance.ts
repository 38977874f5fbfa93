import { logLater } from '../kernel/messages/logLater.js'
import { getChainEntry, setAccountState } from '../state/chains/chainState.js'
import { isRequestedNetwork } from '../state/chains/networks.js'
import { fetchServerNativeBalance } from '../state/server/serverApi.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace, Network } from '../types/network.js'

export interface FetchBalanceParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** The fetched balance, or undefined when there is nothing to fetch or the fetch failed. */
export type FetchBalanceReturnType = { balance: string; symbol: string } | undefined

/** fetchBalance never throws: a failure leaves the balance unknown (undefined). */
export type FetchBalanceErrorType = never

/**
 * Fetches the native balance of the connected account of a namespace and stores it
 * in `balance` / `balanceSymbol`, with `balanceLoading` set meanwhile. With `apiUrl` the Foyer server's
 * balance endpoint answers for the networks it serves; otherwise, and when the server fails, the
 * adapter reads it over the network's RPC. When the fetch fails (an RPC that
 * cannot be reached, say), the network is a placeholder or the family has no balance (an adapter without
 * `getBalance`: Bitcoin, Polkadot), the balance becomes undefined so that the UI
 * shows an unknown state, never a wrong number; the failure is logged once per network.
 * A result that arrives after the account or network changed is dropped.
 *
 * @example
 * const result = await fetchBalance(foyer)
 * // { balance: '10000', symbol: 'ETH' }; foyer.stores.chains has it too
 */
export async function fetchBalance(
  foyer: Foyer,
  { namespace }: FetchBalanceParameters = {},
): Promise<FetchBalanceReturnType> {
  const entry = getChainEntry(foyer, namespace)
  if (!entry) return undefined
  const ns = entry.namespace
  const { address } = entry.accountState
  const network = entry.networkState.caipNetwork
  const services = foyer.services
  const adapter = services.adapters.get(ns)
  if (!address || !network || !adapter) return undefined
  // A family without balances (no getBalance), or a network the host did not request: nothing to read.
  if (!adapter.getBalance || !isRequestedNetwork(foyer, network)) {
    setAccountState(foyer, ns, { balance: undefined, balanceSymbol: undefined, balanceLoading: false })
    return undefined
  }

  const isCurrent = (): boolean => {
    const current = getChainEntry(foyer, ns)
    return (
      current?.accountState.address === address &&
      current.networkState.caipNetwork?.caipNetworkId === network.caipNetworkId
    )
  }

  const getBalance = adapter.getBalance.bind(adapter)
  setAccountState(foyer, ns, { balanceLoading: true })
  try {
    const served = foyer.options.apiUrl ? await fromServer(foyer, address, network) : undefined
    const result = served ?? (await getBalance({ address, network }))
    if (isCurrent())
      setAccountState(foyer, ns, {
        balance: result.balance,
        balanceSymbol: result.symbol,
        balanceLoading: false,
      })
    return result
  } catch (error) {
    if (isCurrent()) setAccountState(foyer, ns, { balance: undefined, balanceLoading: false })
    if (!services.warnedBalance.has(network.caipNetworkId)) {
      services.warnedBalance.add(network.caipNetworkId)
      void logLater('warn', 'warn.balanceUnavailable', { network: network.name }, error)
    }
    return undefined
  }
}

/** The server's answer, or undefined (no server, network not served, server failure: logged once). */
async function fromServer(
  foyer: Foyer,
  address: string,
  network: Network,
): Promise<{ balance: string; symbol: string } | undefined> {
  try {
    return await fetchServerNativeBalance(foyer, { address, network })
  } catch (error) {
    const warned = foyer.services.warnedBalance
    const key = `server:${network.caipNetworkId}`
    if (!warned.has(key)) {
      warned.add(key)
      void logLater('warn', 'warn.serverBalanceUnavailable', { network: network.name }, error)
    }
    return undefined
  }
}
