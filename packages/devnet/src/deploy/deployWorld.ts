import { FoyerError } from '@foyer/core'
import { type Address, createPublicClient, defineChain, http, parseGwei } from 'viem'
import { contractSteps } from './contractSteps.js'
import { createTxSender, type TxSender } from './createTxSender.js'
import {
  DEVNET_DEPLOYER,
  DEVNET_NFTS,
  DEVNET_SWAP,
  DEVNET_TOKENS,
  type DevnetNft,
  type DevnetPair,
  type DevnetToken,
} from './devnetContracts.js'
import { type DeployAddressMismatchError, DeployerAlreadyUsedError, DeployWorldError } from './errors.js'
import { type AccountIndex, hardhatAccounts } from './hardhatAccounts.js'
import { seedSteps } from './seedSteps.js'
import type { DeployContext } from './types.js'

export interface DeployWorldParameters {
  /** JSON-RPC URL of a fresh, automining local chain (see startChain). */
  rpcUrl: string
  chainId: number
}

/** The contracts of the local world: the same addresses on every devnet chain. */
export interface DeployedWorld {
  chainId: number
  /** Hardhat account #9, which deployed everything. */
  deployer: Address
  contracts: {
    /** fUSD (6 decimals), HBR (18), lBTC (8) and WETH (18). */
    tokens: readonly DevnetToken[]
    /** 'Foyer Harbor Passes' and the spam 'Free Airdrop Claim'. */
    nfts: readonly DevnetNft[]
    weth: Address
    factory: Address
    router: Address
    /** fUSD/WETH, HBR/WETH, fUSD/HBR, lBTC/fUSD, seeded with liquidity. */
    pairs: readonly DevnetPair[]
  }
  /** The block of the last seeding transaction. */
  blockNumber: number
}

export type DeployWorldErrorType = DeployWorldError | DeployerAlreadyUsedError | DeployAddressMismatchError

/**
 * Deploys and seeds the local world on a fresh local chain: the ERC-20 tokens, WETH, the NFT
 * collections, the swap factory, router and pools with liquidity; then it gives the dev accounts
 * (#0, #1: Foyer Dev Wallet, #2: Lantern) tokens, NFTs, spam NFTs and a history of transfers and swaps
 * paid by their neighbours (#3–#8), so that their ETH stays at exactly 10 000. Everything is deployed
 * by account #9 from nonce 0, so the addresses are fixed (DEVNET_TOKENS, DEVNET_NFTS, DEVNET_SWAP) and
 * equal on every chain. Takes about a second.
 *
 * @example
 * const chain = await startChain({ chainId: 31337 })
 * const world = await deployWorld({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })
 * world.contracts.router // the FoyerRouter address
 */
export async function deployWorld(parameters: DeployWorldParameters): Promise<DeployedWorld> {
  const { rpcUrl, chainId } = parameters
  const chain = defineChain({
    id: chainId,
    name: `Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl, { retryCount: 0 }) })

  const [nonce, block] = await guard(chainId, 'read the chain', () =>
    Promise.all([publicClient.getTransactionCount({ address: DEVNET_DEPLOYER }), publicClient.getBlock()]),
  )
  if (nonce !== 0) throw new DeployerAlreadyUsedError({ chainId, deployer: DEVNET_DEPLOYER, nonce })

  // Fees: well above the base fee (which only falls while the chain is this idle), paid from #3–#9 only.
  const tip = parseGwei('1')
  const fees = { maxPriorityFeePerGas: tip, maxFeePerGas: (block.baseFeePerGas ?? parseGwei('1')) * 2n + tip }
  const senders = new Map<AccountIndex, TxSender>()
  const context: DeployContext = {
    chainId,
    publicClient,
    deadline: block.timestamp + 3600n,
    sender(index) {
      let sender = senders.get(index)
      if (!sender) {
        sender = createTxSender({
          chain,
          rpcUrl,
          privateKey: hardhatAccounts[index].privateKey,
          fees,
          publicClient,
        })
        senders.set(index, sender)
      }
      return sender
    },
  }

  for (const step of [...contractSteps(), ...seedSteps()]) {
    await guard(chainId, step.name, () => step.run(context))
  }
  const blockNumber = await guard(chainId, 'read the block number', () => publicClient.getBlockNumber())

  return {
    chainId,
    deployer: DEVNET_DEPLOYER,
    contracts: {
      tokens: DEVNET_TOKENS,
      nfts: DEVNET_NFTS,
      weth: DEVNET_SWAP.weth,
      factory: DEVNET_SWAP.factory,
      router: DEVNET_SWAP.router,
      pairs: DEVNET_SWAP.pairs,
    },
    blockNumber: Number(blockNumber),
  }
}

/** Runs `fn`; a failure that is not already a FoyerError becomes a DeployWorldError naming `step`. */
async function guard<T>(chainId: number, step: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof FoyerError) throw error
    throw new DeployWorldError({ chainId, step, cause: error })
  }
}
