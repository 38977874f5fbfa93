import { expect, test } from 'vitest'
import { fungibleTransfer, makeTransaction, nftTransfer } from '../test/accountFixtures.js'
import { filterTransactions, isSpamTransaction } from './filterTransactions.js'

test('default: only the connected chain', () => {
  const shown = filterTransactions(
    [
      makeTransaction('a', { chain: 'eip155:31337' }),
      makeTransaction('b', { chain: 'eip155:31338' }),
      makeTransaction('c', { chain: null }),
    ],
    'eip155:31337',
  )
  expect(shown.map((transaction) => transaction.id)).toEqual(['a'])
})

test('behavior: transactions whose transfers are all spam NFTs are hidden', () => {
  const allSpam = makeTransaction('spam', {
    transfers: [nftTransfer('in', '1', { spam: true }), nftTransfer('in', '2', { spam: true })],
  })
  const mixed = makeTransaction('mixed', {
    transfers: [nftTransfer('in', '3', { spam: true }), fungibleTransfer('in', '1')],
  })
  const noTransfers = makeTransaction('approve', { operationType: 'approve' })
  expect(isSpamTransaction(allSpam)).toBe(true)
  expect(isSpamTransaction(mixed)).toBe(false)
  expect(isSpamTransaction(noTransfers)).toBe(false)
  expect(filterTransactions([allSpam, mixed, noTransfers], 'eip155:31337').map((tx) => tx.id)).toEqual([
    'mixed',
    'approve',
  ])
})

test('behavior: no connected chain shows nothing', () => {
  expect(filterTransactions([makeTransaction('a')], undefined)).toEqual([])
})
