import type { Network, WalletRequest } from '@foyer/core'
import { describe, expect, test } from 'vitest'
import { estimateTransferFee, getTransferStatus, sendTransfer } from './transfer.js'

const network = { id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155' } as unknown as Network
const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x000000000000000000000000000000000000bEEF'
const fusd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** A wallet that records what it is asked and answers from `answers`. */
function wallet(answers: Record<string, unknown>) {
  const asked: { method: string; params?: unknown }[] = []
  const request: WalletRequest = async (args) => {
    asked.push(args)
    return answers[args.method]
  }
  return { asked, request }
}

describe('EVM transfers (the Send capability)', () => {
  test('default: a native transfer is a value transfer; its fee is 21 000 gas at the gas price', async () => {
    const { asked, request } = wallet({ eth_gasPrice: '0x3b9aca00', eth_sendTransaction: '0xabc' })
    const transfer = { network, from, to, token: undefined, amount: 1_500_000_000_000_000_000n, request }
    await expect(estimateTransferFee(transfer)).resolves.toBe(21_000n * 1_000_000_000n)
    await expect(sendTransfer(transfer)).resolves.toBe('0xabc')
    expect(asked.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: '0x14d1120d7b160000' }],
    })
  })

  test('default: an ERC-20 transfer calls transfer(to, amount) on the token; its gas is estimated', async () => {
    const { asked, request } = wallet({
      eth_gasPrice: '0x2',
      eth_estimateGas: '0xc350',
      eth_sendTransaction: '0xdef',
    })
    const transfer = { network, from, to, token: fusd, amount: 1_000_000n, request }
    await expect(estimateTransferFee(transfer)).resolves.toBe(50_000n * 2n)
    await sendTransfer(transfer)
    const calldata =
      '0xa9059cbb000000000000000000000000000000000000000000000000000000000000beef00000000000000000000000000000000000000000000000000000000000f4240'
    expect(asked[1]).toEqual({ method: 'eth_estimateGas', params: [{ from, to: fusd, data: calldata }] })
    expect(asked[2]).toEqual({ method: 'eth_sendTransaction', params: [{ from, to: fusd, data: calldata }] })
  })

  test('behavior: the outcome comes from the receipt: none yet, mined, reverted', async () => {
    const pending = wallet({ eth_getTransactionReceipt: null })
    await expect(getTransferStatus({ id: '0xabc', request: pending.request })).resolves.toBeUndefined()
    const mined = wallet({ eth_getTransactionReceipt: { status: '0x1' } })
    await expect(getTransferStatus({ id: '0xabc', request: mined.request })).resolves.toBe('confirmed')
    const reverted = wallet({ eth_getTransactionReceipt: { status: '0x0' } })
    await expect(getTransferStatus({ id: '0xabc', request: reverted.request })).resolves.toBe('failed')
  })

  test('behavior: an answer that is not a hex quantity or hash is an error, not a wrong fee or id', async () => {
    const { request } = wallet({ eth_gasPrice: 'cheap', eth_sendTransaction: 42 })
    const transfer = { network, from, to, token: undefined, amount: 1n, request }
    await expect(estimateTransferFee(transfer)).rejects.toThrow('eth_gasPrice answered cheap')
    await expect(sendTransfer(transfer)).rejects.toThrow('eth_sendTransaction answered 42')
  })
})
