import { type BaseError, type Hash, type Hex, http } from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import type { InvalidRequestError, WalletMismatchError } from '../errors.js'
import type { WalletKey } from '../signer.js'
import { createChainClient } from './chainClient.js'
import type { SmartAccountCall } from './encodeCalls.js'
import { UserOperationRevertedError } from './errors.js'
import { toFoyerSmartAccount } from './toFoyerSmartAccount.js'
import { toWalletOwner } from './toWalletOwner.js'
import type { SmartAccountChainConfig } from './types.js'

export interface SendSmartAccountCallsParameters {
  wallet: WalletKey
  /** The chain the user operation is signed for; the RPC endpoint must serve it. */
  chainId: number
  rpcUrl: string
  config: SmartAccountChainConfig
  /** Made in order, in one user operation; all revert if one does. */
  calls: SmartAccountCall[]
  /** Once aborted, nothing more is signed or sent to the bundler. */
  signal?: AbortSignal | undefined
}

export interface SendSmartAccountCallsReturnType {
  userOpHash: Hex
  /** The transaction that included the user operation. */
  transactionHash: Hash
}

export type SendSmartAccountCallsErrorType =
  | UserOperationRevertedError
  /** The RPC endpoint serves another chain, or no call was given. */
  | InvalidRequestError
  /** The shares do not rebuild the wallet's key. */
  | WalletMismatchError
  /** The bundler, the paymaster (refusing to sponsor: ERC-7677) or the chain answered an error. */
  | BaseError
  /** `signal` was aborted. */
  | DOMException

/**
 * Makes `calls` from the wallet's smart account (salt 0) in one ERC-4337 user operation: prepared by the
 * bundler (nonce, gas; fees from the chain; the factory call if the account does not exist yet) and
 * sponsored by `config.paymasterUrl` (ERC-7677) when set, signed by the owner key (rebuilt for that one
 * signature), sent to the bundler; waits for its receipt and returns the including transaction's hash.
 *
 * @example
 * const { transactionHash } = await sendSmartAccountCalls({
 *   wallet, chainId: 1, rpcUrl, config, calls: [{ to, value: parseEther('0.1') }],
 * })
 */
export async function sendSmartAccountCalls(
  parameters: SendSmartAccountCallsParameters,
): Promise<SendSmartAccountCallsReturnType> {
  const { wallet, chainId, rpcUrl, config, calls, signal } = parameters
  const client = await createChainClient({ chainId, rpcUrl })
  const account = await toFoyerSmartAccount({ client, owner: toWalletOwner(wallet), factory: config.factory })
  const paymaster =
    config.paymasterUrl === undefined
      ? undefined
      : createPaymasterClient({
          transport: http(config.paymasterUrl, {
            retryCount: 0,
            ...(config.paymasterHeaders === undefined
              ? {}
              : { fetchFn: withHeaders(config.paymasterHeaders) }),
          }),
        })
  const bundler = createBundlerClient({
    account,
    client,
    paymaster,
    transport: http(config.bundlerUrl, { retryCount: 0 }),
    // viem's default for a chain without a block time is 4 s between receipt polls: each send waited up
    // to 4 s after its bundle was mined. The receipt is one cheap read of the bundler's own store.
    pollingInterval: RECEIPT_POLL_MS,
  })

  signal?.throwIfAborted()
  const prepared = await bundler.prepareUserOperation({ calls })
  signal?.throwIfAborted()
  const signature = await account.signUserOperation(prepared)
  signal?.throwIfAborted()
  const userOpHash = await bundler.sendUserOperation({ ...prepared, signature })
  const receipt = await bundler.waitForUserOperationReceipt({ hash: userOpHash })
  const transactionHash = receipt.receipt.transactionHash
  if (!receipt.success)
    throw new UserOperationRevertedError({ userOpHash, transactionHash, reason: receipt.reason })
  return { userOpHash, transactionHash }
}

/** How often the bundler is asked for the user operation's receipt. */
const RECEIPT_POLL_MS = 500

/** A fetch that adds `headers()`, read for each request, to what viem sends. */
function withHeaders(headers: () => Promise<Record<string, string>>): typeof fetch {
  return async (input, init) => {
    const merged = new Headers(init?.headers)
    for (const [name, value] of Object.entries(await headers())) merged.set(name, value)
    return fetch(input, { ...init, headers: merged })
  }
}
