import { expect, test } from 'vitest'
import { makeTransaction } from '../test/accountFixtures.js'
import { keepLocalTransactions } from './pendingTransactions.js'

const local = (hash: string) => ({
  ...makeTransaction(hash, { status: 'pending', operationType: 'send' }),
  id: `pending:0x${hash}`,
})

test('default: local transactions the server has not indexed stay on top of the fresh page', () => {
  const fetched = [makeTransaction('b1'), makeTransaction('b2')]
  expect(keepLocalTransactions([local('a1'), makeTransaction('old')], fetched).map((tx) => tx.id)).toEqual([
    'pending:0xa1',
    'b1',
    'b2',
  ])
})

test('behavior: the server’s entry replaces the local one (hashes compared case-insensitively)', () => {
  const indexed = { ...makeTransaction('x'), metadata: { ...makeTransaction('x').metadata, hash: '0xA1' } }
  expect(keepLocalTransactions([local('a1')], [indexed]).map((tx) => tx.id)).toEqual(['x'])
})
