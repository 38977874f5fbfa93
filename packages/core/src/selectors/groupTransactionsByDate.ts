import type { Transaction } from '@foyer/protocol'

export interface TransactionGroup {
  /** Local calendar day of the group, 'YYYY-MM-DD'. */
  date: string
  transactions: Transaction[]
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The local calendar day of an ISO time, 'YYYY-MM-DD' ('' when unreadable). */
export function toLocalDay(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * History entries grouped by the local day they were mined, in the order given (newest first from
 * the server): one group per day, a day that comes back later (a new page) joins its group.
 *
 * @example
 * groupTransactionsByDate(transactions) // [{ date: '2026-11-23', transactions: [...] }, ...]
 */
export function groupTransactionsByDate(transactions: readonly Transaction[]): TransactionGroup[] {
  const groups: TransactionGroup[] = []
  const byDate = new Map<string, TransactionGroup>()
  for (const transaction of transactions) {
    const date = toLocalDay(transaction.metadata.minedAt)
    let group = byDate.get(date)
    if (!group) {
      group = { date, transactions: [] }
      byDate.set(date, group)
      groups.push(group)
    }
    group.transactions.push(transaction)
  }
  return groups
}
