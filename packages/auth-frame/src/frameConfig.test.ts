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
