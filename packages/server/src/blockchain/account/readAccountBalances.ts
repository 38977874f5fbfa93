import { type Address, erc20Abi, formatUnits, getAddress } from 'viem'
import type { Queryable } from '../../db/types.js'
import { isContractCallFailure } from '../../indexer/isContractCallFailure.js'
import { NATIVE_TOKEN_KEY, type PriceOracle } from '../shared/prices.js'
import { readChain } from './readChain.js'
import type { ResolvedChain } from './resolveChains.js'
import type { BalanceEntry, ChaindataToken } from './types.js'

export interface ReadAccountBalancesParameters {
  db: Queryable
  chain: ResolvedChain
  address: Address
  oracle: PriceOracle | undefined
}

/** A balance before its icon URL (which depends on the request) is added. */
export type AccountBalance = Omit<BalanceEntry, 'iconUrl'>

/**
 * Reads an account's balances LIVE from the chain: the native balance (eth_getBalance) and
 * `balanceOf` of every configured token plus every ERC-20 the account holds according to the index
 * (`chain_erc20_balances`).
 * Zero balances are left out. Price and value (USD) come from the chain's oracle; a token without a
 * price has neither (never a guessed one). Highest value first.
 *
 * @example
 * await readAccountBalances({ db, chain, address, oracle })
 * // [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, value: 30000000, quantity: { decimals: '18', numeric: '10000' }, … }]
 */
export async function readAccountBalances({
  db,
  chain,
  address,
  oracle,
}: ReadAccountBalancesParameters): Promise<AccountBalance[]> {
  const { rows } = await db.query<{
    address: string
    name: string | null
    symbol: string | null
    decimals: number | null
  }>(
    `select k.address, k.name, k.symbol, k.decimals
       from chain_erc20_balances b join chain_tokens k on k.chain = b.chain and k.address = b.token_address
      where b.chain = $1 and b.holder = $2 and b.amount > 0`,
    [chain.caipNetworkId, address.toLowerCase()],
  )
  const tokens = new Map<string, ChaindataToken>(chain.tokens)
  for (const row of rows)
    if (!tokens.has(row.address) && row.symbol !== null && row.decimals !== null)
      tokens.set(row.address, {
        address: row.address,
        name: row.name ?? row.symbol,
        symbol: row.symbol,
        decimals: row.decimals,
      })
  const list = [...tokens.values()]

  const [native, amounts, prices] = await Promise.all([
    readChain(chain, (client) => client.getBalance({ address })),
    Promise.all(
      list.map((token) =>
        readChain(chain, (client) =>
          client.readContract({
            address: token.address as Address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [address],
          }),
        ).catch((error: unknown) => {
          // A contract that is not an ERC-20 after all (no balanceOf): it holds no balance to show.
          if (isContractCallFailure(error)) return 0n
          throw error
        }),
      ),
    ),
    oracle
      ? readChain(chain, () =>
          oracle.getUsdPrices([NATIVE_TOKEN_KEY, ...list.map((token) => token.address.toLowerCase())]),
        )
      : Promise.resolve(new Map<string, number>()),
  ])

  const entries: AccountBalance[] = []
  const push = (
    amount: bigint,
    token: Omit<ChaindataToken, 'address'> & { address?: string },
    price: number | undefined,
  ) => {
    if (amount === 0n) return
    const numeric = formatUnits(amount, token.decimals)
    entries.push({
      name: token.name,
      symbol: token.symbol,
      chainId: chain.caipNetworkId,
      ...(token.address === undefined ? {} : { address: getAddress(token.address) }),
      ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
      quantity: { decimals: String(token.decimals), numeric },
    })
  }
  push(native, chain.nativeCurrency, prices.get(NATIVE_TOKEN_KEY))
  for (const [index, token] of list.entries())
    push(amounts[index] ?? 0n, token, prices.get(token.address.toLowerCase()))
  return entries.sort((a, b) => (b.value ?? -1) - (a.value ?? -1) || a.symbol.localeCompare(b.symbol))
}
