import { expect, test } from 'vitest'
import { networkWith } from '../test/index.js'
import { nameCoinTypes, readReceiver } from './readReceiver.js'

const network = networkWith({ id: 31337, caipNetworkId: 'eip155:31337' })

test('default: a checksummed, all-lower or all-upper address is taken as typed', async () => {
  for (const text of [
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    '0x70997970C51812DC3A010C7D01B50E0D17DC79C8',
    '70997970C51812dc3A010C7d01b50e0d17dc79C8',
  ])
    expect(await readReceiver({ network, text }), text).toEqual({ kind: 'address', address: text })
})

test('behavior: a mixed-case address with a wrong EIP-55 checksum is a typo', async () => {
  expect(await readReceiver({ network, text: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' })).toEqual({
    kind: 'typo',
  })
})

test('behavior: anything else is not an address (maybe a name)', async () => {
  for (const text of ['0x1234', 'vitalik.eth', '', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'])
    expect(await readReceiver({ network, text }), text).toEqual({ kind: 'other' })
})

test("behavior: a name's address is looked up under the chain's ENSIP-11 coin type, then Ethereum's", async () => {
  expect(await nameCoinTypes({ network })).toEqual(['2147514985', '60'])
  expect(await nameCoinTypes({ network: { ...network, id: 1 } })).toEqual(['60', '60'])
})
