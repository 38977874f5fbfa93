import { expect, test, vi } from 'vitest'
import type { MessageKey } from './en.js'
import { messages } from './en.js'
import { pageMessages } from './enPage.js'
import { t } from './t.js'
import { t as pageT } from './tPage.js'

test('default', () => {
  expect(t('alert.projectIdNotConfigured')).toBe('Project ID Not Configured')
})

test('behavior: interpolates {name}', () => {
  expect(t('error.adapterNotFound', { namespace: 'solana' })).toBe(
    "Adapter for namespace solana doesn't exist",
  )
  expect(t('error.networkWithIdNotFound', { id: 'eip155:5' })).toBe('Network with ID eip155:5 not found')
})

test('behavior: a missing parameter keeps its placeholder', () => {
  expect(t('error.adapterNotFound')).toBe("Adapter for namespace {namespace} doesn't exist")
})

test('behavior: unknown key returns the key', () => {
  expect(t('nope' as MessageKey)).toBe('nope')
})

test('behavior: spec texts', () => {
  expect(messages['error.siweAndSiwx']).toBe('Cannot set both `siweConfig` and `siwx` options')
  expect(messages['error.networkNotFound']).toBe('Network not found')
  expect(messages['error.removeLastNetwork']).toBe('Cannot remove last network for a namespace')
  expect(messages['error.disconnect']).toBe('Failed to disconnect')
  expect(messages['error.unsupportedChain']).toBe('Unsupported chain')
  expect(messages['error.invalidChainId']).toBe('Invalid chainId')
  expect(messages['error.unknown']).toBe('Something went wrong')
})

test('behavior: t brings the rest of the English catalog with it, before its first call', async () => {
  vi.resetModules()
  const catalog = await import('./catalog.js')
  // The page starts with its own texts only (enPage.ts)...
  expect(catalog.lookupMessage('error.networkNotFound')).toBe('Network not found')
  expect(catalog.lookupMessage('error.swap.init')).toBeUndefined()
  // ...and a module that can show any other text imports t.ts, which registers every text as it loads.
  const fresh = await import('./t.js')
  expect(fresh.t('error.swap.init')).toBe('Failed to initialize swap')
  expect(catalog.lookupMessage('alert.socketsTimeout')).toBe('Connection Timed Out')
  for (const [key, text] of Object.entries(messages)) expect(fresh.t(key as MessageKey)).toBe(text)
})

test("rule: the page-load t takes the page's texts only (the type check refuses any other key)", () => {
  expect(pageT('error.connectorNotFoundDetails', { connectorId: 'x' })).toBe('No connector with id "x"')
  // @ts-expect-error: a text outside enPage.ts comes through t.ts, which brings it to the page with it
  const refused = () => pageT('error.swap.init')
  expect(typeof refused).toBe('function')
})

test('rule: the page texts are part of the catalog, with the same wording', () => {
  for (const [key, text] of Object.entries(pageMessages)) expect(messages[key as MessageKey]).toBe(text)
})
