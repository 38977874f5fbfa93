import { describe, expect, test } from 'vitest'
import { loadBrandIcon, networkIconId, tokenIconCandidates, walletIconCandidates } from './brandIcons.js'

describe('brand icons', () => {
  test('default: a wallet is found by its name, with or without its trailing Wallet', async () => {
    expect(walletIconCandidates('Trust Wallet')).toEqual(['trust-wallet', 'trust'])
    expect(await loadBrandIcon('wallets', walletIconCandidates('Trust Wallet'))).toMatch(/^<svg /)
    expect(await loadBrandIcon('wallets', walletIconCandidates('MEW wallet'))).toMatch(/^<svg /)
  })

  test('behavior: a wallet, network or token the set lacks has no icon', async () => {
    expect(await loadBrandIcon('wallets', walletIconCandidates('Family'))).toBeUndefined()
    expect(networkIconId('eip155:31337')).toBeUndefined()
    expect(await loadBrandIcon('tokens', tokenIconCandidates('HBR'))).toBeUndefined()
  })

  test('behavior: an id that is not a plain icon name is never turned into a module path', async () => {
    expect(tokenIconCandidates('../../x')).toEqual([])
    expect(await loadBrandIcon('wallets', ['../background/metamask', 'metamask.svg.js#'])).toBeUndefined()
    expect(await loadBrandIcon('wallets', ['metamask'])).toMatch(/^<svg /)
  })
})
