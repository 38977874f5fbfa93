import { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import { SwapError } from '../kernel/errors/swap.js'
import type { SwapParameters, SwapsTokens, SwapTransaction } from '../types/swap.js'

/** A failure switch of the fake swaps: `true` throws a 4001 user rejection; an Error is thrown as is. */
export type FakeSwapFailure = boolean | Error | undefined

export interface FakeSwapsBehavior {
  /** Gas a swap costs, priced at the server's standard gas price (the EVM adapter's 150 000). */
  gas: bigint
  /** Fails sending the transactions (true: the wallet refuses with 4001). */
  sendError: FakeSwapFailure
  /** The transactions whose sending fails on the chain after the wallet sent them (their index). */
  revert: number[]
}

export interface FakeSwaps extends SwapsTokens {
  /** Named apart from a fake adapter's `behavior`, so that both fit on one object. */
  swapBehavior: FakeSwapsBehavior
  /** The transactions the wallet was asked to send, in order. */
  sentSwaps: SwapTransaction[]
}

/** The address part of a CAIP address. */
const plain = (address: string) => address.split(':').pop() as string
const userAddress = (p: SwapParameters) => `${p.network.caipNetworkId}:${p.account}`

/**
 * A swap capability for tests of core's flow and its views: the server's answers (`p.api`) turned into
 * quotes, approvals and swaps as a chain adapter would (an ERC-20 approve's spender read from its
 * calldata), and a wallet that records what it is asked to send. Failures are switches (STYLE rule 8).
 * Give it to a fake adapter with `Object.assign(adapter, createFakeSwaps())`.
 *
 * @example
 * const swaps = createFakeSwaps({ sendError: true }) // the wallet refuses every transaction
 */
export function createFakeSwaps(parameters: Partial<FakeSwapsBehavior> = {}): FakeSwaps {
  const behavior: FakeSwapsBehavior = { gas: 150_000n, sendError: undefined, revert: [], ...parameters }
  const sent: SwapTransaction[] = []
  return {
    swapBehavior: behavior,
    sentSwaps: sent,
    async quoteSwap(p) {
      const { standard } = await p.api.fetchGasPrice({ chainId: p.network.caipNetworkId })
      const { quotes } = await p.api.fetchSwapQuote({
        amount: p.amount.toString(),
        userAddress: userAddress(p),
        from: p.from.address,
        to: p.to.address,
        gasPrice: standard,
      })
      const [best] = quotes
      if (!best) throw new Error('no quote')
      return { toAmount: BigInt(best.toAmount), networkFee: behavior.gas * BigInt(standard) }
    },
    async needsSwapApproval(p) {
      if (p.from.native) return false
      const { allowance } = await p.api.fetchSwapAllowance({
        tokenAddress: p.from.address,
        userAddress: userAddress(p),
      })
      return BigInt(allowance) < p.amount
    },
    async prepareSwapApproval(p) {
      const { tx } = await p.api.generateApproveCalldata({
        userAddress: userAddress(p),
        from: p.from.address,
        to: p.to.address,
        amount: p.amount.toString(),
      })
      return {
        transaction: { to: plain(tx.to), data: tx.data, value: BigInt(tx.value ?? '0') },
        spender: `0x${tx.data.slice(34, 74)}`,
      }
    },
    async prepareSwap(p) {
      const { tx } = await p.api.generateSwapCalldata({
        amount: p.amount.toString(),
        from: p.from.address,
        to: p.to.address,
        userAddress: userAddress(p),
        eip155: { slippage: String(p.slippagePercent) },
        disableEstimate: true,
      })
      return { to: plain(tx.to), data: tx.data, value: BigInt(tx.value ?? '0') }
    },
    async sendSwapTransaction({ transaction, onSent }) {
      const { sendError } = behavior
      if (sendError === true) throw new UserRejectedRequestError({ details: 'User rejected the request.' })
      if (sendError) throw sendError
      sent.push(transaction)
      const hash = `0x${String(sent.length).padStart(64, '0')}`
      onSent?.(hash)
      if (behavior.revert.includes(sent.length - 1)) throw new SwapError('failed')
      return hash
    },
  }
}
