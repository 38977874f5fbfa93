import type { Transaction } from '@foyer/protocol'
import type { TransactionsAccountRequiredError } from '../kernel/errors/account.js'
import { type AccountNft, getNftsFromTransactions } from '../selectors/getNftsFromTransactions.js'
import { accountDataFor, isCurrentAccountKey } from '../state/accountData/accountDataStore.js'
import type { Foyer } from '../types/foyer.js'
import { getAccountDataClient, getHistoryAccount, isUnsupportedNetworkError } from './accountDataReads.js'

/** History pages read at most to derive the NFTs. */
const maxPages = 50

export type FetchNftsReturnType = AccountNft[] | undefined

export type FetchNftsErrorType = TransactionsAccountRequiredError

/**
 * Derives the NFTs the connected account holds on the active network from its whole history (the
 * server has no NFT list endpoint): walks every history page and counts transfers in minus out per
 * contract and token id (`getNftsFromTransactions`, spam left out). The result and its status go to
 * the account-data store; a failure sets the status to 'error' (the NFTs tab shows it).
 *
 * @throws TransactionsAccountRequiredError when no account is connected.
 * @example
 * const nfts = await fetchNfts(foyer) // [{ collection: 'Foyer Harbor Passes', tokenId: '1', … }]
 */
export async function fetchNfts(foyer: Foyer): Promise<FetchNftsReturnType> {
  const { address, key, network } = getHistoryAccount(foyer)
  const store = accountDataFor(foyer, key)
  if (store.getState().nfts.status === 'loading') return undefined
  store.setState({ nfts: { status: 'loading', items: store.getState().nfts.items } })
  try {
    const client = await getAccountDataClient(foyer)
    const all: Transaction[] = []
    let cursor: string | undefined
    for (let page = 0; page < maxPages; page++) {
      const answer = await client.fetchTransactions({
        account: address,
        cursor,
        chainId: network.caipNetworkId,
      })
      all.push(...answer.data.filter((transaction) => transaction.metadata.chain === network.caipNetworkId))
      cursor = answer.next ?? undefined
      if (!cursor) break
    }
    const items = getNftsFromTransactions(all)
    if (!isCurrentAccountKey(foyer, key)) return undefined
    store.setState({ nfts: { status: 'ready', items } })
    return items
  } catch (error) {
    if (!isCurrentAccountKey(foyer, key)) return undefined
    console.warn('Foyer: could not fetch the NFTs', error)
    store.setState({ nfts: { status: 'error', items: [] }, unsupported: isUnsupportedNetworkError(error) })
    return undefined
  }
}
