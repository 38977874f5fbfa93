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
