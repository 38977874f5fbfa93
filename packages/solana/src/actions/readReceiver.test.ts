import { getBase58Decoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { testDevnet as network } from '../test/index.js'
import { nameCoinTypes, readReceiver } from './readReceiver.js'

const base58 = (length: number, fill = 7) => getBase58Decoder().decode(new Uint8Array(length).fill(fill))

describe('readReceiver', () => {
  test('default: a base58 address of 32 bytes is an address, taken as typed', async () => {
    const text = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    await expect(readReceiver({ network, text })).resolves.toEqual({ kind: 'address', address: text })
    // The System program's address: 32 zero bytes, the shortest (32 characters).
    await expect(readReceiver({ network, text: '11111111111111111111111111111111' })).resolves.toMatchObject({
      kind: 'address',
    })
    await expect(readReceiver({ network, text: base58(32, 255) })).resolves.toMatchObject({ kind: 'address' })
  })

  test.each([
    ['31 bytes', base58(31)],
    ['33 bytes', base58(33)],
    ['45 characters', `${'7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'}1`],
    ['non-base58 characters (0, O, I, l)', '0S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
    ['non-base58 characters (l)', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAalv'],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['an EVM address without 0x', 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['a name', 'vitalik.eth'],
    ['surrounding spaces', ' 7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv '],
    ['nothing', ''],
  ])('behavior: %s is not an address (other, never typo)', async (_, text) => {
    await expect(readReceiver({ network, text })).resolves.toEqual({ kind: 'other' })
  })

  test('behavior: names resolve under SLIP-44 coin type 501', async () => {
    await expect(nameCoinTypes({ network })).resolves.toEqual(['501'])
  })
})
