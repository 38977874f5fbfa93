import { maxUint256, parseEther, parseSignature, parseUnits } from 'viem'
import {
  airdropClaimAbi,
  foyerRouterAbi,
  foyerTokenAbi,
  harborPassesAbi,
  wrappedEtherAbi,
} from '../contracts/abis.js'
import {
  DEVNET_NFTS,
  DEVNET_SWAP,
  DEVNET_TOKENS,
  type DevnetTokenSymbol,
  devnetTokenAddress,
} from './devnetContracts.js'
import { type AccountIndex, DEPLOYER_INDEX, hardhatAccounts } from './hardhatAccounts.js'
import type { DeployContext, DeployStep } from './types.js'

type PermitSymbol = Exclude<DevnetTokenSymbol, 'WETH'>

/**
 * One thing that happens in the local world's past. Amounts are human units of the token (or ETH).
 * The account that pays the gas is `from` (or `relayer`, or the deployer for mints and airdrops).
 */
export type SeedAction =
  | { do: 'eth'; from: AccountIndex; to: AccountIndex; amount: string }
  | { do: 'transfer'; from: AccountIndex; to: AccountIndex; token: DevnetTokenSymbol; amount: string }
  /** `owner` signs an EIP-2612 permit off-chain (no gas); `relayer` submits it and moves the tokens. */
  | {
      do: 'permitTransfer'
      owner: AccountIndex
      relayer: AccountIndex
      to: AccountIndex
      token: PermitSymbol
      amount: string
    }
  | { do: 'wrap'; from: AccountIndex; amount: string }
  | { do: 'approveRouter'; from: AccountIndex; token: DevnetTokenSymbol }
  | { do: 'mintPass'; to: AccountIndex }
  | { do: 'sendPass'; from: AccountIndex; to: AccountIndex; tokenId: number }
  | { do: 'airdrop'; to: readonly AccountIndex[] }
  | {
      do: 'swap'
      kind: 'ethForTokens' | 'tokensForTokens' | 'tokensForEth'
      from: AccountIndex
      to: AccountIndex
      path: readonly DevnetTokenSymbol[]
      amount: string
    }

const NEIGHBOURS = [3, 4, 5, 6, 7, 8] as const

/**
 * The seeding, in order. First the deployer pays the neighbours (#3–#8) and mints the Harbor Passes;
 * then a few dozen transfers, swaps and spam airdrops over as many blocks. #0, #1 (Foyer Dev Wallet)
 * and #2 (Lantern) never pay for anything: they receive, and send ERC-20s only through permits.
 */
export const SEED_ACTIONS: readonly SeedAction[] = Object.freeze([
  ...NEIGHBOURS.flatMap((to): SeedAction[] => [
    { do: 'transfer', from: DEPLOYER_INDEX, to, token: 'fUSD', amount: '50000' },
    { do: 'transfer', from: DEPLOYER_INDEX, to, token: 'HBR', amount: '100000' },
  ]),
  ...([3, 6, 7] as const).map(
    (to): SeedAction => ({
      do: 'transfer',
      from: DEPLOYER_INDEX,
      to,
      token: 'lBTC',
      amount: '0.5',
    }),
  ),
  // Harbor Passes #1–#9
  ...([0, 0, 0, 1, 1, 2, 3, 4, 5] as const).map((to): SeedAction => ({ do: 'mintPass', to })),
  // The lived-in history
  { do: 'transfer', from: 3, to: 0, token: 'fUSD', amount: '1250' },
  { do: 'transfer', from: 4, to: 0, token: 'HBR', amount: '15000' },
  { do: 'transfer', from: 5, to: 1, token: 'fUSD', amount: '800' },
  { do: 'eth', from: 3, to: 4, amount: '0.5' },
  { do: 'transfer', from: 6, to: 2, token: 'lBTC', amount: '0.05' },
  { do: 'sendPass', from: 3, to: 0, tokenId: 7 },
  { do: 'eth', from: 5, to: 6, amount: '1.2' },
  { do: 'wrap', from: 8, amount: '5' },
  { do: 'transfer', from: 8, to: 0, token: 'WETH', amount: '3' },
  { do: 'swap', kind: 'ethForTokens', from: 4, to: 4, path: ['WETH', 'fUSD'], amount: '2' },
  { do: 'permitTransfer', owner: 0, relayer: 6, to: 6, token: 'fUSD', amount: '200' },
  { do: 'transfer', from: 6, to: 1, token: 'HBR', amount: '25000' },
  { do: 'transfer', from: 7, to: 2, token: 'fUSD', amount: '5000' },
  { do: 'sendPass', from: 4, to: 1, tokenId: 8 },
  { do: 'eth', from: 8, to: 3, amount: '0.75' },
  { do: 'airdrop', to: [0, 0, 1] },
  { do: 'approveRouter', from: 5, token: 'fUSD' },
  { do: 'swap', kind: 'tokensForTokens', from: 5, to: 5, path: ['fUSD', 'HBR'], amount: '2000' },
  { do: 'transfer', from: 3, to: 0, token: 'fUSD', amount: '500' },
  { do: 'permitTransfer', owner: 1, relayer: 3, to: 2, token: 'fUSD', amount: '150' },
  { do: 'transfer', from: 5, to: 0, token: 'HBR', amount: '2500' },
  { do: 'transfer', from: 7, to: 0, token: 'lBTC', amount: '0.1' },
  { do: 'permitTransfer', owner: 0, relayer: 4, to: 4, token: 'HBR', amount: '5000' },
  { do: 'sendPass', from: 5, to: 2, tokenId: 9 },
  { do: 'transfer', from: 8, to: 1, token: 'WETH', amount: '1' },
  { do: 'eth', from: 4, to: 5, amount: '2' },
  { do: 'transfer', from: 3, to: 2, token: 'HBR', amount: '20000' },
  { do: 'airdrop', to: [0, 2] },
  { do: 'approveRouter', from: 7, token: 'HBR' },
  { do: 'swap', kind: 'tokensForEth', from: 7, to: 7, path: ['HBR', 'WETH'], amount: '10000' },
  { do: 'transfer', from: 8, to: 0, token: 'fUSD', amount: '750' },
  { do: 'approveRouter', from: 3, token: 'lBTC' },
  { do: 'swap', kind: 'tokensForTokens', from: 3, to: 3, path: ['lBTC', 'fUSD', 'WETH'], amount: '0.05' },
  { do: 'eth', from: 6, to: 7, amount: '0.3' },
  { do: 'transfer', from: 4, to: 0, token: 'fUSD', amount: '42.5' },
  { do: 'transfer', from: 6, to: 0, token: 'lBTC', amount: '0.02' },
  // A later stretch of small payments to the Foyer Dev Wallet's first account, so that its activity
  // runs over more than one page (20 transactions) of history.
  ...NEIGHBOURS.flatMap((from, i): SeedAction[] => [
    { do: 'transfer', from, to: 0, token: 'fUSD', amount: String(10 + i * 5) },
    { do: 'transfer', from, to: 0, token: 'HBR', amount: String(100 + i * 25) },
  ]),
])

/** The account that pays the gas of `action`. */
export function payerOf(action: SeedAction): AccountIndex {
  switch (action.do) {
    case 'permitTransfer':
      return action.relayer
    case 'mintPass':
    case 'airdrop':
      return DEPLOYER_INDEX
    default:
      return action.from
  }
}

const tokenInfo = (symbol: DevnetTokenSymbol) => {
  const token = DEVNET_TOKENS.find((candidate) => candidate.symbol === symbol)
  return { address: devnetTokenAddress(symbol), name: token?.name ?? symbol, decimals: token?.decimals ?? 18 }
}
const amountOf = (symbol: DevnetTokenSymbol, amount: string) => parseUnits(amount, tokenInfo(symbol).decimals)
const addressOf = (index: AccountIndex) => hardhatAccounts[index].address
const [passes, claims] = DEVNET_NFTS.map((nft) => nft.address) as [`0x${string}`, `0x${string}`]

async function permitTransfer(
  context: DeployContext,
  action: Extract<SeedAction, { do: 'permitTransfer' }>,
): Promise<void> {
  const token = tokenInfo(action.token)
  const owner = addressOf(action.owner)
  const relayer = context.sender(action.relayer)
  const value = amountOf(action.token, action.amount)
  const nonce = await context.publicClient.readContract({
    address: token.address,
    abi: foyerTokenAbi,
    functionName: 'nonces',
    args: [owner],
  })
  const signature = await context.sender(action.owner).signTypedData({
    domain: { name: token.name, version: '1', chainId: context.chainId, verifyingContract: token.address },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: { owner, spender: relayer.address, value, nonce, deadline: maxUint256 },
  })
  const { r, s, v, yParity } = parseSignature(signature)
  await relayer.write({
    address: token.address,
    abi: foyerTokenAbi,
    functionName: 'permit',
    args: [owner, relayer.address, value, maxUint256, Number(v ?? BigInt(yParity + 27)), r, s],
  })
  await relayer.write({
    address: token.address,
    abi: foyerTokenAbi,
    functionName: 'transferFrom',
    args: [owner, addressOf(action.to), value],
  })
}

async function swap(context: DeployContext, action: Extract<SeedAction, { do: 'swap' }>): Promise<void> {
  const path = action.path.map(devnetTokenAddress)
  const amountIn = amountOf(action.path[0] ?? 'WETH', action.amount)
  const amounts = await context.publicClient.readContract({
    address: DEVNET_SWAP.router,
    abi: foyerRouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })
  const amountOutMin = amounts[amounts.length - 1] ?? 0n
  const sender = context.sender(action.from)
  const to = addressOf(action.to)
  const router = { address: DEVNET_SWAP.router, abi: foyerRouterAbi } as const
  if (action.kind === 'ethForTokens') {
    await sender.write({
      ...router,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, path, to, context.deadline],
      value: amountIn,
    })
  } else {
    await sender.write({
      ...router,
      functionName: action.kind === 'tokensForEth' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
      args: [amountIn, amountOutMin, path, to, context.deadline],
    })
  }
}

async function run(context: DeployContext, action: SeedAction): Promise<unknown> {
  switch (action.do) {
    case 'eth':
      return context.sender(action.from).sendEth(addressOf(action.to), parseEther(action.amount))
    case 'transfer':
      return context.sender(action.from).write({
        address: devnetTokenAddress(action.token),
        abi: foyerTokenAbi,
        functionName: 'transfer',
        args: [addressOf(action.to), amountOf(action.token, action.amount)],
      })
    case 'permitTransfer':
      return permitTransfer(context, action)
    case 'wrap':
      return context.sender(action.from).write({
        address: DEVNET_SWAP.weth,
        abi: wrappedEtherAbi,
        functionName: 'deposit',
        value: parseEther(action.amount),
      })
    case 'approveRouter':
      return context.sender(action.from).write({
        address: devnetTokenAddress(action.token),
        abi: foyerTokenAbi,
        functionName: 'approve',
        args: [DEVNET_SWAP.router, maxUint256],
      })
    case 'mintPass':
      return context.sender(DEPLOYER_INDEX).write({
        address: passes,
        abi: harborPassesAbi,
        functionName: 'mint',
        args: [addressOf(action.to)],
      })
    case 'sendPass':
      return context.sender(action.from).write({
        address: passes,
        abi: harborPassesAbi,
        functionName: 'transferFrom',
        args: [addressOf(action.from), addressOf(action.to), BigInt(action.tokenId)],
      })
    case 'airdrop':
      return context.sender(DEPLOYER_INDEX).write({
        address: claims,
        abi: airdropClaimAbi,
        functionName: 'airdrop',
        args: [action.to.map(addressOf)],
      })
    case 'swap':
      return swap(context, action)
  }
}

function describe(action: SeedAction, index: number): string {
  const { do: kind, ...rest } = action
  return `seed #${index + 1} ${kind} ${JSON.stringify(rest)}`
}

/** SEED_ACTIONS as deployment steps. */
export function seedSteps(actions: readonly SeedAction[] = SEED_ACTIONS): DeployStep[] {
  return actions.map((action, index) => ({
    name: describe(action, index),
    run: (context) => run(context, action),
  }))
}
