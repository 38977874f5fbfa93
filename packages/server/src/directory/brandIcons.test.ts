import { describe, expect, test } from 'vitest'
import { networkAssets, tokenAssets } from './assets.js'
import { networkIconIds, tokenIconCandidates, walletIconCandidates } from './brandIconRules.js'
import { brandIcons } from './brandIcons.data.js'
import { networkLogo, tokenLogo, walletLogo } from './brandIcons.js'
import { directoryWallets } from './wallets.js'

const allLogos = () => Object.values(brandIcons).flatMap((map) => Object.entries(map))

describe('brand icons', () => {
  test('default: a wallet is matched by its name, with or without its trailing Wallet; aliases first', () => {
    expect(walletIconCandidates('Trust Wallet')).toEqual(['trust-wallet', 'trust'])
    expect(walletIconCandidates('MEW wallet')).toEqual(['my-ether-wallet', 'mew-wallet', 'mew'])
    expect(walletLogo('MetaMask')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(walletLogo('Trust Wallet')).toMatch(/^<svg /)
  })

  test('behavior: a wallet, network or token the set lacks, or the devnet owns, has no logo', () => {
    expect(walletLogo('Family')).toBeUndefined()
    expect(walletLogo('constructor')).toBeUndefined()
    expect(networkLogo('eip155:31337')).toBeUndefined()
    expect(tokenLogo('HBR')).toBeUndefined()
    expect(tokenLogo('usdc')).toBe(tokenLogo('USDC'))
  })

  test('rule: the vendored data covers only the directory’s own wallets, networks and tokens', () => {
    const names = new Set(directoryWallets.map((wallet) => wallet.name))
    expect(Object.keys(brandIcons.wallets).filter((name) => !names.has(name))).toEqual([])
    expect(Object.keys(brandIcons.networks).every((id) => id in networkIconIds)).toBe(true)
    expect(networkAssets.filter((asset) => asset.id in brandIcons.networks)).toHaveLength(17)
    const local = tokenAssets.filter((asset) => asset.local).map((asset) => asset.id)
    expect(Object.keys(brandIcons.tokens).filter((id) => local.includes(id))).toEqual([])
    expect(tokenIconCandidates('../../x')).toEqual([])
  })

  test('rule: every vendored logo is a plain SVG: no script, link, foreign content or handler', () => {
    for (const [key, svg] of allLogos()) {
      expect(svg, key).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>\s*$/)
      expect(svg, key).not.toMatch(/<script|<image|<foreignObject|<a\b|href=|\son\w+=|javascript:/i)
    }
  })
})
