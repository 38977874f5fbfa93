import {
  type Address,
  createPublicClient,
  type Hash,
  type Hex,
  http,
  isAddressEqual,
  type SignableMessage,
  type TransactionSerializableEIP1559,
  type TransactionSerializedEIP1559,
  type TypedDataDefinition,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { bytesToHex } from 'viem/utils'
import { InvalidRequestError, WalletMismatchError } from './errors.js'
import { recoverPrivateKey } from './keys.js'

/**
 * Signing inside the secure frame. Each call rebuilds the private key from two shares, checks that it is
 * the wallet's, signs once and zeroes the key bytes: the key exists only for the length of the call. (viem
 * takes the key as a hex string, which JS cannot zero; it is unreachable once the call returns.)
 */

/** A wallet and two of its shares (device + auth as a rule). */
export interface WalletKey {
  address: Address
  shares: readonly [Uint8Array, Uint8Array]
}

/** The chain RPC timeout and retries of spec section 9 (10 s, 3 retries, backoff from 150 ms). */
export const CHAIN_RPC_OPTIONS = { timeout: 10_000, retryCount: 3, retryDelay: 150 } as const

/**
 * Rebuilds the wallet's key from its two shares, checks that it is the wallet's, runs `use` with a viem
 * account of it and zeroes the key bytes when `use` settles. `use` must sign once and keep nothing: the
 * smart account's owner (smartAccount/toWalletOwner.ts) calls it for each of its signatures.
 *
 * @example
 * const signature = await withAccount(wallet, (account) => account.signMessage({ message: 'hello' }))
 */
export async function withAccount<T>(
  wallet: WalletKey,
  use: (account: PrivateKeyAccount) => Promise<T>,
): Promise<T> {
  const key = await recoverPrivateKey(wallet.shares[0], wallet.shares[1])
  try {
    const account = privateKeyToAccount(bytesToHex(key))
    if (!isAddressEqual(account.address, wallet.address)) throw new WalletMismatchError()
    return await use(account)
  } finally {
    key.fill(0)
  }
}

/**
 * An EIP-191 personal_sign signature: `message` is UTF-8 text, or `{ raw }` bytes.
 *
 * @example
 * const signature = await signMessage({ wallet, message: 'hello' })
 */
export function signMessage(parameters: { wallet: WalletKey; message: SignableMessage }): Promise<Hex> {
  return withAccount(parameters.wallet, (account) => account.signMessage({ message: parameters.message }))
}

/** An EIP-712 (eth_signTypedData_v4) signature. */
export function signTypedData(parameters: {
  wallet: WalletKey
  typedData: TypedDataDefinition<Record<string, unknown>, string>
}): Promise<Hex> {
  return withAccount(parameters.wallet, (account) => account.signTypedData(parameters.typedData))
}

/** A signed EIP-1559 transaction, serialized (the raw transaction to broadcast). */
export function signTransaction(parameters: {
  wallet: WalletKey
  transaction: TransactionSerializableEIP1559
}): Promise<TransactionSerializedEIP1559> {
  return withAccount(
    parameters.wallet,
    // An eip1559 transaction serializes as 0x02…; viem's return type does not narrow it.
    async (account) =>
      (await account.signTransaction(parameters.transaction)) as TransactionSerializedEIP1559,
  )
}

/** What eth_sendTransaction asks for; what is missing is filled from the chain. */
export interface SendTransactionRequest {
  to?: Address | null | undefined
  value?: bigint | undefined
  data?: Hex | undefined
  gas?: bigint | undefined
  nonce?: number | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

export interface SendTransactionParameters {
  wallet: WalletKey
  /** The chain the transaction is signed for; the RPC endpoint must serve this chain. */
  chainId: number
  rpcUrl: string
  transaction: SendTransactionRequest
  /** Once aborted, nothing more is signed or broadcast. */
  signal?: AbortSignal | undefined
}

/**
 * Sends an EIP-1559 transaction from the wallet: fills nonce (pending), gas (estimate) and fees (the
 * chain's estimate) through `rpcUrl`, signs it, broadcasts the raw transaction and returns its hash. The
 * chain is filled in first and the key rebuilt only for the signature.
 *
 * @example
 * const hash = await sendTransaction({ wallet, chainId: 1, rpcUrl, transaction: { to, value: 1n } })
 */
export async function sendTransaction(parameters: SendTransactionParameters): Promise<Hash> {
  const { wallet, chainId, rpcUrl, transaction, signal } = parameters
  const client = createPublicClient({ transport: http(rpcUrl, CHAIN_RPC_OPTIONS) })
  const servedChainId = await client.getChainId()
  if (servedChainId !== chainId)
    throw new InvalidRequestError(`The RPC endpoint serves chain ${servedChainId}, not chain ${chainId}`)

  const { to, value, data } = transaction
  const [nonce, gas, fees] = await Promise.all([
    transaction.nonce ?? client.getTransactionCount({ address: wallet.address, blockTag: 'pending' }),
    transaction.gas ?? client.estimateGas({ account: wallet.address, to, value, data }),
    transaction.maxFeePerGas !== undefined && transaction.maxPriorityFeePerGas !== undefined
      ? { maxFeePerGas: transaction.maxFeePerGas, maxPriorityFeePerGas: transaction.maxPriorityFeePerGas }
      : client.estimateFeesPerGas({ chain: null, type: 'eip1559' }),
  ])
  const maxFeePerGas = transaction.maxFeePerGas ?? fees.maxFeePerGas
  const priority = transaction.maxPriorityFeePerGas ?? fees.maxPriorityFeePerGas
  // A priority fee above the fee cap would be refused by the node: capped. (Math.min takes no bigints.)
  // biome-ignore lint/complexity/useMathMinMax: bigint operands
  const maxPriorityFeePerGas = priority > maxFeePerGas ? maxFeePerGas : priority

  signal?.throwIfAborted()
  const serializedTransaction = await signTransaction({
    wallet,
    transaction: {
      type: 'eip1559',
      chainId,
      nonce,
      gas,
      maxFeePerGas,
      maxPriorityFeePerGas,
      to: to ?? null,
      value,
      data,
    },
  })
  signal?.throwIfAborted()
  return client.sendRawTransaction({ serializedTransaction })
}
