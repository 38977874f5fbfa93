import { formatUnits, getAddress } from 'viem'
import { t } from '../../chaindata/messages.js'
import { NATIVE_TOKEN_KEY } from '../shared/prices.js'
import type { NftPreviewReader } from './createNftPreviewReader.js'
import { isSpamCollection } from './isSpamCollection.js'
import type { ResolvedChain } from './resolveChains.js'
import type { HistoryTransfer } from './types.js'

/** An indexed transfer with its token's stored metadata, as the history query reads it. */
export interface TransferRecord {
  txHash: string
  kind: 'native' | 'erc20' | 'erc721'
  tokenAddress: string | null
  from: string
  to: string
  value: string | null
  tokenId: string | null
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** What a history page's transfers are described with. */
export interface HistoryTransferContext {
  chain: ResolvedChain
  /** The account whose history it is (lowercase): it sets each transfer's direction. */
  account: string
  /** Today's USD prices by token key. */
  prices: ReadonlyMap<string, number>
  iconUrl: (symbol: string) => string
  previews: NftPreviewReader
}

/**
 * A transfer as the history answers it: an NFT with its collection, preview and spam flag, or a fungible
 * token (the configured metadata first, the stored one otherwise) with its amount and today's value.
 */
export async function describeHistoryTransfer(
  transfer: TransferRecord,
  { chain, account, prices, iconUrl, previews }: HistoryTransferContext,
): Promise<HistoryTransfer> {
  const direction =
    transfer.from === account && transfer.to === account ? 'self' : transfer.from === account ? 'out' : 'in'
  if (transfer.kind === 'erc721') {
    const contract = transfer.tokenAddress ?? ''
    const collection = chain.nfts.get(contract)?.name ?? transfer.name
    const tokenId = transfer.tokenId ?? '0'
    return {
      nft_info: {
        name: `${collection ?? t('chaindata.unnamedNft')} #${tokenId}`,
        contract_address: getAddress(contract),
        token_id: tokenId,
        content: { preview: { url: await previews.read(chain, contract, tokenId) } },
        flags: { is_spam: isSpamCollection(chain, { address: contract, name: collection }) },
      },
      direction,
      quantity: { numeric: '1' },
    }
  }
  const token =
    transfer.kind === 'native'
      ? chain.nativeCurrency
      : (chain.tokens.get(transfer.tokenAddress ?? '') ?? {
          name: transfer.name ?? transfer.symbol ?? '',
          symbol: transfer.symbol ?? '',
          decimals: transfer.decimals ?? 0,
        })
  const numeric = formatUnits(BigInt(transfer.value ?? '0'), token.decimals)
  const price = prices.get(transfer.kind === 'native' ? NATIVE_TOKEN_KEY : (transfer.tokenAddress ?? ''))
  return {
    fungible_info: { name: token.name, symbol: token.symbol, icon: { url: iconUrl(token.symbol) } },
    direction,
    quantity: { numeric },
    ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
  }
}
