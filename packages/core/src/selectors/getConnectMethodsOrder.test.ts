import { expect, test } from 'vitest'
import { createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { getConnectMethodsOrder } from './getConnectMethodsOrder.js'

const external = createFakeConnector({ id: 'wc', type: 'WALLET_CONNECT', installed: false })

test('default', () => {
  const { foyer } = createTestFoyer({ adapter: { connectors: [external] } })
  expect(getConnectMethodsOrder(foyer)).toEqual(['email', 'social', 'wallet'])
})

test('behavior: an installed wallet puts wallet first', () => {
  const { foyer } = createTestFoyer()
  expect(getConnectMethodsOrder(foyer)).toEqual(['wallet', 'email', 'social'])
})

test('behavior: a legacy injected slot without a wallet does not count', () => {
  const legacy = createFakeConnector({ type: 'INJECTED', installed: false })
  const { foyer } = createTestFoyer({ adapter: { connectors: [legacy] } })
  expect(getConnectMethodsOrder(foyer)).toEqual(['email', 'social', 'wallet'])
})

test('parameters: connectMethodsOrder', () => {
  const { foyer } = createTestFoyer({ options: { connectMethodsOrder: ['social', 'wallet', 'email'] } })
  expect(getConnectMethodsOrder(foyer)).toEqual(['social', 'wallet', 'email'])
})

test('behavior: disabled features are dropped', () => {
  expect(getConnectMethodsOrder(createTestFoyer({ options: { features: { email: false } } }).foyer)).toEqual([
    'wallet',
    'social',
  ])
  expect(
    getConnectMethodsOrder(createTestFoyer({ options: { features: { socials: false } } }).foyer),
  ).toEqual(['wallet', 'email'])
  expect(getConnectMethodsOrder(createTestFoyer({ options: { features: { socials: [] } } }).foyer)).toEqual([
    'wallet',
    'email',
  ])
})
