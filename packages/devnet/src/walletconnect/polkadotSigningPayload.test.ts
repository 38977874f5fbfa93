import { u8aToHex } from '@polkadot/util'
import { blake2AsHex } from '@polkadot/util-crypto'
import { describe, expect, test } from 'vitest'
import { polkadotSigningPayload, readSignerPayload } from './polkadotSigningPayload.js'

// A balances transfer on Polkadot as polkadot.js's SignerPayload.toPayload() writes it (the Polkadot runtime's
// signed extensions, with CheckMetadataHash in mode 1).
const payload = {
  address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  assetId: null,
  blockHash: `0x${'ab'.repeat(32)}`,
  blockNumber: '0x00000393',
  era: '0x4503',
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  metadataHash: `0x${'11'.repeat(32)}`,
  method: '0x0503008eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a480700e40b5402',
  mode: 1,
  nonce: '0x00000005',
  specVersion: '0x000f4dfc',
  tip: '0x00000000000000000000000000000064',
  transactionVersion: '0x0000001a',
  signedExtensions: [
    'CheckNonZeroSender',
    'CheckSpecVersion',
    'CheckTxVersion',
    'CheckGenesis',
    'CheckMortality',
    'CheckNonce',
    'CheckWeight',
    'ChargeTransactionPayment',
    'PrevalidateAttests',
    'CheckMetadataHash',
  ],
  version: 4,
}

describe('polkadotSigningPayload', () => {
  test('default: the bytes polkadot.js signs (ExtrinsicPayload v4 `toU8a({ method: true })`)', () => {
    // Computed with @polkadot/types 16.5.6 (`registry.createType('ExtrinsicPayload', payload, { version: 4 })`):
    // call, era, nonce 5 and tip 100 (compact), mode, then spec and transaction versions, genesis, block
    // and Some(metadata hash).
    expect(u8aToHex(polkadotSigningPayload(readSignerPayload(payload)))).toBe(
      '0x0503008eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a480700e40b5402' +
        '4503' +
        '14' +
        '9101' +
        '01' +
        'fc4d0f00' +
        '1a000000' +
        '91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3' +
        'ab'.repeat(32) +
        `01${'11'.repeat(32)}`,
    )
  })

  test('parameters: immortal, no metadata hash, the older extension list', () => {
    const bytes = polkadotSigningPayload(
      readSignerPayload({
        ...payload,
        era: '0x00',
        metadataHash: null,
        mode: undefined,
        signedExtensions: payload.signedExtensions.slice(0, 8),
      }),
    )
    expect(u8aToHex(bytes)).toBe(
      `${payload.method}00149101fc4d0f001a000000${payload.genesisHash.slice(2)}${'ab'.repeat(32)}`,
    )
  })

  test('behavior: a payload longer than 256 bytes is signed as its BLAKE2b-256 hash', () => {
    const method = `0x00${'22'.repeat(300)}`
    const short = { ...payload, metadataHash: null, mode: 0 }
    const full = `${method}450314910100fc4d0f001a000000${payload.genesisHash.slice(2)}${'ab'.repeat(32)}00`
    expect(u8aToHex(polkadotSigningPayload(readSignerPayload({ ...short, method })))).toBe(blake2AsHex(full))
  })

  test('behavior: what it cannot sign for is -32602', () => {
    const invalid = (changes: Record<string, unknown>) => () => readSignerPayload({ ...payload, ...changes })
    expect(invalid({ signedExtensions: ['CheckNonce', 'SomethingNew'] })).toThrow(
      'Invalid parameters: the signed extension SomethingNew is unknown to this wallet',
    )
    expect(invalid({ signedExtensions: ['ChargeAssetTxPayment'] })).toThrow(/ChargeAssetTxPayment/)
    expect(invalid({ assetId: '0x01' })).toThrow(/assetId/)
    expect(invalid({ version: 5 })).toThrow(/version 4/)
    expect(invalid({ era: '0x0045' })).toThrow(/era/)
    expect(invalid({ genesisHash: '0x1234' })).toThrow(/genesisHash must be 32 bytes/)
    expect(invalid({ nonce: 'five' })).toThrow(/nonce/)
    expect(invalid({ specVersion: '0x0100000000' })).toThrow(/specVersion/)
    expect(invalid({ mode: 2 })).toThrow(
      expect.objectContaining({ code: -32602, message: expect.stringMatching(/mode/) }),
    )
    expect(() => readSignerPayload('0x00')).toThrow(/transactionPayload must be an object/)
  })
})
