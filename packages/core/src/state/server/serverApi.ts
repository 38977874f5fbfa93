import type { BlockchainClient } from '../../api/blockchain/createBlockchainClient.js'
import type { Foyer } from '../../types/foyer.js'
import type { Network } from '../../types/network.js'
import { loadOnce } from '../services.js'

/**
 * The blockchain API client of `foyer` (one per instance, loaded on first use), or undefined when the
 * instance has no `apiUrl`.
 */
export function getBlockchainClient(foyer: Foyer): Promise<BlockchainClient> | undefined {
  const { apiUrl } = foyer.options
  if (!apiUrl) return undefined
  return loadOnce(foyer, 'blockchain', () =>
    import('./blockchainClient.js').then(({ createInstanceBlockchainClient }) =>
      createInstanceBlockchainClient(foyer, apiUrl),
    ),
  )
}

/**
 * The native balance of `address` on `network` from the Foyer server's balance endpoint (read from
 * the chain now: `forceUpdate`), or undefined when the instance has no server or the server does not
 * serve the network. The server leaves zero balances out, so no native entry means 0.
 * Throws when the server fails (the caller falls back to the wallet's RPC).
 */
export async function fetchServerNativeBalance(
  foyer: Foyer,
  { address, network }: { address: string; network: Network },
): Promise<{ balance: string; symbol: string } | undefined> {
  const pending = getBlockchainClient(foyer)
  if (!pending) return undefined
  const client = await pending
  const { http } = await client.fetchSupportedChains()
  if (!http.includes(network.caipNetworkId)) return undefined
  const { balances } = await client.fetchBalance({
    address,
    chainId: network.caipNetworkId,
    forceUpdate: true,
  })
  const native = balances.find(
    (entry) => entry.address === undefined && entry.chainId === network.caipNetworkId,
  )
  return native
    ? { balance: native.quantity.numeric, symbol: native.symbol }
    : { balance: '0', symbol: network.nativeCurrency.symbol }
}
