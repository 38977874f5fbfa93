import { expect, test } from 'vitest'
import { makeTransaction } from '../test/accountFixtures.js'
import { groupTransactionsByDate, toLocalDay } from './groupTransactionsByDate.js'

const local = (year: number, month: number, day: number, hour: number) =>
  new Date(year, month - 1, day, hour).toISOString()

test('default: grouped by local day, in the given order', () => {
  const groups = groupTransactionsByDate([
    makeTransaction('a', { minedAt: local(2026, 11, 23, 15) }),
    makeTransaction('b', { minedAt: local(2026, 11, 23, 1) }),
    makeTransaction('c', { minedAt: local(2026, 11, 20, 23) }),
    makeTransaction('d', { minedAt: local(2025, 1, 2, 0) }),
  ])
  expect(groups.map((group) => [group.date, group.transactions.map((tx) => tx.id)])).toEqual([
    ['2026-11-23', ['a', 'b']],
    ['2026-11-20', ['c']],
    ['2025-01-02', ['d']],
  ])
})

test('behavior: a day that comes back on a later page joins its group', () => {
  const groups = groupTransactionsByDate([
    makeTransaction('a', { minedAt: local(2026, 11, 23, 15) }),
    makeTransaction('b', { minedAt: local(2026, 11, 22, 15) }),
    makeTransaction('c', { minedAt: local(2026, 11, 23, 1) }),
  ])
  expect(groups.map((group) => group.transactions.length)).toEqual([2, 1])
})

test('toLocalDay: unreadable time gives an empty day', () => {
  expect(toLocalDay('not a date')).toBe('')
  expect(groupTransactionsByDate([])).toEqual([])
})
