import { HttpError, ServerChainNotSupportedError } from '../api/errors.js'
import { FoyerError } from '../kernel/errors/base.js'
import { activeLocale } from '../kernel/messages/catalog.js'
import { t } from '../kernel/messages/t.js'
import { createStore, type Store } from '../kernel/store/createStore.js'
import { isNativeTokenAddress } from '../kernel/utils/nativeTokenAddress.js'
import { formatAmount, normalizeTypedAmount, parseAmount } from '../kernel/utils/units.js'
import { getConnectedAccount } from '../state/connectedAccount.js'
import { describeSimulation } from '../state/describeSimulation.js'
import { getBlockchainClient } from '../state/serverApi.js'
import { cancel, onDestroy, pause, schedule } from '../state/services.js'
import type { Foyer } from '../types/foyer.js'
import type { SendSimulation } from '../types/send.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'

/** Spec section 9: slippage tolerance 1 %, provider fee 0.85 % of the source amount, 150 000 gas a swap. */
export const SWAP_SLIPPAGE_PERCENT = 1
const PROVIDER_FEE_BPS = 85n
const GAS_ESTIMATE_UNIT = 150_000n
/** Quotes follow the typing after this pause (spec section 9: debounce 500 ms). */
export const SWAP_QUOTE_DELAY_MS = 500
/** How often, and how long, a sent swap or approval's receipt is looked for. */
const RECEIPT_POLL_MS = 1000
const RECEIPT_POLLS = 120

/** A token of the swap: the server's list, with the account's balance and price when it holds it. */
export interface SwapTokenOption {
  /** CAIP address ('eip155:31337:0x…'); the native token is the 0xeeee…eeee placeholder. */
  address: string
  symbol: string
  name: string
  decimals: number
  logoUri: string | undefined
  /** In token units ('1.5'); '0' when the account holds none. */
  balance: string
  /** USD per token, when known. */
  price: number | undefined
  native: boolean
}

/** What the swap of the typed amount gives, as the server quoted it from the pools. */
export interface SwapEstimate {
  /** For `amount` of `from` into `to`. */
  amount: string
  from: string
  to: string
  toAmount: string
  /** What arrives at worst, with the slippage tolerance. */
  minimum: string
  /** Network fee in the native currency (150 000 gas at the standard gas price). */
  gasFee: string
  /** The provider's fee, in the source token. */
  providerFee: string
}

/** A transaction the swap sends: its target, calldata and native value (smallest units). */
export interface SwapTransaction {
  to: string
  data: string
  value: bigint
}

/**
 * The swap as the wallet will be asked for it, once reviewed: the approval it needs first (the router
 * may then spend the amount of the source token), the swap, and what both do to the account's balances,
 * simulated together on the chain.
 */
export interface SwapPreview {
  /** The form it was made for. */
  amount: string
  from: string
  to: string
  approval: { transaction: SwapTransaction; spender: string } | undefined
  swap: SwapTransaction
  simulation: SendSimulation
}

export interface SwapState {
  /** 'unsupported': the server has no swap on this network; 'failed': it could not be asked. */
  status: 'idle' | 'loading' | 'ready' | 'unsupported' | 'failed'
  tokens: SwapTokenOption[]
  from: string | undefined
  to: string | undefined
  /** The source amount as typed (in the form `parseAmount` reads). */
  amount: string
  quote: SwapEstimate | undefined
  quoting: boolean
  /** The last quote failure. */
  quoteError: string | undefined
  /** 'preview': reviewed before the wallet is asked; 'approving': the wallet is asked for the allowance; 'swapping': for the swap. */
  step: 'form' | 'preview' | 'approving' | 'swapping'
  /** The reviewed swap (steps 'preview' to 'swapping'); undefined while it is being prepared. */
  preview: SwapPreview | undefined
  /** The last failure of a swap, shown on the form. */
  error: string | undefined
  /** The network and account the state is for. */
  key: string | undefined
}

const initialSwapState: SwapState = {
  status: 'idle',
  tokens: [],
  from: undefined,
  to: undefined,
  amount: '',
  quote: undefined,
  quoting: false,
  quoteError: undefined,
  step: 'form',
  preview: undefined,
  error: undefined,
  key: undefined,
}

interface SwapRuntime {
  store: Store<SwapState>
  generation: number
  timer: ReturnType<typeof setTimeout> | undefined
}
const runtimes = new WeakMap<Foyer, SwapRuntime>()

const accountKey = (foyer: Foyer) => {
  const account = getConnectedAccount(foyer, 'eip155')
  return account ? `${account.network.caipNetworkId}|${account.address}` : undefined
}

function runtimeOf(foyer: Foyer): SwapRuntime {
  let runtime = runtimes.get(foyer)
  if (runtime) return runtime
  const created: SwapRuntime = {
    store: createStore({ ...initialSwapState }),
    generation: 0,
    timer: undefined,
  }
  runtime = created
  runtimes.set(foyer, created)
  // Another network or account: another swap (its tokens and balances are not these).
  const stop = foyer.stores.chains.subscribe(() => {
    const key = accountKey(foyer)
    if (key === created.store.getState().key) return
    created.generation++
    cancel(foyer, created.timer)
    created.store.setState({ ...initialSwapState })
  })
  onDestroy(foyer, stop)
  return created
}

/** The swap form of `foyer`: created with the first swap, kept while the modal closes and opens. */
export function getSwapStore(foyer: Foyer): Store<SwapState> {
  return runtimeOf(foyer).store
}

/** The spec's swap failures (section 8), each with its catalog text. */
export class SwapError extends FoyerError {
  override name = 'SwapError'
  constructor(key: 'init' | 'allowance' | 'approval' | 'transaction' | 'quote' | 'failed', cause?: unknown) {
    const keys = {
      init: 'error.swap.init',
      allowance: 'error.swap.allowance',
      approval: 'error.swap.approval',
      transaction: 'error.swap.transaction',
      quote: 'error.swap.quote',
      failed: 'error.swap.failed',
    } as const
    super(t(keys[key]), { code: `SWAP_${key.toUpperCase()}_FAILED`, cause })
  }
}

const tokenOf = (state: SwapState, address: string | undefined) =>
  state.tokens.find((token) => token.address === address)

/**
 * Loads the swap of the active network (spec section 4): the server's tokens with the account's
 * balances and prices (the account's tokens first), the native token as the source with amount 1, and
 * a quote once a target is chosen. 'unsupported' when the server has no swap here ('Network not
 * supported for Swaps').
 *
 * @example
 * await initSwap(foyer)
 * getSwapStore(foyer).getState().tokens // [{ symbol: 'ETH', balance: '10000', … }, { symbol: 'fUSD', … }, …]
 */
export async function initSwap(foyer: Foyer): Promise<void> {
  const runtime = runtimeOf(foyer)
  const { store } = runtime
  const account = getConnectedAccount(foyer, 'eip155')
  const key = accountKey(foyer)
  if (store.getState().key === key && store.getState().status === 'ready') return refreshSwapBalances(foyer)
  const pending = getBlockchainClient(foyer)
  if (!account || !pending) {
    store.setState({ ...initialSwapState, status: 'unsupported', key })
    return
  }
  store.setState({ ...initialSwapState, status: 'loading', key })
  try {
    const client = await pending
    const { tokens } = await client.fetchSwapTokens({ chainId: account.network.caipNetworkId })
    const options = tokens.map((token) => ({
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoUri: token.logoUri || undefined,
      balance: '0',
      price: undefined,
      native: isNativeTokenAddress(account.network.caipNetworkId, token.address),
    }))
    if (accountKey(foyer) !== key) return
    const native = options.find((token) => token.native)
    store.setState({ status: 'ready', tokens: options, from: native?.address, amount: '1' })
    await refreshSwapBalances(foyer)
  } catch (cause) {
    if (accountKey(foyer) !== key) return
    // 400 'Network not supported for Swaps', or a network the server does not serve at all.
    const unsupported =
      (cause instanceof HttpError && cause.status === 400) || cause instanceof ServerChainNotSupportedError
    store.setState({ status: unsupported ? 'unsupported' : 'failed' })
    if (!unsupported) foyer.showToast({ type: 'error', message: new SwapError('init', cause).shortMessage })
  }
}

/** Reads the account's balances and prices into the swap's tokens (the held ones first). */
async function refreshSwapBalances(foyer: Foyer): Promise<void> {
  const { store } = runtimeOf(foyer)
  const account = getConnectedAccount(foyer, 'eip155')
  const pending = getBlockchainClient(foyer)
  if (!account || !pending) return
  try {
    const { balances } = await (await pending).fetchBalance({
      address: account.address,
      chainId: account.network.caipNetworkId,
      forceUpdate: true,
    })
    const held = (token: SwapTokenOption) =>
      balances.find((balance) =>
        token.native
          ? balance.address === undefined
          : balance.address !== undefined &&
            token.address.toLowerCase().endsWith(balance.address.toLowerCase()),
      )
    const tokens = store
      .getState()
      .tokens.map((token) => {
        const balance = held(token)
        return { ...token, balance: balance?.quantity.numeric ?? '0', price: balance?.price ?? token.price }
      })
      .sort((a, b) => Number(b.balance !== '0') - Number(a.balance !== '0'))
    store.setState({ tokens })
  } catch {
    // Balances stay as they were; the form says 'Insufficient balance' only from what it knows.
  }
  scheduleQuote(foyer)
}

/** The amount typed in the page's language ('0,5' in German). */
export function setSwapAmount(foyer: Foyer, amount: string): void {
  getSwapStore(foyer).setState({ amount: normalizeTypedAmount(amount, activeLocale()), error: undefined })
  scheduleQuote(foyer)
}

/** Chooses the source or target token; choosing the other side's token swaps the two. */
export function selectSwapToken(foyer: Foyer, side: 'from' | 'to', address: string): void {
  const store = getSwapStore(foyer)
  const { from, to } = store.getState()
  const other = side === 'from' ? to : from
  if (other === address) store.setState({ from: to, to: from, error: undefined })
  else store.setState({ [side]: address, error: undefined })
  scheduleQuote(foyer)
}

/** Swaps source and target; the quoted output becomes the amount to swap. */
export function flipSwap(foyer: Foyer): void {
  const store = getSwapStore(foyer)
  const { from, to, quote, amount } = store.getState()
  store.setState({ from: to, to: from, amount: quote?.toAmount ?? amount, error: undefined })
  scheduleQuote(foyer)
}

/** The whole balance of the source token (for the native token, less the network fee). */
export function setSwapMax(foyer: Foyer): void {
  const store = getSwapStore(foyer)
  const state = store.getState()
  const token = tokenOf(state, state.from)
  if (!token) return
  let units = parseAmount(token.balance, token.decimals) ?? 0n
  if (token.native) units -= parseAmount(state.quote?.gasFee ?? '0', token.decimals) ?? 0n
  store.setState({ amount: formatAmount(units > 0n ? units : 0n, token.decimals), error: undefined })
  scheduleQuote(foyer)
}

/**
 * What is wrong with the form (spec section 5), from the catalog, or undefined: an amount that is not
 * above 0 ('Please enter a valid amount'); more than the source token's balance, or no native balance
 * left for the network fee ('Insufficient balance'; a zero native balance counts as no gas).
 */
export function getSwapInputError(state: SwapState): string | undefined {
  const from = tokenOf(state, state.from)
  if (!from || state.amount.trim() === '') return undefined
  const units = parseAmount(state.amount, from.decimals)
  if (units === undefined || units === 0n) return t('swap.invalidAmount')
  if (units > (parseAmount(from.balance, from.decimals) ?? 0n)) return t('send.insufficientBalance')
  const native = state.tokens.find((token) => token.native)
  if (native) {
    const nativeBalance = parseAmount(native.balance, native.decimals) ?? 0n
    const gas = parseAmount(state.quote?.gasFee ?? '0', native.decimals) ?? 0n
    const spent = from.native ? units : 0n
    if (nativeBalance === 0n || spent + gas > nativeBalance) return t('send.insufficientBalance')
  }
  return undefined
}

/** True when the form can be swapped: both tokens, a valid amount, a quote for it, no swap running. */
export function canSwap(state: SwapState): boolean {
  return Boolean(
    state.status === 'ready' &&
      state.from &&
      state.to &&
      state.quote &&
      state.quote.amount === state.amount &&
      state.quote.from === state.from &&
      state.quote.to === state.to &&
      !getSwapInputError(state) &&
      state.step === 'form',
  )
}

/** A quote for the form once the typing pauses; an older answer never replaces a newer one. */
function scheduleQuote(foyer: Foyer): void {
  const runtime = runtimeOf(foyer)
  const { store } = runtime
  const generation = ++runtime.generation
  cancel(foyer, runtime.timer)
  const state = store.getState()
  const from = tokenOf(state, state.from)
  const to = tokenOf(state, state.to)
  const units = from ? parseAmount(state.amount, from.decimals) : undefined
  if (!from || !to || !units) {
    store.setState({ quote: undefined, quoting: false, quoteError: undefined })
    return
  }
  store.setState({ quoting: true, quoteError: undefined })
  runtime.timer = schedule(foyer, () => void quote(foyer, generation, from, to, units), SWAP_QUOTE_DELAY_MS)
}

async function quote(
  foyer: Foyer,
  generation: number,
  from: SwapTokenOption,
  to: SwapTokenOption,
  units: bigint,
): Promise<void> {
  const runtime = runtimeOf(foyer)
  const account = getConnectedAccount(foyer, 'eip155')
  const pending = getBlockchainClient(foyer)
  if (!account || !pending) return
  const amount = runtime.store.getState().amount
  try {
    const client = await pending
    const { standard } = await client.fetchGasPrice({ chainId: account.network.caipNetworkId })
    const { quotes } = await client.fetchSwapQuote({
      amount: units.toString(),
      userAddress: `${account.network.caipNetworkId}:${account.address}`,
      from: from.address,
      to: to.address,
      gasPrice: standard,
    })
    const [best] = quotes
    if (!best) throw new Error('no quote')
    if (generation !== runtime.generation) return
    const out = BigInt(best.toAmount)
    const { decimals } = account.network.nativeCurrency
    runtime.store.setState({
      quoting: false,
      quote: {
        amount,
        from: from.address,
        to: to.address,
        toAmount: formatAmount(out, to.decimals),
        minimum: formatAmount((out * BigInt(100 - SWAP_SLIPPAGE_PERCENT)) / 100n, to.decimals),
        gasFee: formatAmount(GAS_ESTIMATE_UNIT * BigInt(standard), decimals),
        providerFee: formatAmount((units * PROVIDER_FEE_BPS) / 10_000n, from.decimals),
      },
    })
  } catch (cause) {
    if (generation !== runtime.generation) return
    runtime.store.setState({
      quoting: false,
      quote: undefined,
      quoteError: new SwapError('quote', cause).shortMessage,
    })
  }
}

/** The address part of a CAIP address ('eip155:1:0xabc' → '0xabc'). */
const plain = (address: string) => address.split(':').pop() as string

/** Waits for the transaction's receipt; true when it succeeded. */
async function mined(foyer: Foyer, hash: string): Promise<boolean> {
  for (let poll = 0; poll < RECEIPT_POLLS; poll++) {
    const receipt = (await foyer.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
      status?: string
    } | null
    if (receipt) return receipt.status !== '0x0'
    if (!(await pause(foyer, RECEIPT_POLL_MS))) return false
  }
  return false
}

/** '1.5 ETH' with at most 3 decimals (spec section 9: amounts in messages use 3 decimals). */
function shortAmount(amount: string, symbol: string): string {
  const [whole, fraction = ''] = amount.split('.')
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  return `${whole}${kept ? `.${kept}` : ''} ${symbol}`
}

/** The event properties of the swap of `state`. */
function swapProperties(foyer: Foyer, state: SwapState) {
  const account = getConnectedAccount(foyer, 'eip155')
  return {
    network: account?.network.caipNetworkId,
    from: tokenOf(state, state.from)?.symbol,
    to: tokenOf(state, state.to)?.symbol,
    amount: state.amount,
  }
}

/** The spender of an ERC-20 `approve(spender, amount)` call's data (the router), as the preview names it. */
function approvedSpender(data: string): string {
  if (!/^0x095ea7b3[0-9a-f]{128}$/i.test(data)) throw new Error(`not an approval: ${data.slice(0, 10)}`)
  return `0x${data.slice(34, 74)}`
}

/** Back to the form with the failure: said in a toast and on the form, and tracked. */
function failSwap(foyer: Foyer, error: FoyerError, event: 'SWAP_ERROR' | 'SWAP_APPROVAL_ERROR'): undefined {
  const store = getSwapStore(foyer)
  const properties = swapProperties(foyer, store.getState())
  store.setState({ step: 'form', preview: undefined, error: error.shortMessage })
  foyer.showToast({ type: 'error', message: error.shortMessage })
  foyer.track({ event, properties: { ...properties, message: error.shortMessage } })
  return undefined
}

/** The preview made for what the form says now, or undefined. */
function currentPreview(state: SwapState): SwapPreview | undefined {
  const { preview } = state
  return preview && preview.amount === state.amount && preview.from === state.from && preview.to === state.to
    ? preview
    : undefined
}

/**
 * Reviews the swap before the wallet is asked (spec section 4's allowance check, and the transaction
 * preview): reads the source token's allowance to the router, builds the approval when it is short and
 * the swap, and simulates both, in order, against the chain's current state. The preview then shows
 * each balance the swap changes, exactly, or the reason the chain would refuse it. A failure to check
 * the allowance or build a transaction returns to the form with the spec's text.
 *
 * @example
 * await previewSwap(foyer)
 * getSwapStore(foyer).getState().preview?.simulation // { status: 'ready', changes: [{ symbol: 'ETH', change: '-1' }, …] }
 */
export async function previewSwap(foyer: Foyer): Promise<void> {
  const store = getSwapStore(foyer)
  const state = store.getState()
  const account = getConnectedAccount(foyer, 'eip155')
  const pending = getBlockchainClient(foyer)
  const from = tokenOf(state, state.from)
  const to = tokenOf(state, state.to)
  const units = from ? parseAmount(state.amount, from.decimals) : undefined
  if (!account || !pending || !from || !to || !units || !canSwap(state)) return
  store.setState({ step: 'preview', preview: undefined, error: undefined })
  // The review was left (edited, another token or account) while it was being made: not this form's.
  const stale = () => {
    const now = store.getState()
    return (
      now.step !== 'preview' ||
      now.amount !== state.amount ||
      now.from !== from.address ||
      now.to !== to.address
    )
  }
  const client = await pending
  const userAddress = `${account.network.caipNetworkId}:${account.address}`

  let approval: SwapPreview['approval']
  if (!from.native) {
    let allowance: bigint
    try {
      allowance = BigInt(
        (await client.fetchSwapAllowance({ tokenAddress: from.address, userAddress })).allowance,
      )
    } catch (cause) {
      return stale() ? undefined : failSwap(foyer, new SwapError('allowance', cause), 'SWAP_ERROR')
    }
    if (allowance < units) {
      try {
        const { tx } = await client.generateApproveCalldata({
          userAddress,
          from: from.address,
          to: to.address,
          amount: units.toString(),
        })
        approval = {
          transaction: { to: plain(tx.to), data: tx.data, value: BigInt(tx.value ?? '0') },
          spender: approvedSpender(tx.data),
        }
      } catch (cause) {
        return stale() ? undefined : failSwap(foyer, new SwapError('approval', cause), 'SWAP_APPROVAL_ERROR')
      }
    }
  }

  let swap: SwapTransaction
  try {
    // Not estimated by the server: with an approval still to come, the chain would refuse the swap now.
    // The simulation below runs both in order, and the wallet prices the swap once the approval is mined.
    const { tx } = await client.generateSwapCalldata({
      amount: units.toString(),
      from: from.address,
      to: to.address,
      userAddress,
      eip155: { slippage: String(SWAP_SLIPPAGE_PERCENT) },
      disableEstimate: true,
    })
    swap = { to: plain(tx.to), data: tx.data, value: BigInt(tx.value ?? '0') }
  } catch (cause) {
    return stale() ? undefined : failSwap(foyer, new SwapError('transaction', cause), 'SWAP_ERROR')
  }
  if (stale()) return
  const preview: SwapPreview = {
    amount: state.amount,
    from: from.address,
    to: to.address,
    approval,
    swap,
    simulation: { status: 'loading' },
  }
  store.setState({ preview })
  const simulation = await simulateSwap(foyer, [approval?.transaction, swap], [from, to])
  if (stale() || store.getState().preview !== preview) return
  store.setState({ preview: { ...preview, simulation } })
}

/** The calls simulated together as the account (see `Adapter.simulateCalls`), in the preview's terms. */
async function simulateSwap(
  foyer: Foyer,
  transactions: (SwapTransaction | undefined)[],
  tokens: SwapTokenOption[],
): Promise<SendSimulation> {
  const account = getConnectedAccount(foyer, 'eip155')
  if (!account?.adapter?.simulateCalls) return { status: 'unavailable' }
  const watched = tokens.filter((token) => !token.native)
  let result: Awaited<ReturnType<NonNullable<typeof account.adapter.simulateCalls>>>
  try {
    result = await account.adapter.simulateCalls({
      network: account.network,
      from: account.address,
      calls: transactions.filter((transaction) => transaction !== undefined),
      watch: watched.map((token) => plain(token.address)),
    })
  } catch {
    result = undefined
  }
  return describeSimulation(result, account.network.nativeCurrency, (token) =>
    watched.find((item) => plain(item.address).toLowerCase() === token.toLowerCase()),
  )
}

/** Leaves the review for the form, as it was typed. */
export function editSwap(foyer: Foyer): void {
  const store = getSwapStore(foyer)
  if (store.getState().step === 'preview') store.setState({ step: 'form', preview: undefined })
}

const hex = (value: bigint) => `0x${value.toString(16)}`

/**
 * Sends the reviewed swap (spec section 4): the approval first when the preview has one ('Approve limit
 * increase in your wallet'), then the swap ('Swapping X to Y'); once mined, 'Swapped X to Y',
 * SWAP_SUCCESS, the balances and Activity refresh and the amount resets. Nothing is sent while the
 * simulation runs or says the chain would refuse it. A refused approval tracks SWAP_APPROVAL_ERROR, a
 * refused or failed swap SWAP_ERROR; the form comes back with the reason. Resolves with the swap's hash,
 * or undefined.
 */
export async function executeSwap(foyer: Foyer): Promise<string | undefined> {
  const store = getSwapStore(foyer)
  const state = store.getState()
  const account = getConnectedAccount(foyer, 'eip155')
  const preview = currentPreview(state)
  const from = tokenOf(state, state.from)
  const to = tokenOf(state, state.to)
  if (!account || !preview || !from || !to || !state.quote || state.step !== 'preview') return undefined
  if (preview.simulation.status === 'loading' || preview.simulation.status === 'reverts') return undefined
  const label = {
    from: shortAmount(state.amount, from.symbol),
    to: shortAmount(state.quote.toAmount, to.symbol),
  }
  const send = (transaction: SwapTransaction) =>
    foyer.request({
      method: 'eth_sendTransaction',
      params: [
        { from: account.address, to: transaction.to, data: transaction.data, value: hex(transaction.value) },
      ],
    }) as Promise<string>
  const asFoyerError = (cause: unknown, fallback: SwapError) =>
    cause instanceof FoyerError && cause.code !== 'UNKNOWN_ERROR' ? cause : fallback

  if (preview.approval) {
    store.setState({ step: 'approving', error: undefined })
    foyer.showToast({ type: 'loading', message: t('toast.swapApprove') })
    try {
      const hash = await send(preview.approval.transaction)
      if (!(await mined(foyer, hash))) throw new SwapError('failed')
    } catch (cause) {
      return failSwap(foyer, asFoyerError(cause, new SwapError('failed', cause)), 'SWAP_APPROVAL_ERROR')
    }
  }

  store.setState({ step: 'swapping', error: undefined })
  foyer.showToast({ type: 'loading', message: t('toast.swapping', label) })
  let hash: string
  try {
    hash = await send(preview.swap)
    if (!(await mined(foyer, hash))) throw new SwapError('failed')
  } catch (cause) {
    return failSwap(foyer, asFoyerError(cause, new SwapError('failed', cause)), 'SWAP_ERROR')
  }
  foyer.showToast({ type: 'success', message: t('toast.swapped', label) })
  foyer.track({ event: 'SWAP_SUCCESS', properties: { ...swapProperties(foyer, state), hash } })
  store.setState({ step: 'form', preview: undefined, amount: '', quote: undefined, error: undefined })
  void fetchBalance(foyer).catch(() => undefined)
  void fetchTokenBalances(foyer, { forceUpdate: true }).catch(() => undefined)
  await refreshSwapBalances(foyer)
  return hash
}
