import type { PublicClient } from 'viem'
import type { TxSender } from './createTxSender.js'
import type { AccountIndex } from './hardhatAccounts.js'

/** What every deployment step gets: the chain, a sender per Hardhat account and a deadline for swaps. */
export interface DeployContext {
  chainId: number
  publicClient: PublicClient
  sender(index: AccountIndex): TxSender
  /** A unix time (seconds) an hour after the deployment started: the router deadline of every call. */
  deadline: bigint
}

/** One named step of the deployment; a failure is reported with its name. */
export interface DeployStep {
  name: string
  run(context: DeployContext): Promise<unknown>
}
