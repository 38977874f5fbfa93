import {
  type Address,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A transaction as the build routes answer it: CAIP addresses, decimal strings. */
export interface BuiltTransaction {
  from: string
  to: string
  data: Hex
  value: string
  eip155: { gas?: string; gasPrice: string }
}

const plain = (caipAddress: string) => caipAddress.slice(caipAddress.lastIndexOf(':') + 1) as Address

/**
 * Signs and sends a built transaction with a dev account, exactly as the answer says (target, data,
 * value, gas, gas price), and waits for its receipt.
 */
export async function sendBuiltTransaction({
  rpcUrl,
  chainId,
  privateKey,
  tx,
  client,
}: {
  rpcUrl: string
  chainId: number
  privateKey: Hex
  tx: BuiltTransaction
  client: PublicClient
}): Promise<{ hash: Hash; status: 'success' | 'reverted'; gasCost: bigint }> {
  const chain = defineChain({
    id: chainId,
    name: 'Test chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain,
    transport: http(rpcUrl),
  })
  const hash = await wallet.sendTransaction({
    to: plain(tx.to),
    data: tx.data,
    value: BigInt(tx.value),
    gasPrice: BigInt(tx.eip155.gasPrice),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return { hash, status: receipt.status, gasCost: receipt.gasUsed * receipt.effectiveGasPrice }
}
