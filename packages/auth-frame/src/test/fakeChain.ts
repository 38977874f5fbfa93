import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { keccak256, numberToHex, type TransactionSerialized } from 'viem'

/**
 * A stand-in chain JSON-RPC endpoint on 127.0.0.1 for the signer and frame tests: it answers the calls
 * that filling and broadcasting a transaction make, keeps the raw transactions it was sent and answers
 * their keccak-256 hash, as a node does. `methods` counts what was asked, for tests that check what
 * was (not) done.
 */
export interface FakeChain {
  url: string
  chainId: number
  rawTransactions: TransactionSerialized[]
  methods: string[]
  close(): Promise<void>
}

const BASE_FEE = 1_000_000_000n
const PRIORITY_FEE = 1_500_000_000n
export const FAKE_CHAIN_NONCE = 5
export const FAKE_CHAIN_GAS = 21_000n
export const FAKE_CHAIN_BALANCE = 10n ** 18n

export async function startFakeChain(chainId = 31337): Promise<FakeChain> {
  const rawTransactions: TransactionSerialized[] = []
  const methods: string[] = []
  const answer = (method: string, params: unknown[]): unknown => {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'eth_getTransactionCount':
        return numberToHex(FAKE_CHAIN_NONCE)
      case 'eth_estimateGas':
        return numberToHex(FAKE_CHAIN_GAS)
      case 'eth_maxPriorityFeePerGas':
        return numberToHex(PRIORITY_FEE)
      case 'eth_getBalance':
        return numberToHex(FAKE_CHAIN_BALANCE)
      case 'eth_blockNumber':
        return '0x10'
      case 'eth_getBlockByNumber':
        return {
          number: '0x10',
          hash: `0x${'ab'.repeat(32)}`,
          parentHash: `0x${'cd'.repeat(32)}`,
          timestamp: '0x1',
          gasLimit: '0x1c9c380',
          gasUsed: '0x0',
          baseFeePerGas: numberToHex(BASE_FEE),
          transactions: [],
        }
      case 'eth_sendRawTransaction': {
        const raw = params[0] as TransactionSerialized
        rawTransactions.push(raw)
        return keccak256(raw)
      }
      default:
        return undefined
    }
  }
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string; params?: unknown[] }
      methods.push(call.method)
      const result = answer(call.method, call.params ?? [])
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify(
          result === undefined
            ? { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }
            : { jsonrpc: '2.0', id: call.id, result },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    chainId,
    rawTransactions,
    methods,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
