import type { TransferParameters, WalletRequest } from '@foyer/core'
import { type Address, encodeFunctionData, erc20Abi, hexToBigInt, isHex, numberToHex } from 'viem'

/** Gas of a plain native transfer; token transfers are estimated by the wallet's node. */
const NATIVE_TRANSFER_GAS = 21_000n

/** The eth_sendTransaction object of a transfer: a value transfer, or ERC-20 `transfer(to, amount)`. */
export function toTransaction({ from, to, token, amount }: Omit<TransferParameters, 'network' | 'request'>) {
  return token === undefined
    ? { from, to, value: numberToHex(amount) }
    : {
        from,
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, amount] }),
      }
}

function quantity(value: unknown, method: string): bigint {
  if (typeof value !== 'string' || !isHex(value)) throw new Error(`${method} answered ${String(value)}`)
  return hexToBigInt(value)
}

/** The fee of a transfer in wei: eth_gasPrice × gas (21 000 for native, eth_estimateGas for ERC-20). */
export async function estimateTransferFee(p: TransferParameters): Promise<bigint> {
  const gasPrice = quantity(await p.request({ method: 'eth_gasPrice' }), 'eth_gasPrice')
  const gas =
    p.token === undefined
      ? NATIVE_TRANSFER_GAS
      : quantity(
          await p.request({ method: 'eth_estimateGas', params: [toTransaction(p)] }),
          'eth_estimateGas',
        )
  return gas * gasPrice
}

/** Sends the transfer with eth_sendTransaction; resolves with the transaction hash. */
export async function sendTransfer(p: TransferParameters): Promise<string> {
  const hash = await p.request({ method: 'eth_sendTransaction', params: [toTransaction(p)] })
  if (typeof hash !== 'string' || !isHex(hash))
    throw new Error(`eth_sendTransaction answered ${String(hash)}`)
  return hash
}

/** The transfer's outcome from its receipt (status 0x0: reverted); undefined while it is not mined. */
export async function getTransferStatus(p: {
  id: string
  request: WalletRequest
}): Promise<'confirmed' | 'failed' | undefined> {
  const receipt = (await p.request({ method: 'eth_getTransactionReceipt', params: [p.id] })) as {
    status?: unknown
  } | null
  if (!receipt) return undefined
  return receipt.status === '0x0' ? 'failed' : 'confirmed'
}
