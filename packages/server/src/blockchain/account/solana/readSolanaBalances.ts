import { formatUnits } from 'viem'
import { t } from '../../../chaindata/messages.js'
import type { AccountBalance } from '../readAccountBalances.js'
import type { ResolvedSolanaChain } from './resolveSolanaChain.js'
import { shortMint } from './shortMint.js'
import { SOLANA_NATIVE_TOKEN_ADDRESS, SPL_TOKEN_PROGRAMS } from './solanaConstants.js'

interface TokenAccountsAnswer {
  value: {
    pubkey: string
    account: {
      data:
        | { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } } }
        | unknown
    }
  }[]
}

/**
 * Reads a Solana account's balances LIVE from the network, in one JSON-RPC batch: SOL (getBalance) and
 * every token account it owns under the SPL Token and Token-2022 programs (getTokenAccountsByOwner,
 * jsonParsed), summed per mint. Zero balances are left out. SOL carries the placeholder address
 * `SOLANA_NATIVE_TOKEN_ADDRESS`, a token its mint. Names and symbols of configured tokens come from the
 * configuration; an unknown mint is named after itself. Prices are the configured ones (see
 * `resolveSolanaChain`); a token without one has no price and no value. Highest value first.
 *
 * @example
 * await readSolanaBalances({ chain, address: 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy' })
 * // [{ name: 'Solana', symbol: 'SOL', address: 'So111…', price: 150, value: 149998.5, … }, …]
 */
export async function readSolanaBalances({
  chain,
  address,
}: {
  chain: ResolvedSolanaChain
  address: string
}): Promise<AccountBalance[]> {
  const [balance, ...tokenAccounts] = await chain.rpc.batch<unknown>([
    { method: 'getBalance', params: [address, { commitment: 'confirmed' }] },
    ...SPL_TOKEN_PROGRAMS.map((programId) => ({
      method: 'getTokenAccountsByOwner',
      params: [address, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    })),
  ])
  const lamports = BigInt((balance as { value: number }).value)

  const amounts = new Map<string, { amount: bigint; decimals: number }>()
  for (const answer of tokenAccounts as TokenAccountsAnswer[])
    for (const { account } of answer.value) {
      const info = (account.data as { parsed?: { info?: Record<string, unknown> } }).parsed?.info
      const mint = typeof info?.mint === 'string' ? info.mint : undefined
      const tokenAmount = info?.tokenAmount as { amount?: string; decimals?: number } | undefined
      if (!mint || tokenAmount?.amount === undefined || tokenAmount.decimals === undefined) continue
      const held = amounts.get(mint)
      amounts.set(mint, {
        amount: (held?.amount ?? 0n) + BigInt(tokenAmount.amount),
        decimals: tokenAmount.decimals,
      })
    }

  const prices = await chain.oracle.getUsdPrices([SOLANA_NATIVE_TOKEN_ADDRESS, ...amounts.keys()])
  const entries: AccountBalance[] = []
  const push = (
    amount: bigint,
    token: { name: string; symbol: string; decimals: number; address: string },
  ) => {
    if (amount === 0n) return
    const numeric = formatUnits(amount, token.decimals)
    const price = prices.get(token.address)
    entries.push({
      name: token.name,
      symbol: token.symbol,
      chainId: chain.caipNetworkId,
      address: token.address,
      ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
      quantity: { decimals: String(token.decimals), numeric },
    })
  }
  push(lamports, { ...chain.nativeCurrency, address: SOLANA_NATIVE_TOKEN_ADDRESS })
  for (const [mint, { amount, decimals }] of amounts) {
    const known = chain.tokens.get(mint)
    push(amount, {
      name: known?.name ?? t('chaindata.unknownSplToken', { mint }),
      symbol: known?.symbol ?? shortMint(mint),
      decimals: known?.decimals ?? decimals,
      address: mint,
    })
  }
  return entries.sort((a, b) => (b.value ?? -1) - (a.value ?? -1) || a.symbol.localeCompare(b.symbol))
}
