import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  http,
  type PublicClient,
  parseAbi,
} from 'viem'

/** The native token (core's `NATIVE_TOKEN_ADDRESS`) as the lower-case key of price and balance tables. */
export const NATIVE_TOKEN_KEY = NATIVE_TOKEN_ADDRESS.toLowerCase()

/** Symbols priced at exactly 1 USD when no `stablecoins` are given. */
const DEFAULT_STABLE_SYMBOLS = ['fUSD']

/** The pool contracts of a chain, shaped like the devnet world's (`startDevnet({ deploy: true })`). */
export interface PriceOracleContracts {
  tokens: readonly { address: string; symbol: string; decimals: number }[]
  /** Wrapped native token: its price is the native token's price. */
  weth?: string | undefined
  /** Constant-product pairs (getReserves, token0, token1); token0/token1 are read when not given. */
  pairs: readonly { address: string; token0?: string | undefined; token1?: string | undefined }[]
}

export interface CreatePriceOracleParameters {
  rpcUrl: string
  contracts: PriceOracleContracts
  /** Addresses of tokens worth exactly 1 USD; by default the tokens whose symbol is 'fUSD'. */
  stablecoins?: readonly string[]
  /** How long a computed price table is reused; 5000 ms by default. */
  cacheMs?: number
  /** Current time in ms (tests). */
  now?: () => number
}

export interface PriceOracle {
  /**
   * USD price of one whole token for each address that has one. Keys are the addresses as given;
   * an address without a price (no pool reaches it) is absent, never guessed. `NATIVE_TOKEN_KEY`
   * is the native token (priced as the wrapped one).
   */
  getUsdPrices<T extends string>(addresses: readonly T[]): Promise<Map<T, number>>
  /** USD price of the native token, or undefined when no pool prices the wrapped native token. */
  getNativeUsdPrice(): Promise<number | undefined>
}

const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

interface PoolSide {
  token: string
  amount: number
}

/**
 * USD prices from the chain's own constant-product pools: the stablecoins are 1 USD, and every
 * other token takes its price from a pool with an already priced token (fUSD/WETH prices WETH and so
 * ETH; HBR/WETH or fUSD/HBR prices HBR…), by the pool's reserves, preferring the deepest pool. The
 * whole table is read in one go and reused for `cacheMs`. A network without pools has no oracle: do
 * not create one (its tokens then have no price).
 *
 * @example
 * const oracle = createPriceOracle({ rpcUrl: chain.rpcUrl, contracts: chain.world.contracts })
 * const prices = await oracle.getUsdPrices([fUSD, NATIVE_TOKEN_KEY]) // Map { fUSD => 1, 0xeee… => 3000.2 }
 */
export function createPriceOracle(parameters: CreatePriceOracleParameters): PriceOracle {
  const { rpcUrl, contracts, cacheMs = 5000, now = Date.now } = parameters
  const client: PublicClient = createPublicClient({
    cacheTime: 0,
    transport: http(rpcUrl, { batch: { wait: 0 }, timeout: 10_000, retryCount: 1 }),
  })
  const stable = new Set(
    (
      parameters.stablecoins ??
      contracts.tokens
        .filter((token) => DEFAULT_STABLE_SYMBOLS.includes(token.symbol))
        .map((token) => token.address)
    ).map((address) => address.toLowerCase()),
  )
  const weth = contracts.weth?.toLowerCase()
  const decimals = new Map(contracts.tokens.map((token) => [token.address.toLowerCase(), token.decimals]))
  let cached: { at: number; table: Promise<Map<string, number>> } | undefined

  async function decimalsOf(token: string): Promise<number> {
    const known = decimals.get(token)
    if (known !== undefined) return known
    const read = await client.readContract({
      address: token as Address,
      abi: erc20Abi,
      functionName: 'decimals',
    })
    decimals.set(token, read)
    return read
  }

  async function readPool(pair: PriceOracleContracts['pairs'][number]): Promise<[PoolSide, PoolSide]> {
    const address = pair.address as Address
    const [token0, token1, [reserve0, reserve1]] = await Promise.all([
      pair.token0 ?? client.readContract({ address, abi: pairAbi, functionName: 'token0' }),
      pair.token1 ?? client.readContract({ address, abi: pairAbi, functionName: 'token1' }),
      client.readContract({ address, abi: pairAbi, functionName: 'getReserves' }),
    ])
    const [a, b] = [token0.toLowerCase(), token1.toLowerCase()]
    const [decimals0, decimals1] = await Promise.all([decimalsOf(a), decimalsOf(b)])
    return [
      { token: a, amount: Number(formatUnits(reserve0, decimals0)) },
      { token: b, amount: Number(formatUnits(reserve1, decimals1)) },
    ]
  }

  async function computeTable(): Promise<Map<string, number>> {
    const pools = (await Promise.all(contracts.pairs.map(readPool))).filter(
      ([a, b]) => a.amount > 0 && b.amount > 0,
    )
    const prices = new Map<string, number>([...stable].map((token) => [token, 1]))
    // Round by round: a token priced by any pool of this round takes the price of its deepest one.
    for (;;) {
      const candidates = new Map<string, { price: number; depthUsd: number }>()
      for (const pool of pools) {
        for (const [known, other] of [pool, [pool[1], pool[0]] as const]) {
          const knownPrice = prices.get(known.token)
          if (knownPrice === undefined || prices.has(other.token)) continue
          const depthUsd = known.amount * knownPrice
          const best = candidates.get(other.token)
          if (!best || depthUsd > best.depthUsd)
            candidates.set(other.token, { price: depthUsd / other.amount, depthUsd })
        }
      }
      if (candidates.size === 0) return prices
      for (const [token, { price }] of candidates) prices.set(token, price)
    }
  }

  function table(): Promise<Map<string, number>> {
    if (cached && now() - cached.at < cacheMs) return cached.table
    const entry = { at: now(), table: computeTable() }
    cached = entry
    // A failed read is not kept: the next call reads the pools again.
    entry.table.catch(() => {
      if (cached === entry) cached = undefined
    })
    return entry.table
  }

  const priceOf = (prices: Map<string, number>, address: string) => {
    const key = address.toLowerCase()
    return prices.get(key === NATIVE_TOKEN_KEY ? (weth ?? key) : key)
  }

  return {
    async getUsdPrices<T extends string>(addresses: readonly T[]) {
      const prices = await table()
      const result = new Map<T, number>()
      for (const address of addresses) {
        const price = priceOf(prices, address)
        if (price !== undefined) result.set(address, price)
      }
      return result
    },
    async getNativeUsdPrice() {
      return priceOf(await table(), NATIVE_TOKEN_KEY)
    },
  }
}
