import { afterEach, expect, test, vi } from 'vitest'
import { pairingMetadata } from './pairingMetadata.js'

const own = { name: 'Own', description: 'the connector’s', url: 'https://own.example', icons: [] }
const site = { name: 'Harbor Exchange', description: 'the site’s', url: 'https://harbor.example', icons: [] }

afterEach(() => {
  vi.unstubAllGlobals()
})

test('default: the site’s metadata (createFoyer’s, passed by the adapter) when the connector has none', () => {
  expect(pairingMetadata(undefined, site)).toBe(site)
})

test('parameters: the connector’s own metadata wins', () => {
  expect(pairingMetadata(own, site)).toBe(own)
})

test('behavior: with neither, the page’s title and origin', () => {
  vi.stubGlobal('document', { title: 'Harbor' })
  vi.stubGlobal('location', { origin: 'https://harbor.example' })
  expect(pairingMetadata(undefined, undefined)).toEqual({
    name: 'Harbor',
    description: '',
    url: 'https://harbor.example',
    icons: [],
  })
  vi.stubGlobal('document', { title: '' })
  expect(pairingMetadata(undefined, undefined).name).toBe('https://harbor.example')
})
