import { expect, test } from 'vitest'
import { makeTransaction, nftTransfer } from '../test/accountFixtures.js'
import { getNftsFromTransactions } from './getNftsFromTransactions.js'

test('default: transfers in minus out per contract and token id', () => {
  const nfts = getNftsFromTransactions([
    // Newest first, as the history comes.
    makeTransaction('t4', { operationType: 'send', transfers: [nftTransfer('out', '2')] }),
    makeTransaction('t3', { transfers: [nftTransfer('in', '3')] }),
    makeTransaction('t2', { transfers: [nftTransfer('in', '2')] }),
    makeTransaction('t1', { operationType: 'mint', transfers: [nftTransfer('in', '1')] }),
  ])
  expect(nfts).toEqual([
    {
      id: '0xc0:3',
      contractAddress: '0xC0',
      tokenId: '3',
      name: 'Foyer Harbor Passes #3',
      collection: 'Foyer Harbor Passes',
      imageUrl: 'http://127.0.0.1/nft/3.svg',
      chainId: 'eip155:31337',
    },
    expect.objectContaining({ id: '0xc0:1', tokenId: '1' }),
  ])
})

test('behavior: spam NFTs are hidden; same token id on other contracts is distinct', () => {
  const nfts = getNftsFromTransactions([
    makeTransaction('t1', {
      transfers: [
        nftTransfer('in', '1', { spam: true, contract: '0xSPAM', collection: 'Free Airdrop Claim' }),
      ],
    }),
    makeTransaction('t2', {
      transfers: [nftTransfer('in', '1', { contract: '0xAA' }), nftTransfer('in', '1', { contract: '0xBB' })],
    }),
    makeTransaction('t3', { transfers: [nftTransfer('self', '9')] }),
  ])
  expect(nfts.map((nft) => nft.id)).toEqual(['0xaa:1', '0xbb:1'])
})
