import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "InvalidProviderResponseError",
      "InvalidRpcResponseError",
      "RpcTimeoutError",
      "RpcUnreachableError",
      "evmAdapter",
      "evmSiwx",
    ]
  `)
})
