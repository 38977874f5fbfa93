import { expect, test } from 'vitest'
import { createFakeConnector } from '../test/createFakeAdapter.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { getConnectMethodsOrder } from './getConnectMethodsOrder.js'

const external = createFakeConnector({ id: 'wc', type: 'WALLET_CONNECT', installed: false })
/** Email login is offered only with a login frame to run it. */
const authFrameUrl = 'http://127.0.0.1:9/frame'

test('default', () => {
  const { foyer } = createTestFoyer({ adapter: { connectors: [external] }, options: { authFrameUrl } })
  expect(getConnectMethodsOrder(foyer)).toEqual(['email', 'social', 'wallet'])
})

test('behavior: an installed wallet puts wallet first', () => {
  const { foyer } = createTestFoyer({ options: { authFrameUrl } })
  expect(getConnectMethodsOrder(foyer)).toEqual(['wallet', 'email', 'social'])
})

test('behavior: a legacy injected slot without a wallet does not count', () => {
  const legacy = createFakeConnector({ type: 'INJECTED', installed: false })
  const { foyer } = createTestFoyer({ adapter: { connectors: [legacy] }, options: { authFrameUrl } })
  expect(getConnectMethodsOrder(foyer)).toEqual(['email', 'social', 'wallet'])
})

test('parameters: connectMethodsOrder', () => {
  const { foyer } = createTestFoyer({
    options: { connectMethodsOrder: ['social', 'wallet', 'email'], authFrameUrl },
  })
  expect(getConnectMethodsOrder(foyer)).toEqual(['social', 'wallet', 'email'])
})

test('behavior: disabled features are dropped', () => {
  expect(
    getConnectMethodsOrder(createTestFoyer({ options: { features: { email: false }, authFrameUrl } }).foyer),
  ).toEqual(['wallet', 'social'])
  expect(
    getConnectMethodsOrder(
      createTestFoyer({ options: { features: { socials: false }, authFrameUrl } }).foyer,
    ),
  ).toEqual(['wallet', 'email'])
  expect(
    getConnectMethodsOrder(createTestFoyer({ options: { features: { socials: [] }, authFrameUrl } }).foyer),
  ).toEqual(['wallet', 'email'])
})

test('behavior: without a login frame (authFrameUrl) neither email nor social is offered', () => {
  expect(getConnectMethodsOrder(createTestFoyer().foyer)).toEqual(['wallet'])
})
