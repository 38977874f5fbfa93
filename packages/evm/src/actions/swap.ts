import type { SwapApproval, SwapParameters, SwapsTokens, SwapTransaction } from '@foyer/core'
import { SwapError } from '@foyer/core/adapter'
import { decodeFunctionData, erc20Abi, getAddress, isHex, numberToHex } from 'viem'
import { getTransferStatus } from './transfer.js'

/** Spec section 9: a swap's network fee is 150 000 gas at the server's standard gas price. */
const SWAP_GAS = 150_000n
/** How often, and how many times, a sent swap or approval's receipt is looked for. */
const RECEIPT_POLL_MS = 1000
const RECEIPT_POLLS = 120

/** The address part of a CAIP address ('eip155:1:0xabc' → '0xabc'). */
const plain = (address: string) => address.split(':').pop() as string

/** The account as the server's swap routes name it: a CAIP-10 address. */
const userAddress = (p: SwapParameters) => `${p.network.caipNetworkId}:${p.account}`

/** A transaction the server built, in the swap's terms. */
const toTransaction = (tx: { to: string; data: string; value?: string | undefined }): SwapTransaction => ({
  to: plain(tx.to),
  data: tx.data,
  value: BigInt(tx.value ?? '0'),
})

/**
 * The quote of the swap on the server's pools: what arrives of the target token for the amount (the
 * best of the server's quotes), and the network fee (150 000 gas at the standard gas price).
 *
 * @example
 * await quoteSwap({ network, account, from: eth, to: fusd, amount: 10n ** 18n, api }) // { toAmount: 2970500000n, networkFee: 150000000000000n }
 */
export async function quoteSwap(p: SwapParameters): Promise<{ toAmount: bigint; networkFee: bigint }> {
  const { standard } = await p.api.fetchGasPrice({ chainId: p.network.caipNetworkId })
  const { quotes } = await p.api.fetchSwapQuote({
    amount: p.amount.toString(),
    userAddress: userAddress(p),
    from: p.from.address,
    to: p.to.address,
    gasPrice: standard,
  })
  const [best] = quotes
  if (!best) throw new Error('the server has no quote for this swap')
  return { toAmount: BigInt(best.toAmount), networkFee: SWAP_GAS * BigInt(standard) }
}

/** Whether the router's ERC-20 allowance is short of the amount (the native token needs none). */
export async function needsSwapApproval(p: SwapParameters): Promise<boolean> {
  if (p.from.native) return false
  const { allowance } = await p.api.fetchSwapAllowance({
    tokenAddress: p.from.address,
    userAddress: userAddress(p),
  })
  return BigInt(allowance) < p.amount
}

/**
 * The spender of an ERC-20 `approve(spender, amount)` call's data (the router), as the preview names
 * it: EIP-55 checksummed, as a person compares it with the explorer or the wallet. Throws for data
 * that is not such a call, so that the wallet is never asked for something else.
 */
export function approvedSpender(data: string): string {
  if (!isHex(data) || data.length !== 2 + 8 + 128) throw new Error(`not an approval: ${data.slice(0, 10)}`)
  const call = decodeFunctionData({ abi: erc20Abi, data })
  if (call.functionName !== 'approve') throw new Error(`not an approval: ${data.slice(0, 10)}`)
  return getAddress(call.args[0])
}

/** The approval the server builds for the router to spend the amount of the source token. */
export async function prepareSwapApproval(p: SwapParameters): Promise<SwapApproval> {
  const { tx } = await p.api.generateApproveCalldata({
    userAddress: userAddress(p),
    from: p.from.address,
    to: p.to.address,
    amount: p.amount.toString(),
  })
  return { transaction: toTransaction(tx), spender: approvedSpender(tx.data) }
}

/**
 * The swap the server builds through the router, with the slippage tolerance. Not estimated by the
 * server: with an approval still to come, the chain would refuse the swap now (the preview simulates
 * both in order, and the wallet prices the swap once the approval is mined).
 */
export async function prepareSwap(p: SwapParameters & { slippagePercent: number }): Promise<SwapTransaction> {
  const { tx } = await p.api.generateSwapCalldata({
    amount: p.amount.toString(),
    from: p.from.address,
    to: p.to.address,
    userAddress: userAddress(p),
    eip155: { slippage: String(p.slippagePercent) },
    disableEstimate: true,
  })
  return toTransaction(tx)
}

/**
 * Sends the transaction with eth_sendTransaction (no gas given: the wallet prices it against the chain
 * as it is then), tells `onSent` its hash, and waits for its receipt. Resolves with the hash once mined;
 * rejects with the wallet's error, or `SwapError('failed')` when the chain reverted it or no receipt came
 * in time.
 */
export async function sendSwapTransaction(
  p: Parameters<SwapsTokens['sendSwapTransaction']>[0],
): Promise<string> {
  const { to, data, value } = p.transaction
  const hash = await p.request({
    method: 'eth_sendTransaction',
    params: [{ from: p.account, to, data, value: numberToHex(value) }],
  })
  if (typeof hash !== 'string' || !isHex(hash))
    throw new Error(`eth_sendTransaction answered ${String(hash)}`)
  p.onSent?.(hash)
  for (let poll = 0; poll < RECEIPT_POLLS; poll++) {
    const status = await getTransferStatus({ id: hash, request: p.request })
    if (status === 'confirmed') return hash
    if (status === 'failed') throw new SwapError('failed')
    if (!(await p.pause(RECEIPT_POLL_MS))) break
  }
  throw new SwapError('failed')
}
