import { expect, test } from 'vitest'
import type { MessageKey } from './en.js'
import { messages } from './en.js'
import { t } from './t.js'

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
