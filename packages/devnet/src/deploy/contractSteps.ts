import { type Address, maxUint256, parseEther, parseUnits } from 'viem'
import {
  airdropClaimAbi,
  foyerFactoryAbi,
  foyerRouterAbi,
  foyerTokenAbi,
  harborPassesAbi,
  wrappedEtherAbi,
} from '../contracts/abis.js'
import { devnetBytecode } from '../contracts/bytecode.js'
import {
  DEVNET_DEPLOYER,
  DEVNET_NFTS,
  DEVNET_SWAP,
  DEVNET_TOKENS,
  type DevnetTokenSymbol,
  devnetTokenAddress,
  SEEDED_POOLS,
} from './devnetContracts.js'
import { DeployAddressMismatchError } from './errors.js'
import { DEPLOYER_INDEX } from './hardhatAccounts.js'
import type { DeployContext, DeployStep } from './types.js'

/** Total supplies, all minted to the deployer. */
const SUPPLY: Record<Exclude<DevnetTokenSymbol, 'WETH'>, string> = {
  fUSD: '100000000',
  HBR: '100000000',
  lBTC: '21000',
}

/** ETH the deployer wraps for the pools. */
const WRAPPED_ETH = '200'

const decimalsOf = (symbol: DevnetTokenSymbol) =>
  DEVNET_TOKENS.find((token) => token.symbol === symbol)?.decimals ?? 18
const nameOf = (symbol: DevnetTokenSymbol) =>
  DEVNET_TOKENS.find((token) => token.symbol === symbol)?.name ?? symbol

function expectAt(context: DeployContext, contract: string, actual: Address, expected: Address): void {
  if (actual.toLowerCase() !== expected.toLowerCase()) {
    throw new DeployAddressMismatchError({ chainId: context.chainId, contract, expected })
  }
}

function deployToken(symbol: Exclude<DevnetTokenSymbol, 'WETH'>): DeployStep {
  return {
    name: `deploy ${symbol}`,
    run: async (context) => {
      const decimals = decimalsOf(symbol)
      const address = await context.sender(DEPLOYER_INDEX).deploy({
        abi: foyerTokenAbi,
        bytecode: devnetBytecode.FoyerToken,
        args: [nameOf(symbol), symbol, decimals, parseUnits(SUPPLY[symbol], decimals), DEVNET_DEPLOYER],
      })
      expectAt(context, symbol, address, devnetTokenAddress(symbol))
    },
  }
}

const [passes, claims] = DEVNET_NFTS as [(typeof DEVNET_NFTS)[0], (typeof DEVNET_NFTS)[0]]

/**
 * The deployer's part, in nonce order (DEPLOY_NONCES): the tokens, WETH, the two NFT collections,
 * the factory and the router; then it wraps ETH and seeds the pools through the router.
 */
export function contractSteps(): DeployStep[] {
  const deployer = (context: DeployContext) => context.sender(DEPLOYER_INDEX)
  const steps: DeployStep[] = [
    deployToken('fUSD'),
    deployToken('HBR'),
    deployToken('lBTC'),
    {
      name: 'deploy WETH',
      run: async (context) => {
        const address = await deployer(context).deploy({
          abi: wrappedEtherAbi,
          bytecode: devnetBytecode.WrappedEther,
        })
        expectAt(context, 'WETH', address, DEVNET_SWAP.weth)
      },
    },
    {
      name: 'deploy HarborPasses',
      run: async (context) => {
        const address = await deployer(context).deploy({
          abi: harborPassesAbi,
          bytecode: devnetBytecode.HarborPasses,
          args: [DEVNET_DEPLOYER],
        })
        expectAt(context, 'HarborPasses', address, passes.address)
      },
    },
    {
      name: 'deploy AirdropClaim',
      run: async (context) => {
        const address = await deployer(context).deploy({
          abi: airdropClaimAbi,
          bytecode: devnetBytecode.AirdropClaim,
          args: [DEVNET_DEPLOYER],
        })
        expectAt(context, 'AirdropClaim', address, claims.address)
      },
    },
    {
      name: 'deploy FoyerFactory',
      run: async (context) => {
        const address = await deployer(context).deploy({
          abi: foyerFactoryAbi,
          bytecode: devnetBytecode.FoyerFactory,
        })
        expectAt(context, 'FoyerFactory', address, DEVNET_SWAP.factory)
      },
    },
    {
      name: 'deploy FoyerRouter',
      run: async (context) => {
        const address = await deployer(context).deploy({
          abi: foyerRouterAbi,
          bytecode: devnetBytecode.FoyerRouter,
          args: [DEVNET_SWAP.factory, DEVNET_SWAP.weth],
        })
        expectAt(context, 'FoyerRouter', address, DEVNET_SWAP.router)
      },
    },
    {
      name: `wrap ${WRAPPED_ETH} ETH`,
      run: (context) =>
        deployer(context).write({
          address: DEVNET_SWAP.weth,
          abi: wrappedEtherAbi,
          functionName: 'deposit',
          value: parseEther(WRAPPED_ETH),
        }),
    },
  ]
  for (const symbol of ['fUSD', 'HBR', 'lBTC', 'WETH'] as const) {
    steps.push({
      name: `approve the router for the deployer's ${symbol}`,
      run: (context) =>
        deployer(context).write({
          address: devnetTokenAddress(symbol),
          abi: foyerTokenAbi,
          functionName: 'approve',
          args: [DEVNET_SWAP.router, maxUint256],
        }),
    })
  }
  SEEDED_POOLS.forEach(({ tokens: [a, b], amounts: [amountA, amountB] }, index) => {
    const symbol = `${a}/${b}`
    const expected = DEVNET_SWAP.pairs[index]?.address
    steps.push({
      name: `seed the ${symbol} pool`,
      run: async (context) => {
        const [wantA, wantB] = [parseUnits(amountA, decimalsOf(a)), parseUnits(amountB, decimalsOf(b))]
        await deployer(context).write({
          address: DEVNET_SWAP.router,
          abi: foyerRouterAbi,
          functionName: 'addLiquidity',
          args: [
            devnetTokenAddress(a),
            devnetTokenAddress(b),
            wantA,
            wantB,
            wantA,
            wantB,
            DEVNET_DEPLOYER,
            context.deadline,
          ],
        })
        const pair = await context.publicClient.readContract({
          address: DEVNET_SWAP.factory,
          abi: foyerFactoryAbi,
          functionName: 'getPair',
          args: [devnetTokenAddress(a), devnetTokenAddress(b)],
        })
        if (expected) expectAt(context, `the ${symbol} pair`, pair, expected)
      },
    })
  })
  return steps
}
