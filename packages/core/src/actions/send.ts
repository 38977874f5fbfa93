import { FoyerError } from '../kernel/errors/base.js'
import { SendNotSupportedError } from '../kernel/errors/request.js'
import { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import { RpcTimeoutError, RpcUnreachableError } from '../kernel/errors/transport.js'
import { activeLocale } from '../kernel/messages/catalog.js'
import { t } from '../kernel/messages/t.js'
import { formatAmount, normalizeTypedAmount, parseAmount } from '../kernel/utils/units.js'
import { getAccountDataKey } from '../state/accountDataStore.js'
import { getChainEntry } from '../state/chainState.js'
import { getConnectedAccount } from '../state/connectedAccount.js'
import { addPendingTransaction, settlePendingTransaction } from '../state/pendingTransactions.js'
import { initialSendState, type SendState, type SendToken, type SentTransfer } from '../state/sendStore.js'
import { getBlockchainClient } from '../state/serverApi.js'
import { pause } from '../state/services.js'
import type { ReceiverReading } from '../types/adapter.js'
import type { Foyer } from '../types/foyer.js'
import type { ChainNamespace, Network } from '../types/network.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchTransactions } from './fetchTransactions.js'

const active = (foyer: Foyer) => getConnectedAccount(foyer)

/** The instance's wallet requests, through its policy (approval toast, typed errors). */
const walletRequest = (foyer: Foyer) => (args: { method: string; params?: unknown }) => foyer.request(args)

/** The transfer the form describes, in the adapter's terms. */
function transferOf(foyer: Foyer, state: SendState, from: string, network: Network) {
  const { token, receiverAddress } = state
  if (!token || !receiverAddress) return undefined
  const amount = parseAmount(state.amount || '0', token.decimals) ?? 0n
  return { network, from, to: receiverAddress, token: token.address, amount, request: walletRequest(foyer) }
}

/** The inline errors of the form, from the catalog (undefined: no error). */
export interface SendFormErrors {
  amount: string | undefined
  receiver: string | undefined
}

/**
 * What is wrong with the form as typed: an amount that is not a number, zero, or more than the balance
 * ('Insufficient balance', before anything is sent); a receiver that is neither an address of the
 * active chain nor a name that resolved, or an address with a typo (its checksum fails). `namespace`
 * (the active network's) words the receiver error for its addresses: a Solana address has no 0x.
 */
export function getSendFormErrors(state: SendState, namespace?: ChainNamespace): SendFormErrors {
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
    if (state.receiverUnknown) receiver = t('send.nameNotFound')
    else if (state.receiverTypo) receiver = t('send.badChecksum')
    else if (!state.receiverAddress)
      receiver = t(namespace === 'solana' ? 'send.invalidAddressSolana' : 'send.invalidAddress')
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
 * Selects the native token when nothing is selected.
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
}

export function setSendToken(foyer: Foyer, token: SendToken): void {
  foyer.stores.send.setState({ token, error: undefined })
  void estimateSendFee(foyer)
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
  store.setState({
    receiver,
    receiverAddress: undefined,
    receiverProfile: undefined,
    receiverUnknown: false,
    receiverTypo: false,
    receiverResolving: typed !== '',
    deposit: undefined,
    error: undefined,
  })
  if (typed === '') return
  const stale = () => store.getState().receiver.trim() !== typed
  const account = active(foyer)
  const adapter = account?.adapter
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
  } catch {
    if (!stale()) store.setState({ receiverResolving: false, receiverUnknown: true })
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

/** At most this many of the account's tokens are watched by a simulation, besides the native one. */
const WATCHED_TOKENS = 12

/**
 * Simulates the transfer of the preview and stores the balance changes it would make: the native
 * balance and each token of the account's list (the sent one first). A simulation the adapter cannot
 * run, or that fails, is 'unavailable': the preview says so and never shows a guess.
 */
export async function simulateSend(foyer: Foyer): Promise<void> {
  const store = foyer.stores.send
  const state = store.getState()
  const account = active(foyer)
  const transfer = account ? transferOf(foyer, state, account.address, account.network) : undefined
  const unavailable = () => store.setState({ simulation: { status: 'unavailable' } })
  if (!account || !transfer || !account.adapter?.simulateTransfer) return unavailable()
  const tokens = [state.token, ...state.tokens].filter(
    (token, index, all): token is SendToken =>
      token?.address !== undefined && all.findIndex((other) => other?.address === token.address) === index,
  )
  const watch = tokens.slice(0, WATCHED_TOKENS)
  const { request: _, ...simulated } = transfer
  let result: Awaited<ReturnType<NonNullable<typeof account.adapter.simulateTransfer>>>
  try {
    result = await account.adapter.simulateTransfer({
      ...simulated,
      watch: watch.map((token) => token.address as string),
    })
  } catch {
    result = undefined
  }
  // The form changed meanwhile (edited, sent, another account): this answer is not its.
  const now = store.getState()
  if (now.step !== 'preview' || now.amount !== state.amount || now.receiverAddress !== state.receiverAddress)
    return
  if (!result) return unavailable()
  if (result.reverted) {
    store.setState({ simulation: { status: 'reverts', reason: result.reason } })
    return
  }
  const native = account.network.nativeCurrency
  const changes = result.changes.flatMap(({ token, change }) => {
    if (change === 0n) return []
    const known = token === undefined ? native : watch.find((item) => item.address === token)
    if (!known) return []
    const amount = formatAmount(change < 0n ? -change : change, known.decimals)
    return [{ symbol: known.symbol, change: `${change < 0n ? '-' : '+'}${amount}` }]
  })
  store.setState({ simulation: { status: 'ready', changes } })
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

/**
 * Sends the previewed transfer through the connected wallet (eth_sendTransaction: a value transfer,
 * or ERC-20 `transfer`). Tracks SEND_INITIATED, then SEND_SUCCESS with the hash ('Transaction started'
 * toast, the 'sent' step with the transfer and its status, balances refreshed once mined) or
 * SEND_ERROR (the form kept for another try; inline, what went wrong when it is known — the wallet
 * declined, the chain refused, the network could not be reached or timed out — else 'Something went
 * wrong'). Returns the transaction hash.
 */
export async function sendTokens(foyer: Foyer): Promise<string | undefined> {
  const store = foyer.stores.send
  const state = store.getState()
  const account = active(foyer)
  if (!account || !canPreviewSend(state)) return undefined
  // The simulation is still running, or it says the chain would refuse: the wallet is not asked.
  if (state.simulation?.status === 'loading' || state.simulation?.status === 'reverts') return undefined
  const transfer = transferOf(foyer, state, account.address, account.network)
  const properties = {
    network: account.network.caipNetworkId,
    token: state.token?.symbol,
    amount: state.amount,
    isSmartAccount: false,
  }
  foyer.track({ event: 'SEND_INITIATED', properties })
  store.setState({ sending: true, error: undefined })
  let hash: string
  try {
    if (!transfer || !account.adapter?.sendTransfer) throw new SendNotSupportedError()
    hash = await account.adapter.sendTransfer(transfer)
  } catch (error) {
    const message =
      error instanceof UserRejectedRequestError
        ? t('send.rejected')
        : error instanceof FoyerError &&
            (error.code.startsWith('TX_') ||
              error instanceof SendNotSupportedError ||
              error instanceof RpcUnreachableError ||
              error instanceof RpcTimeoutError)
          ? error.shortMessage
          : t('error.unknown')
    store.setState({ sending: false, error: message })
    foyer.track({ event: 'SEND_ERROR', properties: { ...properties, message } })
    foyer.showToast({ type: 'error', message: t('error.unknown') })
    return undefined
  }
  foyer.track({ event: 'SEND_SUCCESS', properties: { ...properties, hash } })
  foyer.showToast({ type: 'success', message: t('toast.transactionStarted') })
  const key = getAccountDataKey(getChainEntry(foyer))
  const token = state.token
  if (key && token && transfer) {
    addPendingTransaction(foyer, {
      key,
      hash,
      from: account.address,
      to: transfer.to,
      caipNetworkId: account.network.caipNetworkId,
      amount: state.amount,
      token: { name: token.name, symbol: token.symbol, iconUrl: token.iconUrl },
      sentAt: new Date(foyer.services.now()).toISOString(),
    })
  }
  const sent: SentTransfer = {
    hash,
    amount: state.amount,
    symbol: token?.symbol ?? '',
    receiverAddress: state.receiverAddress ?? '',
    receiverName: state.receiverProfile?.name,
    caipNetworkId: account.network.caipNetworkId,
    status: 'pending',
  }
  // The form empties but keeps its token list and fee: the success state replaces it until 'Done'.
  store.setState({ ...initialSendState, tokens: state.tokens, token, fee: state.fee, step: 'sent', sent })
  if (key) void settleAfterMined(foyer, key, hash, account.network)
  return hash
}

/** How often the outcome of a sent transfer is asked for, and for how long (ms). */
const statusPollMs = 1_000
const statusWaitMs = 120_000

/**
 * Waits for the outcome of the sent transfer `id` (the adapter reads it: for EVM, the receipt), then
 * marks the pending Activity entry confirmed or failed, refreshes the native balance and the history
 * (where the server's entry replaces the local one).
 */
async function settleAfterMined(foyer: Foyer, key: string, hash: string, network: Network): Promise<void> {
  const adapter = foyer.services.adapters.get(network.chainNamespace)
  if (!adapter?.getTransferStatus) return
  let status: 'confirmed' | 'failed' | undefined
  for (let waited = 0; waited < statusWaitMs; waited += statusPollMs) {
    if (foyer.services.destroyed) return
    try {
      status = await adapter.getTransferStatus({ network, id: hash, request: walletRequest(foyer) })
    } catch (error) {
      console.warn('Foyer: could not read the outcome of a sent transfer', error)
      return
    }
    if (status) break
    // destroy() ends the wait (and the loop) instead of polling on for up to two minutes.
    if (!(await pause(foyer, statusPollMs))) return
  }
  if (!status) return
  settlePendingTransaction(foyer, key, hash, status)
  const store = foyer.stores.send
  const { sent } = store.getState()
  if (sent?.hash === hash) store.setState({ sent: { ...sent, status } })
  await fetchBalance(foyer)
  await loadSendTokens(foyer)
  if (foyer.stores.accountData.getState().transactions.fetched) {
    await fetchTransactions(foyer, { reset: true }).catch(() => undefined)
  }
}
