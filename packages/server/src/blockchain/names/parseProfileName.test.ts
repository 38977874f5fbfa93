import { coinTypeToChainId } from '@foyer/protocol'
import { describe, expect, test } from 'vitest'
import { parseProfileName } from './parseProfileName.js'

describe('parseProfileName', () => {
  test('default', () => {
    expect(parseProfileName('Alice-2.reown.id', '.reown.id')).toEqual({
      name: 'alice-2.reown.id',
      label: 'alice-2',
    })
  })

  test('behavior: at least 4 characters, letters, digits and hyphens, then the suffix', () => {
    expect(parseProfileName('abcd.reown.id', '.reown.id').label).toBe('abcd')
    for (const name of [
      'abc.reown.id',
      'ab.cd.reown.id',
      'abcd_e.reown.id',
      'abcd',
      'abcd.eth',
      '.reown.id',
      'ábcd.reown.id',
    ])
      expect(() => parseProfileName(name, '.reown.id'), name).toThrow(
        `Invalid name ${name}: use letters, digits and hyphens only, at least 4 characters, then .reown.id`,
      )
  })

  test('parameters: suffix', () => {
    expect(parseProfileName('alice.foyer.test', '.foyer.test').name).toBe('alice.foyer.test')
    expect(() => parseProfileName('alice.reown.id', '.foyer.test')).toThrow('Invalid name')
  })
})

describe('coinTypeToChainId', () => {
  test('default', () => {
    expect(coinTypeToChainId(60)).toBe(1)
    expect(coinTypeToChainId(0x80000000 + 31337)).toBe(31337)
  })

  test('behavior: coin types of other families are not EVM chains', () => {
    expect(coinTypeToChainId(0)).toBeUndefined() // bitcoin
    expect(coinTypeToChainId(501)).toBeUndefined() // solana
    expect(coinTypeToChainId(0x80000000)).toBeUndefined()
    expect(coinTypeToChainId(0x100000000)).toBeUndefined()
  })
})
