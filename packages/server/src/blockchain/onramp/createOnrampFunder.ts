import { type Address, createWalletClient, erc20Abi, type Hash, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describeRevert } from '../convert/describeRevert.js'
import { OnrampSendFailedError } from '../errors.js'
import { callChain } from '../shared/callChain.js'
import type { EvmChain } from '../shared/createChainRegistry.js'

export interface OnrampFunder {
  readonly address: Address
  /** Sends `units` of the native currency (token undefined) or of an ERC-20 to `to`; resolves once mined. */
  send(parameters: { chain: EvmChain; to: Address; token: Address | undefined; units: bigint }): Promise<Hash>
}

const RECEIPT_TIMEOUT_MS = 30_000

/**
 * The funded account the on-ramp sandbox pays purchases from. Its sends are made one at a time in this
 * process (one nonce sequence), and each waits for its receipt: a revert is `OnrampSendFailedError`.
 *
 * @example
 * const funder = createOnrampFunder(hardhatAccounts[8].privateKey)
 * await funder.send({ chain, to: buyer, token: undefined, units: 10n ** 16n })
 */
export function createOnrampFunder(privateKey: `0x${string}`): OnrampFunder {
  const account = privateKeyToAccount(privateKey)
  let queue: Promise<unknown> = Promise.resolve()
  const send: OnrampFunder['send'] = async ({ chain, to, token, units }) => {
    const wallet = createWalletClient({ account, chain: chain.chain, transport: http(chain.rpcUrl) })
    let hash: Hash
    try {
      hash = token
        ? await wallet.writeContract({
            address: token,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, units],
          })
        : await wallet.sendTransaction({ to, value: units })
    } catch (error) {
      throw new OnrampSendFailedError({ reason: describeRevert(error), cause: error })
    }
    const receipt = await callChain(chain, (client) =>
      client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS, pollingInterval: 100 }),
    )
    if (receipt.status !== 'success')
      throw new OnrampSendFailedError({ reason: `transaction ${hash} reverted` })
    return hash
  }
  return {
    address: account.address,
    send(parameters) {
      const result = queue.then(() => send(parameters))
      // The next send waits for this one to settle, whether it succeeded or failed.
      queue = result.then(
        () => undefined,
        () => undefined,
      )
      return result
    },
  }
}
