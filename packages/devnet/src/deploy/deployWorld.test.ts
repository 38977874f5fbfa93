import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeErrorResult,
  defineChain,
  erc20Abi,
  formatUnits,
  http,
  maxUint256,
  pad,
  parseEther,
  parseUnits,
  toEventSelector,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getFreePort } from '../chain/getFreePort.js'
import { type RunningChain, startChain } from '../chain/startChain.js'
import { foyerPairAbi, foyerRouterAbi, foyerTokenAbi, harborPassesAbi } from '../contracts/abis.js'
import { type DeployedWorld, deployWorld } from './deployWorld.js'
import { DEVNET_NFTS, DEVNET_SWAP, DEVNET_TOKENS, type DevnetTokenSymbol } from './devnetContracts.js'
import { DeployerAlreadyUsedError, DeployWorldError } from './errors.js'
import { type AccountIndex, hardhatAccounts } from './hardhatAccounts.js'

let chain: RunningChain
let world: DeployedWorld
let genesis: `0x${string}`

const devnet = () =>
  defineChain({
    id: 31337,
    name: 'Foyer Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
const client = () =>
  createPublicClient({ chain: devnet(), transport: http(chain.rpcUrl), pollingInterval: 50 })
const wallet = (index: AccountIndex) =>
  createWalletClient({
    account: privateKeyToAccount(hardhatAccounts[index].privateKey),
    chain: devnet(),
    // No retries: a revert answers -32603, which viem would otherwise retry three times.
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
const testClient = () => createTestClient({ mode: 'hardhat', chain: devnet(), transport: http(chain.rpcUrl) })

const token = (symbol: DevnetTokenSymbol) => {
  const found = DEVNET_TOKENS.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`no token ${symbol}`)
  return found
}
const [passes, claims] = DEVNET_NFTS.map((nft) => nft.address) as [Address, Address]
const address = (index: AccountIndex) => hardhatAccounts[index].address

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 })
  genesis = await testClient().snapshot()
  world = await deployWorld({ rpcUrl: chain.rpcUrl, chainId: 31337 })
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

async function balancesOf(index: AccountIndex): Promise<Record<'ETH' | DevnetTokenSymbol, string>> {
  const entries = await Promise.all(
    DEVNET_TOKENS.map(async ({ symbol, address: tokenAddress, decimals }) => {
      const units = await client().readContract({
        address: tokenAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address(index)],
      })
      return [symbol, formatUnits(units, decimals)] as const
    }),
  )
  const eth = formatUnits(await client().getBalance({ address: address(index) }), 18)
  return { ETH: eth, ...(Object.fromEntries(entries) as Record<DevnetTokenSymbol, string>) }
}

async function tokensOwned(collection: Address, index: AccountIndex, supply: number): Promise<number[]> {
  const owned: number[] = []
  for (let id = 1; id <= supply; id++) {
    const owner = await client().readContract({
      address: collection,
      abi: harborPassesAbi,
      functionName: 'ownerOf',
      args: [BigInt(id)],
    })
    if (owner === address(index)) owned.push(id)
  }
  return owned
}

/** The decoded custom error a contract call reverted with (errors of the tokens it called included). */
async function revertOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(BaseError)
  const reverted = (error as BaseError).walk((cause) => cause instanceof ContractFunctionRevertedError)
  expect(reverted).toBeInstanceOf(ContractFunctionRevertedError)
  const { data, raw } = reverted as ContractFunctionRevertedError
  const decoded = data ?? (raw ? decodeErrorResult({ abi: foyerTokenAbi, data: raw }) : undefined)
  return { errorName: decoded?.errorName, args: decoded?.args }
}

const deadline = async () => (await client().getBlock()).timestamp + 600n

describe('deployWorld', () => {
  test('default', () => {
    expect(world).toEqual({
      chainId: 31337,
      deployer: hardhatAccounts[9].address,
      contracts: {
        tokens: DEVNET_TOKENS,
        nfts: DEVNET_NFTS,
        weth: DEVNET_SWAP.weth,
        factory: DEVNET_SWAP.factory,
        router: DEVNET_SWAP.router,
        pairs: DEVNET_SWAP.pairs,
      },
      blockNumber: expect.any(Number),
    })
    expect(world.blockNumber).toBeGreaterThan(50)
  })

  test('behavior: the tokens answer with their name, symbol and decimals', async () => {
    for (const { address: tokenAddress, name, symbol, decimals } of world.contracts.tokens) {
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client().readContract({ address: tokenAddress, abi: erc20Abi, functionName })
      expect(await Promise.all([read('name'), read('symbol'), read('decimals')])).toEqual([
        name,
        symbol,
        decimals,
      ])
    }
    expect(world.contracts.tokens.map(({ symbol, decimals }) => `${symbol}:${decimals}`)).toEqual([
      'fUSD:6',
      'HBR:18',
      'lBTC:8',
      'WETH:18',
    ])
  })

  test('behavior: the dev accounts hold their tokens, and their ETH is untouched', async () => {
    expect(await balancesOf(0)).toEqual({
      ETH: '10000',
      fUSD: '2477.5',
      HBR: '13475',
      lBTC: '0.12',
      WETH: '3',
    })
    expect(await balancesOf(1)).toEqual({ ETH: '10000', fUSD: '650', HBR: '25000', lBTC: '0', WETH: '1' })
    expect(await balancesOf(2)).toEqual({ ETH: '10000', fUSD: '5150', HBR: '20000', lBTC: '0.05', WETH: '0' })
    // Nothing is left approved to the router on their behalf: the swap flow starts with an approval.
    const allowance = await client().readContract({
      address: token('fUSD').address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address(0), world.contracts.router],
    })
    expect(allowance).toBe(0n)
  })

  test('behavior: the Harbor Passes and the spam claims are owned by the dev accounts', async () => {
    expect(await tokensOwned(passes, 0, 9)).toEqual([1, 2, 3, 7])
    expect(await tokensOwned(passes, 1, 9)).toEqual([4, 5, 8])
    expect(await tokensOwned(passes, 2, 9)).toEqual([6, 9])
    expect(await tokensOwned(claims, 0, 5)).toEqual([1, 2, 4])
    expect(await tokensOwned(claims, 1, 5)).toEqual([3])
    expect(await tokensOwned(claims, 2, 5)).toEqual([5])
  })

  test('behavior: tokenURI is a data: JSON with a name and an SVG image', async () => {
    const uri = await client().readContract({
      address: passes,
      abi: harborPassesAbi,
      functionName: 'tokenURI',
      args: [7n],
    })
    expect(uri.startsWith('data:application/json;base64,')).toBe(true)
    const metadata = JSON.parse(Buffer.from(uri.split(',')[1] ?? '', 'base64').toString('utf8'))
    expect(metadata).toMatchObject({
      name: 'Harbor Pass #7',
      attributes: [{ trait_type: 'Tier', value: 'Dock' }],
    })
    expect(metadata.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const svg = Buffer.from(metadata.image.split(',')[1], 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*Harbor Pass #7<\/text><\/svg>$/)

    const spamUri = await client().readContract({
      address: claims,
      abi: harborPassesAbi,
      functionName: 'tokenURI',
      args: [1n],
    })
    const spam = JSON.parse(Buffer.from(spamUri.split(',')[1] ?? '', 'base64').toString('utf8'))
    expect(spam.name).toBe('Free Airdrop Claim #1')
  })

  test('behavior: account #0 has a history of transfers in and out over many blocks', async () => {
    const transfer = toEventSelector('Transfer(address,address,uint256)')
    const me = pad(address(0))
    const logs = async (topics: (`0x${string}` | null)[]) =>
      client().request({ method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: 'latest', topics }] })
    const incoming = await logs([transfer, null, me])
    const outgoing = await logs([transfer, me])
    // 21 ERC-20 transfers, 3 pass mints, 1 pass transfer, 3 spam airdrops; 2 sends through permits.
    expect(incoming).toHaveLength(28)
    expect(outgoing).toHaveLength(2)
    expect(new Set([...incoming, ...outgoing].map((log) => log.blockNumber)).size).toBeGreaterThanOrEqual(27)
  })

  test('behavior: the pools hold the seeded liquidity near the seed prices', async () => {
    for (const pair of world.contracts.pairs) {
      const [reserve0, reserve1] = await client().readContract({
        address: pair.address,
        abi: foyerPairAbi,
        functionName: 'getReserves',
      })
      const [info0, info1] = [pair.token0, pair.token1].map(
        (tokenAddress) => DEVNET_TOKENS.find((candidate) => candidate.address === tokenAddress)!,
      ) as [(typeof DEVNET_TOKENS)[0], (typeof DEVNET_TOKENS)[0]]
      const value0 = Number(formatUnits(reserve0, info0.decimals)) * info0.seedPriceUsd
      const value1 = Number(formatUnits(reserve1, info1.decimals)) * info1.seedPriceUsd
      expect(Math.abs(value0 / value1 - 1), pair.symbol).toBeLessThan(0.05)
    }
  })
})

describe('FoyerRouter', () => {
  test('behavior: a token swap moves balances and reserves by the x*y=k amount', async () => {
    const [fUSD, WETH] = [token('fUSD').address, token('WETH').address]
    const pair = world.contracts.pairs.find((candidate) => candidate.symbol === 'fUSD/WETH')!
    expect(pair.token0).toBe(fUSD)
    const [reserveIn, reserveOut] = await client().readContract({
      address: pair.address,
      abi: foyerPairAbi,
      functionName: 'getReserves',
    })
    const amountIn = parseUnits('1000', 6)
    const expected = (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
    const amounts = await client().readContract({
      address: world.contracts.router,
      abi: foyerRouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, [fUSD, WETH]],
    })
    expect(amounts).toEqual([amountIn, expected])

    const trader = address(5) // approved the router for fUSD while seeding
    const before = await balancesOf(5)
    const hash = await wallet(5).writeContract({
      address: world.contracts.router,
      abi: foyerRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, expected, [fUSD, WETH], trader, await deadline()],
    })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await balancesOf(5)
    expect(parseUnits(before.fUSD, 6) - parseUnits(after.fUSD, 6)).toBe(amountIn)
    expect(parseEther(after.WETH) - parseEther(before.WETH)).toBe(expected)
    const [newIn, newOut] = await client().readContract({
      address: pair.address,
      abi: foyerPairAbi,
      functionName: 'getReserves',
    })
    expect([newIn, newOut]).toEqual([reserveIn + amountIn, reserveOut - expected])
    expect(newIn * newOut).toBeGreaterThanOrEqual(reserveIn * reserveOut)
  })

  test('behavior: ETH in and ETH out go through WETH', async () => {
    const [HBR, WETH] = [token('HBR').address, token('WETH').address]
    const router = { address: world.contracts.router, abi: foyerRouterAbi } as const
    const gasOf = async (hash: `0x${string}`) => {
      const receipt = await client().waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      return receipt.gasUsed * receipt.effectiveGasPrice
    }

    const buyer = address(6)
    const [, hbrOut] = await client().readContract({
      ...router,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [WETH, HBR]],
    })
    const [ethBefore, hbrBefore] = [await client().getBalance({ address: buyer }), (await balancesOf(6)).HBR]
    const buyGas = await gasOf(
      await wallet(6).writeContract({
        ...router,
        functionName: 'swapExactETHForTokens',
        args: [hbrOut!, [WETH, HBR], buyer, await deadline()],
        value: parseEther('1'),
      }),
    )
    expect(await client().getBalance({ address: buyer })).toBe(ethBefore - parseEther('1') - buyGas)
    expect(parseEther((await balancesOf(6)).HBR) - parseEther(hbrBefore)).toBe(hbrOut)

    const seller = address(7) // approved the router for HBR while seeding
    const amountIn = parseEther('5000')
    const [, ethOut] = await client().readContract({
      ...router,
      functionName: 'getAmountsOut',
      args: [amountIn, [HBR, WETH]],
    })
    const sellerBefore = await client().getBalance({ address: seller })
    const sellGas = await gasOf(
      await wallet(7).writeContract({
        ...router,
        functionName: 'swapExactTokensForETH',
        args: [amountIn, ethOut!, [HBR, WETH], seller, await deadline()],
      }),
    )
    expect(await client().getBalance({ address: seller })).toBe(sellerBefore + ethOut! - sellGas)
  })

  test('behavior: liquidity added through the router comes back when removed', async () => {
    const [fUSD, HBR] = [token('fUSD').address, token('HBR').address]
    const pair = world.contracts.pairs.find((candidate) => candidate.symbol === 'fUSD/HBR')!
    const provider = wallet(8)
    const mined = async (hash: `0x${string}`) =>
      expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    for (const spendable of [fUSD, HBR, pair.address]) {
      await mined(
        await provider.writeContract({
          address: spendable,
          abi: erc20Abi,
          functionName: 'approve',
          args: [world.contracts.router, maxUint256],
        }),
      )
    }
    const before = await balancesOf(8)
    // Offers more HBR than the pool's price asks for: the router takes only the matching amount.
    await mined(
      await provider.writeContract({
        address: world.contracts.router,
        abi: foyerRouterAbi,
        functionName: 'addLiquidity',
        args: [fUSD, HBR, parseUnits('1000', 6), parseEther('9000'), 0n, 0n, address(8), await deadline()],
      }),
    )
    const added = await balancesOf(8)
    expect(parseUnits(before.fUSD, 6) - parseUnits(added.fUSD, 6)).toBe(parseUnits('1000', 6))
    const hbrIn = parseEther(before.HBR) - parseEther(added.HBR)
    expect(hbrIn).toBeGreaterThan(parseEther('3000'))
    expect(hbrIn).toBeLessThan(parseEther('5000'))
    const shares = await client().readContract({
      address: pair.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address(8)],
    })
    await mined(
      await provider.writeContract({
        address: world.contracts.router,
        abi: foyerRouterAbi,
        functionName: 'removeLiquidity',
        args: [fUSD, HBR, shares, 0n, 0n, address(8), await deadline()],
      }),
    )
    const removed = await balancesOf(8)
    // Back to the start but for the rounding of the pool shares (a few base units).
    expect(parseUnits(before.fUSD, 6) - parseUnits(removed.fUSD, 6)).toBeLessThanOrEqual(1n)
    expect(parseEther(before.HBR) - parseEther(removed.HBR)).toBeLessThan(10n ** 6n)
  })

  test('behavior: a passed deadline reverts with Expired', async () => {
    const now = (await client().getBlock()).timestamp
    const path = [token('fUSD').address, token('WETH').address]
    const reverted = await revertOf(
      wallet(5).writeContract({
        address: world.contracts.router,
        abi: foyerRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [parseUnits('10', 6), 0n, path, address(5), now - 60n],
      }),
    )
    expect(reverted.errorName).toBe('Expired')
    expect(reverted.args?.[0]).toBe(now - 60n)
  })

  test('behavior: less than amountOutMin reverts with SlippageExceeded', async () => {
    const path = [token('fUSD').address, token('WETH').address]
    const amountIn = parseUnits('10', 6)
    const [, quoted] = await client().readContract({
      address: world.contracts.router,
      abi: foyerRouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })
    const reverted = await revertOf(
      wallet(5).writeContract({
        address: world.contracts.router,
        abi: foyerRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, quoted! + 1n, path, address(5), await deadline()],
      }),
    )
    expect(reverted).toEqual({ errorName: 'SlippageExceeded', args: [quoted, quoted! + 1n] })
  })

  test('behavior: a swap without an allowance reverts and moves nothing', async () => {
    const path = [token('lBTC').address, token('fUSD').address]
    const before = await balancesOf(8)
    const reverted = await revertOf(
      wallet(8).writeContract({
        address: world.contracts.router,
        abi: foyerRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [parseUnits('0.01', 8), 0n, path, address(8), await deadline()],
      }),
    )
    expect(reverted.errorName).toBe('ERC20InsufficientAllowance')
    expect((await balancesOf(8)).fUSD).toBe(before.fUSD)
  })
})

describe('deployWorld errors', () => {
  test('behavior: a chain where the deployer was used already is refused', async () => {
    const error = await deployWorld({ rpcUrl: chain.rpcUrl, chainId: 31337 }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(DeployerAlreadyUsedError)
    expect((error as DeployerAlreadyUsedError).code).toBe('DEVNET_DEPLOYER_USED')
    expect((error as DeployerAlreadyUsedError).shortMessage).toMatch(
      /^The devnet deployer 0xa0Ee7A142d267C1f36714E4a8F75612F20a79720 has already sent \d+ transactions on chain 31337/,
    )
  })

  test('behavior: an unreachable chain fails with DeployWorldError naming the step', async () => {
    const rpcUrl = `http://127.0.0.1:${await getFreePort()}`
    const error = await deployWorld({ rpcUrl, chainId: 31337 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DeployWorldError)
    expect((error as DeployWorldError).code).toBe('DEVNET_DEPLOY_FAILED')
    expect((error as DeployWorldError).shortMessage).toBe(
      'Setting up the devnet contracts on chain 31337 failed at "read the chain"',
    )
  })
})

// Last: rewinds the shared chain to before the deployment.
describe('determinism', () => {
  test('behavior: deploying again on a fresh chain gives the same world, block for block', async () => {
    const first = { world, balances: await balancesOf(0) }
    await testClient().revert({ id: genesis })
    expect(await client().getCode({ address: world.contracts.router })).toBeUndefined()
    const again = await deployWorld({ rpcUrl: chain.rpcUrl, chainId: 31337 })
    expect({ world: again, balances: await balancesOf(0) }).toEqual(first)
  }, 30_000)
})
