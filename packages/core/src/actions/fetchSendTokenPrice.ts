import { TokenPriceError } from '../kernel/errors/account.js'
import { NATIVE_TOKEN_ADDRESSES } from '../kernel/utils/nativeTokenAddress.js'
import { getConnectedAccount } from '../state/chains/connectedAccount.js'
import type { SendToken } from '../state/send/sendStore.js'
import { getBlockchainClient } from '../state/server/serverApi.js'
import type { Foyer } from '../types/foyer.js'

/** The token's price, or undefined when the server knows none (it leaves unpriced tokens out). */
export type FetchSendTokenPriceReturnType = number | undefined

/** fetchSendTokenPrice never throws: a failure shows 'Failed to fetch network token price'. */
export type FetchSendTokenPriceErrorType = never

/**
 * The USD price of Send's selected token when its balance came without one (the native balance read
 * from the network, say), from the Foyer server's `POST /v1/fungible/price` (the native token by its
 * namespace's placeholder address): Send's fiat value of the amount follows it. Asked only
 * when the server serves the active network. A failure shows the 'Failed to fetch network token price'
 * toast (spec section 8) and leaves the value unknown; an answer for a token or network the form no
 * longer has is dropped.
 *
 * @example
 * await fetchSendTokenPrice(foyer) // 2450.12
 */
export async function fetchSendTokenPrice(foyer: Foyer): Promise<FetchSendTokenPriceReturnType> {
  const store = foyer.stores.send
  const account = getConnectedAccount(foyer)
  const token = store.getState().token
  const pending = getBlockchainClient(foyer)
  if (!account || !token || token.price !== undefined || !pending) return undefined
  const { network } = account
  const address = token.address ?? NATIVE_TOKEN_ADDRESSES[network.chainNamespace]
  if (!address) return undefined
  let price: number | undefined
  try {
    const client = await pending
    if (!(await client.fetchSupportedChains()).http.includes(network.caipNetworkId)) return undefined
    const { fungibles } = await client.fetchTokenPrice({ addresses: [`${network.caipNetworkId}:${address}`] })
    price = fungibles[0]?.price
  } catch (cause) {
    const error = new TokenPriceError({ cause })
    console.warn(`Foyer: ${error.shortMessage}`, cause)
    foyer.showToast({ type: 'error', message: error.shortMessage })
    return undefined
  }
  const same = (item: SendToken | undefined) =>
    item?.address === token.address && item?.symbol === token.symbol
  const now = store.getState()
  if (
    price === undefined ||
    !same(now.token) ||
    getConnectedAccount(foyer)?.network.caipNetworkId !== network.caipNetworkId
  )
    return undefined
  store.setState({
    token: { ...token, price },
    tokens: now.tokens.map((item) => (same(item) ? { ...item, price } : item)),
  })
  return price
}
