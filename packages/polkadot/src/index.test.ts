import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "InvalidSs58AddressError",
      "InvalidWalletResponseError",
      "decodeSs58Address",
      "encodeSs58Address",
      "kusama",
      "polkadot",
      "polkadotAdapter",
      "ss58PrefixOf",
      "westend",
    ]
  `)
})
