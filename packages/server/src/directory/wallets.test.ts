import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { DirectoryWallet } from './types.js'
import { directoryWallets } from './wallets.js'

const caipNetworkId = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const customScheme = /^[a-z][a-z0-9+.-]*:\/\/\S*$/
const reverseDns = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

function isCustomScheme(value: string): boolean {
  return customScheme.test(value) && !/^https?:/.test(value)
}

const fields: (keyof DirectoryWallet)[] = [
  'app',
  'badge_type',
  'chains',
  'desktop_link',
  'homepage',
  'id',
  'image_id',
  'image_url',
  'injected',
  'mobile_link',
  'name',
  'order',
  'rdns',
  'slug',
  'webapp_link',
]
const appFields = [
  'android',
  'browser',
  'chrome',
  'edge',
  'firefox',
  'ios',
  'linux',
  'mac',
  'opera',
  'safari',
  'windows',
]

describe('directoryWallets', () => {
  test('default: at least 150 wallets', () => {
    expect(directoryWallets.length).toBeGreaterThanOrEqual(150)
  })

  test('behavior: ids, image ids, slugs and names are unique', () => {
    const unique = (values: string[]) => new Set(values).size
    expect(unique(directoryWallets.map((wallet) => wallet.id))).toBe(directoryWallets.length)
    expect(unique(directoryWallets.map((wallet) => wallet.image_id))).toBe(directoryWallets.length)
    expect(unique(directoryWallets.map((wallet) => wallet.slug))).toBe(directoryWallets.length)
    expect(unique(directoryWallets.map((wallet) => wallet.name.toLowerCase()))).toBe(directoryWallets.length)
  })

  test('behavior: the id is the sha256 of the slug, the image id is UUID-shaped', () => {
    for (const wallet of directoryWallets) {
      expect(wallet.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(wallet.id).toBe(createHash('sha256').update(wallet.slug).digest('hex'))
      expect(wallet.image_id).toMatch(uuidShape)
    }
  })

  test('behavior: every wallet has every field, and only those', () => {
    for (const wallet of directoryWallets) {
      expect(Object.keys(wallet).sort()).toEqual(fields)
      expect(Object.keys(wallet.app).sort()).toEqual(appFields)
      expect(wallet.name.trim()).toBe(wallet.name)
      expect(wallet.name.length).toBeGreaterThan(0)
      expect(wallet.image_url).toBe('')
      expect(['none', 'certified']).toContain(wallet.badge_type)
    }
  })

  test('behavior: links are https URLs or custom schemes where the field allows one', () => {
    for (const wallet of directoryWallets) {
      const where = `${wallet.name}`
      expect(isHttpsUrl(wallet.homepage), where).toBe(true)
      if (wallet.mobile_link !== null) {
        expect(isHttpsUrl(wallet.mobile_link) || isCustomScheme(wallet.mobile_link), where).toBe(true)
      }
      if (wallet.desktop_link !== null) expect(isCustomScheme(wallet.desktop_link), where).toBe(true)
      if (wallet.webapp_link !== null) expect(isHttpsUrl(wallet.webapp_link), where).toBe(true)
      for (const url of Object.values(wallet.app)) {
        if (url !== null) expect(isHttpsUrl(url), `${where}: ${url}`).toBe(true)
      }
    }
  })

  test('behavior: rdns is reverse DNS, injected entries name a known namespace', () => {
    for (const wallet of directoryWallets) {
      if (wallet.rdns !== null) expect(wallet.rdns).toMatch(reverseDns)
      if (wallet.injected !== null) {
        expect(wallet.injected.length).toBeGreaterThan(0)
        for (const entry of wallet.injected) {
          expect(entry.injected_id.length).toBeGreaterThan(0)
          expect(['eip155', 'solana', 'bip122', 'polkadot']).toContain(entry.namespace)
        }
      }
    }
    const rdnsValues = directoryWallets.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdnsValues).size).toBe(rdnsValues.length)
  })

  test('behavior: chains are non-empty lists of distinct CAIP-2 network ids', () => {
    for (const wallet of directoryWallets) {
      expect(wallet.chains.length, wallet.name).toBeGreaterThan(0)
      expect(new Set(wallet.chains).size).toBe(wallet.chains.length)
      for (const chain of wallet.chains) expect(chain).toMatch(caipNetworkId)
    }
  })

  test('behavior: every namespace of the spec has wallets', () => {
    for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot']) {
      const count = directoryWallets.filter((wallet) =>
        wallet.chains.some((chain) => chain.startsWith(`${namespace}:`)),
      ).length
      expect(count, namespace).toBeGreaterThanOrEqual(5)
    }
  })

  test('behavior: order is strictly increasing and both badge types occur', () => {
    directoryWallets.forEach((wallet, index) => {
      if (index > 0) expect(wallet.order).toBeGreaterThan(directoryWallets[index - 1]?.order ?? 0)
    })
    expect(directoryWallets.some((wallet) => wallet.badge_type === 'certified')).toBe(true)
    expect(directoryWallets.some((wallet) => wallet.badge_type === 'none')).toBe(true)
  })

  test('behavior: the data cannot be mutated by a consumer', () => {
    const first = directoryWallets[0] as DirectoryWallet
    expect(() => {
      first.name = 'Changed'
    }).toThrow(TypeError)
    expect(Object.isFrozen(directoryWallets)).toBe(true)
  })
})
