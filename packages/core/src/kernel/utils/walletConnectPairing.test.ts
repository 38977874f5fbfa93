import { describe, expect, test } from 'vitest'
import { formatWalletLink, isPairingExpired, PAIRING_EXPIRY_MS } from './walletConnectPairing.js'

describe('isPairingExpired', () => {
  test('default: fresh until 10 s or less remain', () => {
    const expiry = 1_000 + PAIRING_EXPIRY_MS
    expect(isPairingExpired(expiry, 1_000)).toBe(false)
    expect(isPairingExpired(expiry, expiry - 10_001)).toBe(false)
    expect(isPairingExpired(expiry, expiry - 10_000)).toBe(true)
    expect(isPairingExpired(undefined, 0)).toBe(true)
  })
})

describe('formatWalletLink', () => {
  test('parameters: custom scheme and universal link', () => {
    expect(formatWalletLink('metamask://', 'wc:a@2')).toBe('metamask://wc?uri=wc%3Aa%402')
    expect(formatWalletLink('https://link.example/', 'wc:a@2')).toBe('https://link.example/wc?uri=wc%3Aa%402')
    expect(formatWalletLink('https://link.example', 'wc:a@2')).toBe('https://link.example/wc?uri=wc%3Aa%402')
  })
})
