import { HttpError } from '../api/errors.js'
import { NameResolutionError } from '../kernel/errors/names.js'
import { activeLocale } from '../kernel/messages/catalog.js'
import type { MessageKey } from '../kernel/messages/en.js'
import { t } from '../kernel/messages/t.js'
import { formatAmount, normalizeTypedAmount, parseAmount } from '../kernel/utils/units.js'
import { getConnectedAccount } from '../state/chains/connectedAccount.js'
import { initialSendState, type SendState, type SendToken } from '../state/send/sendStore.js'
import { getBlockchainClient } from '../state/server/serverApi.js'
import type { ReceiverReading } from '../types/adapter.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace } from '../types/network.js'
import { fetchSendTokenPrice } from './fetchSendTokenPrice.js'
import { simulateSend } from './simulateSend.js'
import { transferOf } from './transferOf.js'

const active = (foyer: Foyer) => getConnectedAccount(foyer)

/** The inline errors of the form, from the catalog (undefined: no error). */
export interface SendFormErrors {
  amount: string | undefined
  receiver: string | undefined
}

/** The receiver error in the active adapter's words (a Solana address has no 0x), else the generic one. */
function invalidReceiver(state: SendState): string {
  const key = state.receiverInvalidMessage
  const text = key === undefined ? undefined : t(key as MessageKey)
  return text !== undefined && text !== key ? text : t('send.invalidAddress')
}

/**
 * What is wrong with the form as typed: an amount that is not a number, zero, or more than the balance
 * ('Insufficient balance', before anything is sent); a name whose lookup failed ('Error resolving
 * name'); a receiver that is neither an address of the active chain nor a name that resolved (worded by the adapter that read it: `receiverInvalidMessage`),
 * or an address with a typo (its checksum fails).
 *
 * @param _namespace No longer read (the state carries the adapter's wording); kept for callers that pass it.
 */
export function getSendFormErrors(state: SendState, _namespace?: ChainNamespace): SendFormErrors {
  let amount: string | undefined
  if (state.amount.trim() !== '' && state.token) {
    const units = parseAmount(state.amount, state.token.decimals)
    const balance = parseAmount(state.token.balance, state.token.decimals) ?? 0n
    if (units === undefined) amount = t('send.invalidAmount')
    else if (units === 0n) amount = t('send.zeroAmount')
    else if (units > balance) amount = t('send.insufficientBalance')
  }
  let receiver: string | undefined
  const typed = state.receiver.trim()
  if (typed !== '' && !state.receiverResolving) {
    if (state.receiverLookupFailed) receiver = t('error.name.resolve')
    else if (state.receiverUnknown) receiver = t('send.nameNotFound')
    else if (state.receiverTypo) receiver = t('send.badChecksum')
    else if (!state.receiverAddress) receiver = invalidReceiver(state)
  }
  return { amount, receiver }
}

/** True when the form can go to the preview. */
export function canPreviewSend(state: SendState): boolean {
  const errors = getSendFormErrors(state)
  return Boolean(
    state.token &&
      state.amount.trim() &&
      state.receiverAddress &&
      !errors.amount &&
      !errors.receiver &&
      !state.sending,
  )
}

/**
 * Loads the tokens the connected account can send on the active network: the server's balances
 * (cached 30 s) when there is a server that serves the network, otherwise the native balance alone.
 * Selects the native token when nothing is selected; a token without a price gets it from the server
 * (`fetchSendTokenPrice`) for the amount's fiat value.
 */
export async function loadSendTokens(foyer: Foyer): Promise<void> {
  const store = foyer.stores.send
  const account = active(foyer)
  if (!account) return
  store.setState({ tokensLoading: true })
  const { network, address } = account
  let tokens: SendToken[] = []
  try {
    const client = await getBlockchainClient(foyer)
    if (client && (await client.fetchSupportedChains()).http.includes(network.caipNetworkId)) {
      const { balances } = await client.fetchBalance({ address, chainId: network.caipNetworkId })
      tokens = balances
        .filter((entry) => entry.quantity.decimals !== '0' && Number(entry.quantity.numeric) > 0)
        .map((entry) => ({
          name: entry.name,
          symbol: entry.symbol,
          decimals: Number(entry.quantity.decimals),
          address: entry.address,
          balance: entry.quantity.numeric,
          price: entry.price,
          iconUrl: entry.iconUrl,
        }))
    }
  } catch {
    tokens = []
  }
  if (tokens.length === 0) {
    const { balance } = account.entry.accountState
    if (balance !== undefined)
      tokens = [
        {
          ...network.nativeCurrency,
          address: undefined,
          balance,
          price: undefined,
          iconUrl: undefined,
        },
      ]
  }
  const current = store.getState().token
  const token =
    tokens.find((item) => item.address === current?.address && item.symbol === current?.symbol) ??
    tokens.find((item) => item.address === undefined) ??
    tokens[0]
  store.setState({ tokens, token, tokensLoading: false })
  void estimateSendFee(foyer)
  void fetchSendTokenPrice(foyer)
}

export function setSendToken(foyer: Foyer, token: SendToken): void {
  foyer.stores.send.setState({ token, error: undefined })
  void estimateSendFee(foyer)
  void fetchSendTokenPrice(foyer)
}

/**
 * The amount as typed, kept in the form every reader of the store expects ('0.5'): a German '0,5' or
 * Arabic digits are read in the page's language (`normalizeTypedAmount`).
 */
export function setSendAmount(foyer: Foyer, amount: string): void {
  foyer.stores.send.setState({ amount: normalizeTypedAmount(amount, activeLocale()), error: undefined })
}

/**
 * Max: the whole token balance, or for the native token the balance less twice the estimated fee and
 * the receiver's account deposit (if any).
 */
export function setSendMax(foyer: Foyer): void {
  const store = foyer.stores.send
  const { token, fee, deposit } = store.getState()
  if (!token) return
  if (token.address !== undefined) {
    store.setState({ amount: token.balance })
    return
  }
  const balance = parseAmount(token.balance, token.decimals) ?? 0n
  const units = (cost: typeof fee) => parseAmount(cost?.native ?? '0', token.decimals) ?? 0n
  const reserve = units(fee) * 2n + units(deposit)
  const max = balance > reserve ? balance - reserve : 0n
  store.setState({ amount: formatAmount(max, token.decimals) })
}

/**
 * Sets the receiver. The active chain's adapter reads it: an address is taken as it is (one that fails
 * its typo guard, such as a mixed-case EVM address with a wrong EIP-55 checksum, is refused and the form
 * says so); something with a dot that is no address is looked up as a name on the server (its address
 * for this chain, by the adapter's coin types), and its name and avatar are shown.
 */
export async function setSendReceiver(foyer: Foyer, receiver: string): Promise<void> {
  const store = foyer.stores.send
  const typed = receiver.trim()
  const account = active(foyer)
  const adapter = account?.adapter
  store.setState({
    receiver,
    receiverInvalidMessage: adapter?.invalidAddressMessage,
    receiverAddress: undefined,
    receiverProfile: undefined,
    receiverUnknown: false,
    receiverLookupFailed: false,
    receiverTypo: false,
    receiverResolving: typed !== '',
    deposit: undefined,
    error: undefined,
  })
  if (typed === '') return
  const stale = () => store.getState().receiver.trim() !== typed
  const read = async (text: string): Promise<ReceiverReading> =>
    account && adapter?.readReceiver
      ? adapter.readReceiver({ network: account.network, text })
      : { kind: 'other' }
  const reading = await read(typed)
  if (stale()) return
  if (reading.kind !== 'other' || !typed.includes('.')) {
    store.setState({
      receiverResolving: false,
      receiverAddress: reading.kind === 'address' ? reading.address : undefined,
      receiverTypo: reading.kind === 'typo',
    })
    if (reading.kind === 'address') void estimateSendFee(foyer)
    return
  }
  const client = getBlockchainClient(foyer)
  if (!account || !client || !adapter?.nameCoinTypes) {
    store.setState({ receiverResolving: false, receiverUnknown: true })
    return
  }
  try {
    const record = await (await client).lookupName(typed)
    const coinTypes = await adapter.nameCoinTypes({ network: account.network })
    const found = coinTypes.map((coinType) => record.addresses?.[coinType]?.address).find(Boolean)
    const resolved = found ? await read(found) : undefined
    if (stale()) return
    const address = resolved?.kind === 'address' ? resolved.address : undefined
    store.setState({
      receiverResolving: false,
      receiverAddress: address,
      receiverUnknown: address === undefined,
      receiverProfile: found ? { name: record.name, avatar: record.attributes?.avatar } : undefined,
    })
    if (address) void estimateSendFee(foyer)
  } catch (cause) {
    if (stale()) return
    // The server knows no such name (404): 'No address found for this name'. Anything else is the lookup
    // failing (the server or the network): 'Error resolving name'.
    if (cause instanceof HttpError && cause.status === 404) {
      store.setState({ receiverResolving: false, receiverUnknown: true })
      return
    }
    console.warn(`Foyer: ${new NameResolutionError({ cause }).shortMessage}`, cause)
    store.setState({ receiverResolving: false, receiverLookupFailed: true })
  }
}

/**
 * The network fee of the transfer the form describes (the adapter prices it: for EVM, gas price × gas),
 * and what it pays besides to open an account for the receiver (`deposit`: on Solana, the rent of the
 * receiver's new token account; asked only once a receiver is known, and undefined when it is 0), each
 * in the native currency and in USD when its price is known. Unknown (undefined) when the adapter cannot
 * tell or does not send. An answer for a token or receiver the form no longer has is dropped.
 */
export async function estimateSendFee(foyer: Foyer): Promise<void> {
  const store = foyer.stores.send
  const account = active(foyer)
  const state = store.getState()
  const { token, receiverAddress } = state
  if (!account || !token) return
  const adapter = account.adapter
  if (!adapter?.estimateTransferFee) {
    store.setState({ fee: undefined, deposit: undefined })
    return
  }
  // The fee of sending this token at all: to the receiver when known (else to the sender), amount 0.
  const probe = { ...state, receiverAddress: receiverAddress ?? account.address, amount: '0' }
  const transfer = transferOf(foyer, probe, account.address, account.network)
  if (!transfer) return
  const [fee, deposit] = await Promise.allSettled([
    adapter.estimateTransferFee(transfer),
    receiverAddress && adapter.estimateTransferDeposit ? adapter.estimateTransferDeposit(transfer) : 0n,
  ])
  const now = store.getState()
  if (now.token?.address !== token.address || now.receiverAddress !== receiverAddress) return
  const { decimals, symbol } = account.network.nativeCurrency
  const nativePrice = now.tokens.find((item) => item.address === undefined)?.price
  const inNative = (units: bigint) => {
    const native = formatAmount(units, decimals)
    return { native, symbol, usd: nativePrice === undefined ? undefined : Number(native) * nativePrice }
  }
  store.setState({
    fee: fee.status === 'fulfilled' ? inNative(fee.value) : undefined,
    deposit: deposit.status === 'fulfilled' && deposit.value > 0n ? inNative(deposit.value) : undefined,
  })
}

/**
 * The preview: what was typed, and what the transfer will do to the account's balances, simulated by the
 * adapter against the chain's current state (never restated from the form). Resolves once the
 * simulation has answered.
 */
export function previewSend(foyer: Foyer): Promise<void> {
  const store = foyer.stores.send
  if (!canPreviewSend(store.getState())) return Promise.resolve()
  store.setState({ step: 'preview', error: undefined, simulation: { status: 'loading' } })
  return simulateSend(foyer)
}

export function editSend(foyer: Foyer): void {
  foyer.stores.send.setState({ step: 'form', simulation: undefined })
}

/**
 * Done with a sent transfer: back to an empty form, keeping the token list (its balances reload), so
 * that nothing flashes 'No tokens to send' or an unknown fee.
 */
export function finishSend(foyer: Foyer): void {
  const store = foyer.stores.send
  const { tokens, token, fee } = store.getState()
  store.setState({ ...initialSendState, tokens, token, fee })
  void loadSendTokens(foyer)
}
