import { expect, test } from 'vitest'
import * as walletconnect from './index.js'

test('exports', () => {
  expect(Object.keys(walletconnect).sort()).toMatchInlineSnapshot(`
    [
      "ProposalRejectedError",
      "RelayUnreachableError",
      "walletConnect",
      "walletConnectBasic",
    ]
  `)
})
