import { expect, test } from 'vitest'
import { makeTransaction } from '../../test/accountFixtures.js'
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

test('behavior: Solana signatures (base58) are compared with their case', () => {
  const signature = '5Br1vaaTUDVHgAQGjDrgZwQ84wss8caG9YADnr1q6dZoVjTuskDg4hydc6om3qV4p6FkgNAVL5WGoEi9ViFbupvb'
  const sent = (hash: string) => ({
    ...makeTransaction('s', { status: 'pending', operationType: 'send', chain: 'solana:x' }),
    id: `pending:${hash}`,
    metadata: { ...makeTransaction('s').metadata, hash },
  })
  const indexed = (hash: string) => ({
    ...makeTransaction('i'),
    metadata: { ...makeTransaction('i').metadata, hash },
  })
  // The same signature: the server's entry replaces the local one.
  expect(keepLocalTransactions([sent(signature)], [indexed(signature)]).map((tx) => tx.id)).toEqual(['i'])
  // Another signature that differs only in case is another transaction: the local one stays.
  const other = signature.toLowerCase()
  expect(keepLocalTransactions([sent(signature)], [indexed(other)]).map((tx) => tx.id)).toEqual([
    `pending:${signature}`,
    'i',
  ])
})
