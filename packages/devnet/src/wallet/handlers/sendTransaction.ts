import { BaseError, createWalletClient, custom, isAddress, isHex } from 'viem'
import type { Handler, WalletContext } from '../context.js'
import { paramsArray } from '../context.js'
import { internalError, invalidParams, ProviderRpcError } from '../errors.js'

interface TransactionFields {
  to?: `0x${string}`
  data?: `0x${string}`
  value?: bigint
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

function quantity(tx: Record<string, unknown>, key: string): bigint | undefined {
  const value = tx[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`${key} must be a hex quantity`)
  return BigInt(value)
}

/** Turns the JSON-RPC transaction object into viem's request, validating each field. */
function parseTransaction(
  context: WalletContext,
  value: unknown,
): { from: unknown; fields: TransactionFields } {
  if (typeof value !== 'object' || value === null) throw invalidParams('expected a transaction object')
  const tx = value as Record<string, unknown>
  const chainId = quantity(tx, 'chainId')
  if (chainId !== undefined && Number(chainId) !== context.chain().chainId) {
    throw invalidParams(`chainId ${chainId} does not match the active chain ${context.chain().chainId}`)
  }
  const to = tx.to ?? undefined
  if (to !== undefined && (typeof to !== 'string' || !isAddress(to, { strict: false }))) {
    throw invalidParams('to must be an address')
  }
  const data = tx.data ?? tx.input ?? undefined
  if (data !== undefined && (typeof data !== 'string' || !isHex(data)))
    throw invalidParams('data must be hex')
  const nonce = quantity(tx, 'nonce')
  const gasPrice = quantity(tx, 'gasPrice')
  const maxFeePerGas = quantity(tx, 'maxFeePerGas')
  const maxPriorityFeePerGas = quantity(tx, 'maxPriorityFeePerGas')
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)) {
    throw invalidParams('gasPrice cannot be combined with maxFeePerGas / maxPriorityFeePerGas')
  }
  const fields: TransactionFields = {
    to: to as `0x${string}` | undefined,
    data: data as `0x${string}` | undefined,
    value: quantity(tx, 'value'),
    gas: quantity(tx, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    gasPrice,
    maxFeePerGas,
    maxPriorityFeePerGas,
  }
  for (const key of Object.keys(fields) as (keyof TransactionFields)[]) {
    if (fields[key] === undefined) delete fields[key]
  }
  return { from: tx.from, fields }
}

/** The node's own error (insufficient funds, reverted...) if there is one in viem's cause chain. */
function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const cause = error.walk((inner) => inner instanceof ProviderRpcError)
    if (cause instanceof ProviderRpcError) return cause
    return internalError({ message: error.shortMessage })
  }
  return internalError({ message: error instanceof Error ? error.message : String(error) })
}

/**
 * eth_sendTransaction: after approval, fills nonce, gas and fees from the active chain, signs with
 * the local key and sends it with eth_sendRawTransaction. Returns the transaction hash.
 */
export const sendTransactionHandlers: Record<string, Handler> = {
  eth_sendTransaction: async (context, params) => {
    const [tx] = paramsArray(params)
    const { from, fields } = parseTransaction(context, tx)
    const account = context.signer(from)
    await context.ask({ method: 'eth_sendTransaction', params })
    const client = createWalletClient({
      account,
      transport: custom({ request: ({ method, params: rpcParams }) => context.rpc(method, rpcParams) }),
    })
    try {
      return await client.sendTransaction({ ...fields, chain: null } as Parameters<
        typeof client.sendTransaction
      >[0])
    } catch (error) {
      throw toProviderError(error)
    }
  },
}
