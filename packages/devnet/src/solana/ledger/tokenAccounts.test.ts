import { describe, expect, test } from 'vitest'
import { devAccountKeys } from '../solanaDevAccounts.js'
import {
  decodeMint,
  decodeTokenAccount,
  encodeMint,
  encodeTokenAccount,
  TOKEN_PROGRAM,
  uiTokenAmount,
} from './tokenAccounts.js'

describe('uiTokenAmount', () => {
  test('default: trims trailing zeros like the validator', () => {
    expect(uiTokenAmount(10_000_000_000n, 6)).toEqual({
      amount: '10000000000',
      decimals: 6,
      uiAmount: 10_000,
      uiAmountString: '10000',
    })
    expect(uiTokenAmount(1_500_000n, 6).uiAmountString).toBe('1.5')
    expect(uiTokenAmount(1n, 9)).toMatchObject({ uiAmount: 1e-9, uiAmountString: '0.000000001' })
    expect(uiTokenAmount(0n, 6).uiAmountString).toBe('0')
    expect(uiTokenAmount(42n, 0).uiAmountString).toBe('42')
  })
})

describe('mint and token account layouts', () => {
  test('behavior: encode then decode gives the same state', () => {
    const [authority, owner] = [devAccountKeys[0]!.address, devAccountKeys[1]!.address]
    const mint = {
      mintAuthority: authority,
      supply: 123n,
      decimals: 6,
      isInitialized: true,
      freezeAuthority: null,
    }
    expect(decodeMint(TOKEN_PROGRAM, encodeMint(mint))).toEqual(mint)
    expect(
      decodeTokenAccount(TOKEN_PROGRAM, encodeTokenAccount({ mint: authority, owner, amount: 5n })),
    ).toEqual({
      mint: authority,
      owner,
      amount: 5n,
      delegate: null,
      state: 'initialized',
      isNative: null,
      delegatedAmount: 0n,
      closeAuthority: null,
    })
    expect(decodeMint('11111111111111111111111111111111', encodeMint(mint))).toBe(undefined)
    expect(decodeTokenAccount(TOKEN_PROGRAM, encodeMint(mint))).toBe(undefined)
  })
})
