import { expect, test } from 'vitest'
import * as smartAccount from './index.js'

test('exports', () => {
  expect(Object.keys(smartAccount).sort()).toMatchInlineSnapshot(`
    [
      "UserOperationRevertedError",
      "getSmartAccountAddress",
      "isSmartAccountDeployed",
      "sendSmartAccountCalls",
      "signMessageAsSmartAccount",
      "signTypedDataAsSmartAccount",
      "toFoyerSmartAccount",
      "toWalletOwner",
    ]
  `)
})
