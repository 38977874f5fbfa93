import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "InvalidRpcResponseError",
      "InvalidWalletResponseError",
      "RpcTimeoutError",
      "RpcUnreachableError",
      "solanaAdapter",
      "solanaDevnet",
      "solanaMainnet",
      "solanaSiwx",
      "solanaTestnet",
      "toSolanaChain",
    ]
  `)
})
