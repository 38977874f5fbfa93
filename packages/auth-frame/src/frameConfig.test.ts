import { expect, test } from 'vitest'
import { FRAME_CONFIG_ELEMENT_ID, readFrameConfig } from './frameConfig.js'

const serverConfig = {
  allowedOrigins: ['https://app.example.com'],
  apiUrl: 'https://foyer.example.com',
  rpcUrls: { '1': 'https://foyer.example.com/v1/?chainId=eip155:1', '31337': 'http://127.0.0.1:8545' },
}

/** A document holding `text` in the config element (or none). */
const documentWith = (text: string | undefined) => ({
  getElementById: (id: string) =>
    text !== undefined && id === FRAME_CONFIG_ELEMENT_ID ? ({ textContent: text } as HTMLElement) : null,
})

test('default: query string and the server’s config element', () => {
  expect(
    readFrameConfig({
      search: '?projectId=p1&chainId=eip155%3A31337&version=6.6.1&enableLogger=true',
      document: documentWith(JSON.stringify(serverConfig)),
    }),
  ).toEqual({
    projectId: 'p1',
    chainId: 31337,
    sdkVersion: '6.6.1',
    enableLogger: true,
    allowedOrigins: ['https://app.example.com'],
    apiUrl: 'https://foyer.example.com',
    rpcUrls: { 1: serverConfig.rpcUrls['1'], 31337: 'http://127.0.0.1:8545' },
    networks: {},
    smartAccounts: {},
  })
  // The networks' names and currencies, for the prompts, when the server gives them.
  const withNetworks = {
    ...serverConfig,
    networks: { '31337': { name: 'Foyer Local', symbol: 'ETH', decimals: 18 } },
  }
  expect(
    readFrameConfig({ search: '?projectId=p1', document: documentWith(JSON.stringify(withNetworks)) })
      .networks,
  ).toEqual({ 31337: { name: 'Foyer Local', symbol: 'ETH', decimals: 18 } })
})

test('parameters: chainId defaults to 1, the logger to off', () => {
  expect(
    readFrameConfig({ search: '?projectId=p1', document: documentWith(JSON.stringify(serverConfig)) }),
  ).toMatchObject({ chainId: 1, enableLogger: false, sdkVersion: undefined })
})

test('behavior: what is missing or wrong is named', () => {
  const read = (search: string, text: string | undefined) => () =>
    readFrameConfig({ search, document: documentWith(text) })
  const good = JSON.stringify(serverConfig)
  expect(read('', good)).toThrow('the projectId query parameter is missing')
  expect(read('?projectId=p&chainId=abc', good)).toThrow('chainId "abc" is not an EVM chain id')
  expect(read('?projectId=p', undefined)).toThrow('no #foyer-frame-config element')
  expect(read('?projectId=p', '{')).toThrow('#foyer-frame-config is not JSON')
  expect(read('?projectId=p', JSON.stringify({ ...serverConfig, allowedOrigins: [] }))).toThrow(
    'Invalid frame configuration',
  )
  expect(read('?projectId=p', JSON.stringify({ ...serverConfig, apiUrl: 'javascript:alert(1)' }))).toThrow(
    'Invalid frame configuration',
  )
})

const FACTORY = '0x4fd9a7E3e2dF8b0b2bC1a96A4a8f5b1c3D2e1F00'

test('parameters: smartAccounts, by chain id', () => {
  const smartAccounts = {
    '31337': { bundlerUrl: 'http://127.0.0.1:4337', factory: FACTORY, sponsored: true },
  }
  expect(
    readFrameConfig({
      search: '?projectId=p1',
      document: documentWith(JSON.stringify({ ...serverConfig, smartAccounts })),
    }).smartAccounts,
  ).toEqual({ 31337: { bundlerUrl: 'http://127.0.0.1:4337', factory: FACTORY, sponsored: true } })
})

test('behavior: a wrong smartAccounts entry, or one for a chain without an RPC URL, is INVALID_CONFIG', () => {
  const read = (smartAccounts: unknown) => () =>
    readFrameConfig({
      search: '?projectId=p1',
      document: documentWith(JSON.stringify({ ...serverConfig, smartAccounts })),
    })
  const good = { bundlerUrl: 'http://127.0.0.1:4337', factory: FACTORY, sponsored: false }
  const invalid = expect.objectContaining({ code: 'INVALID_CONFIG' })
  expect(read({ '8453': good })).toThrow('smartAccounts of chain 8453 without an RPC URL (rpcUrls)')
  expect(read({ '8453': good })).toThrow(invalid)
  expect(read({ '31337': { ...good, bundlerUrl: 'javascript:alert(1)' } })).toThrow(invalid)
  expect(read({ '31337': { ...good, factory: '0x1234' } })).toThrow(invalid)
  expect(read({ '31337': { ...good, sponsored: 'yes' } })).toThrow(invalid)
  expect(read({ '31337': { ...good, paymasterUrl: 'http://10.0.0.7:3000' } })).toThrow(invalid)
  expect(read({ 'eip155:31337': good })).toThrow(invalid)
})
