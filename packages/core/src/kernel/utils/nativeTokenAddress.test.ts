import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import { describe, expect, test } from 'vitest'
import {
  isNativeTokenAddress,
  NATIVE_TOKEN_ADDRESSES,
  withoutNativePlaceholder,
} from './nativeTokenAddress.js'

const solana = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const sol = 'So11111111111111111111111111111111111111111'
const wrappedSol = 'So11111111111111111111111111111111111111112'
const fUSD = '2gHDyY5gbHVQkHH8H29Lq3Am7isdHeFzheybxC1yKoVV'

describe('native token placeholder addresses', () => {
  test('default: one placeholder per namespace that has one (spec section 9)', () => {
    expect(NATIVE_TOKEN_ADDRESSES).toEqual({ eip155: NATIVE_TOKEN_ADDRESS, solana: sol })
    expect(isNativeTokenAddress(solana, sol)).toBe(true)
    expect(isNativeTokenAddress('eip155:31337', NATIVE_TOKEN_ADDRESS)).toBe(true)
  })

  test('parameters: a plain or CAIP-10 address, a CAIP-2 id or a bare namespace', () => {
    expect(isNativeTokenAddress(solana, `${solana}:${sol}`)).toBe(true)
    expect(isNativeTokenAddress('solana', sol)).toBe(true)
    expect(isNativeTokenAddress('eip155:1', `eip155:1:${NATIVE_TOKEN_ADDRESS.toLowerCase()}`)).toBe(true)
  })

  test('behavior: EVM compares without case, Solana with case (base58)', () => {
    expect(isNativeTokenAddress('eip155:1', NATIVE_TOKEN_ADDRESS.toUpperCase().replace('0X', '0x'))).toBe(
      true,
    )
    expect(isNativeTokenAddress(solana, sol.toLowerCase())).toBe(false)
  })

  test('behavior: tokens, wrapped SOL, another namespace’s placeholder and no address are not it', () => {
    expect(isNativeTokenAddress(solana, fUSD)).toBe(false)
    expect(isNativeTokenAddress(solana, wrappedSol)).toBe(false)
    expect(isNativeTokenAddress(solana, NATIVE_TOKEN_ADDRESS)).toBe(false)
    expect(isNativeTokenAddress('eip155:1', sol)).toBe(false)
    expect(isNativeTokenAddress('bip122:000000000019d6689c085ae165831e93', sol)).toBe(false)
    expect(isNativeTokenAddress(solana, undefined)).toBe(false)
  })

  test('withoutNativePlaceholder: the native entry loses its address, others are kept as they are', () => {
    const native = { chainId: solana, symbol: 'SOL', address: sol }
    const token = { chainId: solana, symbol: 'fUSD', address: fUSD }
    expect(withoutNativePlaceholder(native)).toEqual({ chainId: solana, symbol: 'SOL' })
    expect('address' in withoutNativePlaceholder(native)).toBe(false)
    expect(withoutNativePlaceholder(token)).toBe(token)
    const ether = { chainId: 'eip155:1', symbol: 'ETH' }
    expect(withoutNativePlaceholder(ether)).toBe(ether)
  })
})
