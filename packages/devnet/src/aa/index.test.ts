import { expect, test } from 'vitest'
import * as aa from './index.js'

test('exports', () => {
  expect(Object.keys(aa).sort()).toMatchInlineSnapshot(`
    [
      "AccountAbstractionAddressMismatchError",
      "AccountAbstractionDeployError",
      "BundlerNotFoundError",
      "BundlerStartError",
      "BundlerStartTimeoutError",
      "DETERMINISTIC_DEPLOYER",
      "DEVNET_ACCOUNT_ABSTRACTION",
      "PAYMASTER_DEPOSIT",
      "PAYMASTER_MIN_DEPOSIT",
      "PaymasterServiceStartError",
      "SPONSORSHIP_REFUSED",
      "SmartAccountSignatureNotSupportedError",
      "aaDevAccounts",
      "deployAccountAbstraction",
      "devnetVerifyingPaymasterAbi",
      "encodePaymasterData",
      "foyerAccountAbi",
      "foyerAccountFactoryAbi",
      "getPaymasterHash",
      "simpleAccountAbi",
      "simpleAccountFactoryAbi",
      "startBundler",
      "startPaymasterService",
      "toSimpleAccount",
    ]
  `)
})
