import { FoyerError } from '@foyer/core'
import {
  type Chain,
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { aaDevAccounts } from './aaAccounts.js'
import {
  AA_CONTRACTS,
  DETERMINISTIC_DEPLOYER,
  DETERMINISTIC_DEPLOYER_SIGNER,
  DETERMINISTIC_DEPLOYER_TRANSACTION,
  DEVNET_ACCOUNT_ABSTRACTION,
  type DevnetAccountAbstraction,
} from './aaContracts.js'
import { AccountAbstractionAddressMismatchError, AccountAbstractionDeployError } from './errors.js'

export interface DeployAccountAbstractionParameters {
  /** JSON-RPC URL of an automining local chain (see startChain); a RunningChain fits. */
  rpcUrl: string
  chainId: number
}

export interface DeployedAccountAbstraction extends DevnetAccountAbstraction {
  chainId: number
  /** The paymaster's deposit on the EntryPoint, in wei, after the call. */
  paymasterDeposit: bigint
}

export type DeployAccountAbstractionErrorType =
  | AccountAbstractionDeployError
  | AccountAbstractionAddressMismatchError

/** The deposit the paymaster is topped up to whenever it has less than PAYMASTER_MIN_DEPOSIT. */
export const PAYMASTER_DEPOSIT: bigint = parseEther('100')
export const PAYMASTER_MIN_DEPOSIT: bigint = parseEther('10')

/** What the deterministic deployer's pre-signed transaction costs: 100 000 gas at 100 gwei. */
const DEPLOYER_FUNDING = parseEther('0.01')
// Fixed and generous: the EntryPoint's creation takes about 4.5 M gas; only the gas used is paid.
const GAS_LIMIT = 10_000_000n

/**
 * Deploys ERC-4337 on a local chain: the deterministic deployment proxy (its pre-signed transaction),
 * EntryPoint v0.8 and SimpleAccountFactory v0.8 from @account-abstraction/contracts 0.8.0 at their
 * canonical addresses, the devnet's verifying paymaster, with a deposit of 100 ETH on the EntryPoint, and
 * Foyer's smart account (the FoyerAccount implementation and FoyerAccountFactory).
 * Idempotent: what is already there is kept, and the deposit is topped up only when below 10 ETH.
 * Hardhat account #15 pays for it all. The addresses are DEVNET_ACCOUNT_ABSTRACTION's on every chain.
 *
 * @example
 * const chain = await startChain({ chainId: 31337 })
 * const aa = await deployAccountAbstraction(chain)
 * aa.entryPoint // '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
 */
export async function deployAccountAbstraction(
  parameters: DeployAccountAbstractionParameters,
): Promise<DeployedAccountAbstraction> {
  const { rpcUrl, chainId } = parameters
  const chain = defineChain({
    id: chainId,
    name: `Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const wallet = createWalletClient({
    account: privateKeyToAccount(aaDevAccounts.deployer.privateKey),
    chain,
    transport,
  })
  const step = <T>(name: string, fn: () => Promise<T>) => guard(chainId, name, fn)
  const mined = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
  }

  if (!(await step('read the deterministic deployer', () => hasCode(publicClient, DETERMINISTIC_DEPLOYER)))) {
    await step('deploy the deterministic deployer', async () => {
      const balance = await publicClient.getBalance({ address: DETERMINISTIC_DEPLOYER_SIGNER })
      if (balance < DEPLOYER_FUNDING) {
        await mined(
          await wallet.sendTransaction({ to: DETERMINISTIC_DEPLOYER_SIGNER, value: DEPLOYER_FUNDING }),
        )
      }
      await mined(
        await publicClient.sendRawTransaction({ serializedTransaction: DETERMINISTIC_DEPLOYER_TRANSACTION }),
      )
    })
  }

  for (const contract of AA_CONTRACTS) {
    if (await step(`read ${contract.name}`, () => hasCode(publicClient, contract.address))) continue
    await step(`deploy ${contract.name}`, async () =>
      mined(
        await wallet.sendTransaction({
          to: DETERMINISTIC_DEPLOYER,
          data: concat([contract.salt, contract.initCode]),
          gas: GAS_LIMIT,
        }),
      ),
    )
    if (!(await step(`read ${contract.name}`, () => hasCode(publicClient, contract.address)))) {
      throw new AccountAbstractionAddressMismatchError({
        chainId,
        contract: contract.name,
        expected: contract.address,
      })
    }
  }

  const { entryPoint, paymaster } = DEVNET_ACCOUNT_ABSTRACTION
  const depositOf = () =>
    publicClient.readContract({
      address: entryPoint,
      abi: entryPoint08Abi,
      functionName: 'balanceOf',
      args: [paymaster],
    })
  let paymasterDeposit = await step('read the paymaster deposit', depositOf)
  if (paymasterDeposit < PAYMASTER_MIN_DEPOSIT) {
    paymasterDeposit = await step('fund the paymaster deposit', async () => {
      await mined(
        await wallet.writeContract({
          address: entryPoint,
          abi: entryPoint08Abi,
          functionName: 'depositTo',
          args: [paymaster],
          value: PAYMASTER_DEPOSIT - paymasterDeposit,
        }),
      )
      return depositOf()
    })
  }
  return { chainId, ...DEVNET_ACCOUNT_ABSTRACTION, paymasterDeposit }
}

async function hasCode(client: PublicClient<ReturnType<typeof http>, Chain>, address: `0x${string}`) {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}

/** Runs `fn`; a failure that is not already a FoyerError becomes an AccountAbstractionDeployError naming `step`. */
async function guard<T>(chainId: number, step: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof FoyerError) throw error
    throw new AccountAbstractionDeployError({ chainId, step, cause: error })
  }
}
