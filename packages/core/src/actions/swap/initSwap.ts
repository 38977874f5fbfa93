import type { Balance } from '@foyer/protocol'
import { HttpError, ServerChainNotSupportedError } from '../../api/errors.js'
import { SwapError } from '../../kernel/errors/swap.js'
import { isNativeTokenAddress } from '../../kernel/utils/nativeTokenAddress.js'
import { getBlockchainClient } from '../../state/server/serverApi.js'
import { getSwapAccount, getSwapStore, initialSwapState, swapAccountKey } from '../../state/swap/swapStore.js'
import type { Foyer } from '../../types/foyer.js'
import type { SwapTokenOption } from '../../types/swap.js'
import { scheduleSwapQuote } from './quoteSwap.js'

/**
 * Loads the swap of the active network (spec section 4): the server's tokens with the account's
 * balances and prices (the account's tokens first), the native token as the source with amount 1, and
 * a quote once a target is chosen. 'unsupported' when the server has no swap here, or the active
 * chain's adapter cannot swap ('Network not supported for Swaps').
 *
 * @example
 * await initSwap(foyer)
 * getSwapStore(foyer).getState().tokens // [{ symbol: 'ETH', balance: '10000', … }, { symbol: 'fUSD', … }, …]
 */
export async function initSwap(foyer: Foyer): Promise<void> {
  const store = getSwapStore(foyer)
  const account = getSwapAccount(foyer)
  const key = swapAccountKey(foyer)
  if (store.getState().key === key && store.getState().status === 'ready') return refreshSwapBalances(foyer)
  const pending = getBlockchainClient(foyer)
  if (!account || !pending) {
    store.setState({ ...initialSwapState, status: 'unsupported', key })
    return
  }
  store.setState({ ...initialSwapState, status: 'loading', key })
  try {
    const client = await pending
    const { caipNetworkId } = account.network
    // The balances are read beside the token list, and the form shows once both are in: a form shown
    // with unread balances said 'Insufficient balance' for the default amount until they arrived, and
    // the line's going moved the receive side's button from under a press (clean-clone run on 46cabe8).
    const [{ tokens }, balances] = await Promise.all([
      client.fetchSwapTokens({ chainId: caipNetworkId }),
      readBalances(foyer),
    ])
    const options = tokens.map((token) => ({
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoUri: token.logoUri || undefined,
      balance: '0',
      price: undefined,
      native: isNativeTokenAddress(caipNetworkId, token.address),
    }))
    if (swapAccountKey(foyer) !== key) return
    const native = options.find((token) => token.native)
    store.setState({
      status: 'ready',
      tokens: balances ? withBalances(options, balances) : options,
      from: native?.address,
      amount: '1',
    })
    scheduleSwapQuote(foyer)
  } catch (cause) {
    if (swapAccountKey(foyer) !== key) return
    // 400 'Network not supported for Swaps', or a network the server does not serve at all.
    const unsupported =
      (cause instanceof HttpError && cause.status === 400) || cause instanceof ServerChainNotSupportedError
    store.setState({ status: unsupported ? 'unsupported' : 'failed' })
    if (!unsupported) foyer.showToast({ type: 'error', message: new SwapError('init', cause).shortMessage })
  }
}

/**
 * The account's balances on the swap's network, fresh (forceUpdate), or undefined when they could not be
 * read: the tokens then keep what they had, and the form says 'Insufficient balance' only from what it knows.
 */
async function readBalances(foyer: Foyer): Promise<Balance[] | undefined> {
  const account = getSwapAccount(foyer)
  const pending = getBlockchainClient(foyer)
  if (!account || !pending) return undefined
  try {
    const { balances } = await (await pending).fetchBalance({
      address: account.address,
      chainId: account.network.caipNetworkId,
      forceUpdate: true,
    })
    return balances
  } catch (error) {
    console.warn('Foyer: the swap could not read the balances', error)
    return undefined
  }
}

/** The swap's tokens with the account's balances and prices, the held ones first. */
function withBalances(tokens: SwapTokenOption[], balances: Balance[]): SwapTokenOption[] {
  const held = (token: SwapTokenOption) =>
    balances.find((balance) =>
      token.native
        ? balance.address === undefined
        : balance.address !== undefined &&
          token.address.toLowerCase().endsWith(balance.address.toLowerCase()),
    )
  return tokens
    .map((token) => {
      const balance = held(token)
      return { ...token, balance: balance?.quantity.numeric ?? '0', price: balance?.price ?? token.price }
    })
    .sort((a, b) => Number(b.balance !== '0') - Number(a.balance !== '0'))
}

/** Reads the account's balances and prices into the swap's tokens (the held ones first), then quotes. */
export async function refreshSwapBalances(foyer: Foyer): Promise<void> {
  const store = getSwapStore(foyer)
  if (!getSwapAccount(foyer) || !getBlockchainClient(foyer)) return
  const balances = await readBalances(foyer)
  if (balances) store.setState({ tokens: withBalances(store.getState().tokens, balances) })
  scheduleSwapQuote(foyer)
}
