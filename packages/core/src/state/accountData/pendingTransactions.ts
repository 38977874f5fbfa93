import type { Transaction } from '@foyer/protocol'
import type { Foyer } from '../../types/foyer.js'
import { accountDataFor } from './accountDataStore.js'

/** Ids of the transactions this page sent and the server has not indexed yet. */
const localPrefix = 'pending:'

export interface PendingTransactionParameters {
  /** `{caipNetworkId}:{address}` of the sending account (the account-data key). */
  key: string
  hash: string
  from: string
  to: string
  caipNetworkId: string
  /** The amount as the visitor typed it (token units, not base units). */
  amount: string
  token: { name: string; symbol: string; iconUrl?: string | undefined }
  /** ISO time the transaction was sent. */
  sentAt: string
}

/** Whether `transaction` was added by this page (not yet replaced by the server's history). */
export function isLocalTransaction(transaction: Transaction): boolean {
  return transaction.id.startsWith(localPrefix)
}

/**
 * Shows a transaction that was just sent at the top of the account's Activity as pending (spec
 * section 4: a transaction in flight appears in Activity), until the server's history has it.
 *
 * @example
 * addPendingTransaction(foyer, { key, hash, from, to, caipNetworkId, amount: '1.5', token, sentAt })
 */
export function addPendingTransaction(foyer: Foyer, parameters: PendingTransactionParameters): void {
  const store = accountDataFor(foyer, parameters.key)
  const { transactions } = store.getState()
  const transaction: Transaction = {
    id: `${localPrefix}${parameters.hash}`,
    metadata: {
      operationType: 'send',
      hash: parameters.hash,
      minedAt: parameters.sentAt,
      sentFrom: parameters.from,
      sentTo: parameters.to,
      status: 'pending',
      chain: parameters.caipNetworkId,
    },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: parameters.amount },
        fungible_info: {
          name: parameters.token.name,
          symbol: parameters.token.symbol,
          icon: parameters.token.iconUrl ? { url: parameters.token.iconUrl } : null,
        },
      },
    ],
  }
  store.setState({
    transactions: { ...transactions, items: [transaction, ...transactions.items], empty: false },
  })
}

/**
 * Marks the local transaction `hash` confirmed or failed once it is mined (the receipt's status).
 * Does nothing when the account's data was dropped meanwhile (another account or network).
 */
export function settlePendingTransaction(
  foyer: Foyer,
  key: string,
  hash: string,
  status: 'confirmed' | 'failed',
): void {
  const store = foyer.stores.accountData
  const state = store.getState()
  if (state.key !== key) return
  const items = state.transactions.items.map((transaction) =>
    isLocalTransaction(transaction) && transaction.metadata.hash === hash
      ? { ...transaction, metadata: { ...transaction.metadata, status } }
      : transaction,
  )
  store.setState({ transactions: { ...state.transactions, items } })
}

/**
 * A fresh first page of history with the local transactions it does not contain yet kept on top
 * (newest first): the server's entry replaces the local one as soon as the indexer has it.
 */
export function keepLocalTransactions(previous: Transaction[], fetched: Transaction[]): Transaction[] {
  const indexed = new Set(fetched.map((transaction) => hashKey(transaction.metadata.hash)))
  const local = previous.filter(
    (transaction) => isLocalTransaction(transaction) && !indexed.has(hashKey(transaction.metadata.hash)),
  )
  return [...local, ...fetched]
}

/**
 * A transaction id to compare: an EVM hash (0x and hex) without case, anything else as it is — a
 * Solana signature is base58, where case is meaning.
 */
function hashKey(hash: string | undefined): string | undefined {
  return hash && /^0x[0-9a-f]+$/i.test(hash) ? hash.toLowerCase() : hash
}
