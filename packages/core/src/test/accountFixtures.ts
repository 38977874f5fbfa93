import type { Transaction } from '@foyer/protocol'

/** A history entry for tests: `overrides.metadata` is merged, transfers replaced. */
export function makeTransaction(
  id: string,
  {
    operationType = 'receive',
    minedAt = '2026-11-20T10:00:00Z',
    chain = 'eip155:31337',
    status = 'confirmed',
    transfers = [],
  }: {
    operationType?: string
    minedAt?: string
    chain?: string | null
    status?: string
    transfers?: Transaction['transfers']
  } = {},
): Transaction {
  return {
    id,
    metadata: { operationType, minedAt, chain, status, sentFrom: '0xa', sentTo: '0xb', hash: `0x${id}` },
    transfers,
  }
}

/** An NFT transfer of `contract` #`tokenId`. */
export function nftTransfer(
  direction: 'in' | 'out' | 'self',
  tokenId: string,
  { spam = false, contract = '0xC0', collection = 'Foyer Harbor Passes' } = {},
): Transaction['transfers'][number] {
  return {
    direction,
    quantity: { numeric: '1' },
    nft_info: {
      name: `${collection} #${tokenId}`,
      contract_address: contract,
      token_id: tokenId,
      content: { preview: { url: `http://127.0.0.1/nft/${tokenId}.svg`, content_type: null } },
      flags: { is_spam: spam },
    },
  }
}

/** A fungible transfer of `numeric` `symbol`. */
export function fungibleTransfer(direction: 'in' | 'out', numeric: string, symbol = 'fUSD') {
  return {
    direction,
    quantity: { numeric },
    fungible_info: { name: symbol, symbol, icon: { url: `http://127.0.0.1/${symbol}.svg` } },
  }
}

/** A Solana account (base58) for tests. */
export const solanaAccount = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

/**
 * What the Foyer server answers for the balances of a Solana account on `chainId` (its shape on the
 * local ledger): SOL under the placeholder address So111…111, then SPL tokens by mint, highest value first.
 */
export function solanaServerBalances(chainId: string) {
  const entry = (
    name: string,
    symbol: string,
    address: string,
    decimals: string,
    numeric: string,
    price: number,
  ) => ({
    name,
    symbol,
    chainId,
    address,
    price,
    value: Number(numeric) * price,
    iconUrl: `http://127.0.0.1/public/getTokenImage/${symbol}`,
    quantity: { decimals, numeric },
  })
  return [
    entry('Solana', 'SOL', 'So11111111111111111111111111111111111111111', '9', '998.75', 150),
    entry('Foyer USD', 'fUSD', '2gHDyY5gbHVQkHH8H29Lq3Am7isdHeFzheybxC1yKoVV', '6', '9850.5', 1),
    entry('Foyer Token', 'FOY', '91jxKCXMhhMbgT7axZt2LGEKBzzDhkeXjQ1paUx5Mbqv', '9', '10000', 0.5),
  ]
}
