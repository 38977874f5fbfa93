import {
  type Abi,
  type Address,
  type EncodeDeployDataParameters,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
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

/** Deploys a contract from the deployer and checks it landed at the address the devnet promises. */
function deployContract<const abi extends Abi>(
  contract: string,
  parameters: EncodeDeployDataParameters<abi>,
  expected: Address,
): DeployStep {
  return {
    name: `deploy ${contract}`,
    run: async (context) => {
      // The call site checked the arguments against the ABI; the sender takes any ABI's.
      const address = await context.sender(DEPLOYER_INDEX).deploy(parameters as EncodeDeployDataParameters)
      expectAt(context, contract, address, expected)
    },
  }
}

function deployToken(symbol: Exclude<DevnetTokenSymbol, 'WETH'>): DeployStep {
  const decimals = decimalsOf(symbol)
  return deployContract(
    symbol,
    {
      abi: foyerTokenAbi,
      bytecode: devnetBytecode.FoyerToken,
      args: [nameOf(symbol), symbol, decimals, parseUnits(SUPPLY[symbol], decimals), DEVNET_DEPLOYER],
    },
    devnetTokenAddress(symbol),
  )
}

const deployer = (context: DeployContext) => context.sender(DEPLOYER_INDEX)

/** The deployer lets the router spend all of its `symbol`, for the pools it seeds. */
function approveRouter(symbol: DevnetTokenSymbol): DeployStep {
  return {
    name: `approve the router for the deployer's ${symbol}`,
    run: (context) =>
      deployer(context).write({
        address: devnetTokenAddress(symbol),
        abi: foyerTokenAbi,
        functionName: 'approve',
        args: [DEVNET_SWAP.router, maxUint256],
      }),
  }
}

/** Adds the pool's liquidity through the router, and checks the pair's address (when one is promised). */
function seedPool(
  { tokens: [a, b], amounts: [amountA, amountB] }: (typeof SEEDED_POOLS)[number],
  index: number,
): DeployStep {
  const symbol = `${a}/${b}`
  const expected = DEVNET_SWAP.pairs[index]?.address
  return {
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
  }
}

const [passes, claims] = DEVNET_NFTS as [(typeof DEVNET_NFTS)[0], (typeof DEVNET_NFTS)[0]]

/**
 * The deployer's part, in nonce order (DEPLOY_NONCES): the tokens, WETH, the two NFT collections,
 * the factory and the router; then it wraps ETH and seeds the pools through the router.
 */
export function contractSteps(): DeployStep[] {
  return [
    deployToken('fUSD'),
    deployToken('HBR'),
    deployToken('lBTC'),
    deployContract('WETH', { abi: wrappedEtherAbi, bytecode: devnetBytecode.WrappedEther }, DEVNET_SWAP.weth),
    deployContract(
      'HarborPasses',
      { abi: harborPassesAbi, bytecode: devnetBytecode.HarborPasses, args: [DEVNET_DEPLOYER] },
      passes.address,
    ),
    deployContract(
      'AirdropClaim',
      { abi: airdropClaimAbi, bytecode: devnetBytecode.AirdropClaim, args: [DEVNET_DEPLOYER] },
      claims.address,
    ),
    deployContract(
      'FoyerFactory',
      { abi: foyerFactoryAbi, bytecode: devnetBytecode.FoyerFactory },
      DEVNET_SWAP.factory,
    ),
    deployContract(
      'FoyerRouter',
      {
        abi: foyerRouterAbi,
        bytecode: devnetBytecode.FoyerRouter,
        args: [DEVNET_SWAP.factory, DEVNET_SWAP.weth],
      },
      DEVNET_SWAP.router,
    ),
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
    ...(['fUSD', 'HBR', 'lBTC', 'WETH'] as const).map(approveRouter),
    ...SEEDED_POOLS.map(seedPool),
  ]
}
