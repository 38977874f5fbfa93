import { isAddress, isHex } from 'viem'
import type { Handler, WalletContext } from '../context.js'
import { paramsArray } from '../context.js'
import { invalidParams, ProviderRpcError } from '../errors.js'
import { randomUuid } from '../randomUuid.js'
import { toHexChainId } from '../toHexChainId.js'
import { sendTransactionHandlers } from './sendTransaction.js'

/** EIP-5792 5760: the wallet cannot run the batch atomically and the app asked for atomicity. */
const atomicityNotSupported = () => new ProviderRpcError(5760, 'Atomicity not supported')
/** EIP-5792 5730: unknown batch id. */
const unknownBundle = () => new ProviderRpcError(5730, 'Unknown bundle id')

interface Batch {
  chainId: number
  hashes: `0x${string}`[]
  /** Set when a call could not be sent: the later calls were not sent. */
  failed: boolean
}

const batchesByWallet = new WeakMap<WalletContext, Map<string, Batch>>()
const batchesOf = (context: WalletContext) => {
  const batches = batchesByWallet.get(context) ?? new Map<string, Batch>()
  batchesByWallet.set(context, batches)
  return batches
}

interface Call {
  to: `0x${string}`
  data?: `0x${string}`
  value?: `0x${string}`
}

function parseCalls(value: unknown): Call[] {
  if (!Array.isArray(value) || value.length === 0) throw invalidParams('calls must be a non-empty array')
  return value.map((call: unknown, index) => {
    const { to, data, value: amount } = (call ?? {}) as Record<string, unknown>
    if (typeof to !== 'string' || !isAddress(to, { strict: false }))
      throw invalidParams(`calls[${index}].to must be an address`)
    if (data !== undefined && (typeof data !== 'string' || !isHex(data)))
      throw invalidParams(`calls[${index}].data must be hex`)
    if (amount !== undefined && (typeof amount !== 'string' || !isHex(amount)))
      throw invalidParams(`calls[${index}].value must be a hex quantity`)
    return { to, ...(data ? { data } : {}), ...(amount ? { value: amount } : {}) } as Call
  })
}

/**
 * EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus). The dev wallet has no
 * smart account: it runs a batch as one transaction per call, in order, after ONE approval, and says
 * so in its capabilities (`atomic: unsupported`); a batch that requires atomicity is refused (5760).
 */
export const callsHandlers: Record<string, Handler> = {
  wallet_getCapabilities: async (context, params) => {
    const [address, chainIds] = paramsArray(params)
    context.signer(address)
    const known = Array.isArray(chainIds) ? (chainIds as string[]) : [toHexChainId(context.chain().chainId)]
    return Object.fromEntries(known.map((chainId) => [chainId, { atomic: { status: 'unsupported' } }]))
  },

  wallet_sendCalls: async (context, params) => {
    const [request] = paramsArray(params)
    if (typeof request !== 'object' || request === null)
      throw invalidParams('expected a calls request object')
    const { from, chainId, calls, atomicRequired, id } = request as Record<string, unknown>
    if (chainId !== undefined && chainId !== toHexChainId(context.chain().chainId))
      throw invalidParams(`chainId ${String(chainId)} is not the active chain`)
    if (atomicRequired === true) throw atomicityNotSupported()
    const parsed = parseCalls(calls)
    const account = context.signer(from ?? context.authorized()[0])
    await context.ask({ method: 'wallet_sendCalls', params })
    const batchId = typeof id === 'string' && id.length > 0 ? id : randomUuid(globalThis.crypto)
    const batch: Batch = { chainId: context.chain().chainId, hashes: [], failed: false }
    batchesOf(context).set(batchId, batch)
    const send = sendTransactionHandlers.eth_sendTransaction as Handler
    // The one approval covers every call of the batch: send them without asking again.
    const approved: WalletContext = { ...context, ask: async () => undefined }
    for (const call of parsed) {
      try {
        batch.hashes.push((await send(approved, [{ from: account.address, ...call }])) as `0x${string}`)
      } catch (error) {
        batch.failed = true
        if (batch.hashes.length === 0) throw error
        break
      }
    }
    return { id: batchId }
  },

  wallet_getCallsStatus: async (context, params) => {
    const [batchId] = paramsArray(params)
    const batch = typeof batchId === 'string' ? batchesOf(context).get(batchId) : undefined
    if (!batch) throw unknownBundle()
    const receipts = await Promise.all(
      batch.hashes.map(
        (hash) => context.rpc('eth_getTransactionReceipt', [hash]) as Promise<Record<string, unknown> | null>,
      ),
    )
    const mined = receipts.filter((receipt): receipt is Record<string, unknown> => receipt !== null)
    const reverted = mined.some((receipt) => receipt.status !== '0x1')
    // 100 pending, 200 confirmed, 400 failed off-chain (nothing mined), 500 reverted, 600 partially reverted.
    let status = 100
    if (mined.length === batch.hashes.length && !batch.failed) status = reverted ? 600 : 200
    if (batch.failed) status = batch.hashes.length === 0 ? 400 : 600
    if (reverted && mined.every((receipt) => receipt.status !== '0x1')) status = 500
    return {
      version: '2.0.0',
      id: batchId,
      chainId: toHexChainId(batch.chainId),
      status,
      atomic: false,
      receipts: mined.map((receipt) => ({
        logs: receipt.logs,
        status: receipt.status,
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      })),
    }
  },
}
