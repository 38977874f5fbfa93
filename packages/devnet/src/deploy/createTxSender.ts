import {
  type Abi,
  type Address,
  type Chain,
  type ContractFunctionName,
  createWalletClient,
  type EncodeDeployDataParameters,
  type EncodeFunctionDataParameters,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  http,
  type PublicClient,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

export interface TxFees {
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

export interface CreateTxSenderParameters {
  chain: Chain
  rpcUrl: string
  privateKey: `0x${string}`
  fees: TxFees
  /** Reads the starting nonce. */
  publicClient: PublicClient
}

export type WriteParameters<
  abi extends Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
> = EncodeFunctionDataParameters<abi, functionName> & { address: Address; value?: bigint }

/** Sends one account's transactions one after the other, with a local nonce and fixed gas and fees. */
export interface TxSender {
  readonly address: Address
  /** Deploys a contract; resolves with its address (derived from the sender's nonce). */
  deploy<const abi extends Abi>(parameters: EncodeDeployDataParameters<abi>): Promise<Address>
  write<const abi extends Abi, functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
    parameters: WriteParameters<abi, functionName>,
  ): Promise<Hash>
  sendEth(to: Address, value: bigint): Promise<Hash>
  /** Signs off-chain (EIP-712), without a transaction: how a receive-only account gives a permit. */
  signTypedData: PrivateKeyAccount['signTypedData']
}

// Generous and fixed: no estimate round-trip per transaction. Only the gas used is paid, and a revert
// still surfaces, because the local chain mines each transaction as it arrives and reports the failure.
const GAS_LIMIT = 10_000_000n

/**
 * A minimal sender for seeding a local chain quickly (one RPC call per transaction). The chain must
 * automine: each send resolves once the transaction is in a block, and rejects if it reverted.
 */
export function createTxSender(parameters: CreateTxSenderParameters): TxSender {
  const { chain, rpcUrl, privateKey, fees, publicClient } = parameters
  const account = privateKeyToAccount(privateKey)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl, { retryCount: 0 }) })
  let nextNonce: number | undefined

  const send = async (request: { to?: Address; data?: `0x${string}`; value?: bigint }) => {
    nextNonce ??= await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' })
    const nonce = nextNonce++
    const hash = await wallet.sendTransaction({
      ...request,
      ...fees,
      type: 'eip1559',
      gas: GAS_LIMIT,
      nonce,
    })
    return { hash, nonce }
  }

  return {
    address: account.address,
    async deploy(deployParameters) {
      const { nonce } = await send({ data: encodeDeployData(deployParameters as EncodeDeployDataParameters) })
      return getContractAddress({ from: account.address, nonce: BigInt(nonce) })
    },
    async write(writeParameters) {
      const { address, value, ...call } = writeParameters
      const data = encodeFunctionData(call as EncodeFunctionDataParameters)
      return (await send({ to: address, data, value })).hash
    },
    async sendEth(to, value) {
      return (await send({ to, value })).hash
    },
    signTypedData: (typedData) => account.signTypedData(typedData),
  }
}
