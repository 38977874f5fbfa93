import type {
  Allowance,
  ApproveCalldata,
  buildApproveQuerySchema,
  buildSwapRequestSchema,
  GasPrice,
  SwapCalldata,
  SwapQuote,
  swapAllowanceQuerySchema,
  swapChainQuerySchema,
  swapFromQuerySchema,
  swapQuoteQuerySchema,
} from '@foyer/protocol'
import type * as z from 'zod/mini'
import type { Network } from './network.js'
import type { SendSimulation } from './send.js'
import type { ContractCall, WalletRequest } from './walletCall.js'

/** A token of the swap: the server's list, with the account's balance and price when it holds it. */
export interface SwapTokenOption {
  /** CAIP address ('eip155:31337:0x…'); the native token is its namespace's placeholder address. */
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
  /** What arrives at worst, with the slippage tolerance; rounded down to 6 significant digits for display. */
  minimum: string
  /** Network fee in the native currency, as the adapter priced the swap. */
  gasFee: string
}

/** A transaction the swap sends: its target, calldata and native value (smallest units). */
export type SwapTransaction = ContractCall

/** The approval a swap needs first: the call that lets `spender` (the router) take the amount. */
export interface SwapApproval {
  transaction: SwapTransaction
  spender: string
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
  approval: SwapApproval | undefined
  swap: SwapTransaction
  simulation: SendSimulation
}

export interface SwapState {
  /** 'unsupported': the server or the chain has no swap on this network; 'failed': it could not be asked. */
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

/** What the swap flow keeps besides its form: the quote's debounce timer, and the answer it waits for. */
export interface SwapRuntime {
  /** Bumped by each new question (a quote, another account): only the latest answer is kept. */
  generation: number
  timer: ReturnType<typeof setTimeout> | undefined
  /** True once the form follows the active account (it resets on another network or account). */
  watching: boolean
}

/** An amount of the swap: the source token's smallest units, as a decimal string. */
interface SwapAmount {
  amount: string
}

/** GET /v1/convert/quotes: what a swap is quoted for. */
type SwapQuoteParameters = Omit<z.input<typeof swapQuoteQuerySchema>, 'amount'> &
  z.input<typeof swapFromQuerySchema> &
  SwapAmount

/** GET /v1/convert/build-approve: the approval the swap of `amount` of `from` needs. */
type ApproveCalldataParameters = Omit<z.input<typeof buildApproveQuerySchema>, 'amount'> &
  z.input<typeof swapFromQuerySchema> &
  Partial<SwapAmount>

/**
 * POST /v1/convert/build-transaction: what the swap's calldata is built for. The client sends the
 * slippage tolerance as a percent string; the server reads it as a number.
 */
type SwapCalldataParameters = Omit<
  z.input<typeof buildSwapRequestSchema>,
  'amount' | 'eip155' | 'projectId'
> &
  z.input<typeof swapFromQuerySchema> &
  SwapAmount & { eip155: { slippage: string; permit?: string } }

/**
 * The Foyer server's swap endpoints (spec section 7, /v1/convert/*), as core's blockchain client asks
 * them: what an adapter builds its swaps on, without knowing the server's address or its client. The
 * blockchain client's face (`BlockchainClient`) is this and the rest of its endpoints. Requests and
 * answers are @foyer/protocol's.
 */
export interface SwapApi {
  /** GET /v1/convert/gas-price; `GasPriceNotSupportedError` when the server has no gas price for the network. */
  fetchGasPrice(p: z.input<typeof swapChainQuerySchema>): Promise<GasPrice>
  /** GET /v1/convert/quotes. */
  fetchSwapQuote(p: SwapQuoteParameters): Promise<SwapQuote>
  /** GET /v1/convert/allowance. */
  fetchSwapAllowance(p: z.input<typeof swapAllowanceQuerySchema>): Promise<Allowance>
  /** GET /v1/convert/build-approve. */
  generateApproveCalldata(p: ApproveCalldataParameters): Promise<ApproveCalldata>
  /** POST /v1/convert/build-transaction. */
  generateSwapCalldata(p: SwapCalldataParameters): Promise<SwapCalldata>
}

/** A token as a swap capability needs it. */
export type SwapTokenReference = Pick<SwapTokenOption, 'address' | 'decimals' | 'native'>

/** One swap of the Swap flow, in the terms every step of the capability shares. */
export interface SwapParameters {
  network: Network
  /** The account that swaps (its plain address). */
  account: string
  from: SwapTokenReference
  to: SwapTokenReference
  /** In the source token's smallest units. */
  amount: bigint
  api: SwapApi
}

/**
 * The chain-specific part of Swap (spec section 4): core's flow (the form, its rules, the debounce,
 * the review, the errors and events) knows no chain; the adapter prices the swap, builds the approval
 * and the swap from the server's answers, sends them through the wallet and waits until they are final.
 * A chain family without it has no swap: the Swap view says the network is not supported.
 */
export interface SwapsTokens {
  /** The quote: what arrives of `to` (smallest units) and the swap's network fee (native smallest units). */
  quoteSwap(p: SwapParameters): Promise<{ toAmount: bigint; networkFee: bigint }>
  /** Whether the router must be allowed to spend the amount first (never for the native token). */
  needsSwapApproval(p: SwapParameters): Promise<boolean>
  /** The approval that lets the router spend the amount, and the spender it names. */
  prepareSwapApproval(p: SwapParameters): Promise<SwapApproval>
  /** The swap, with what arrives at worst `slippagePercent` below the quote. */
  prepareSwap(p: SwapParameters & { slippagePercent: number }): Promise<SwapTransaction>
  /**
   * Asks the wallet (through `request`, the instance's policy) to send the transaction, then waits
   * until it is final, pausing with `pause` (the instance's clock; false once the instance is gone).
   * Calls `onSent` with its id once the wallet has sent it (the visitor is no longer asked anything).
   * Resolves with its id when it succeeded; rejects when the wallet refused it, the chain reverted it,
   * or it was not final in time.
   */
  sendSwapTransaction(p: {
    network: Network
    account: string
    transaction: SwapTransaction
    request: WalletRequest
    pause(ms: number): Promise<boolean>
    onSent?(id: string): void
  }): Promise<string>
}
