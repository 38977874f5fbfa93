import { expect, test } from 'vitest'
import * as authFrame from './index.js'

test('exports', () => {
  expect(Object.keys(authFrame).sort()).toMatchInlineSnapshot(`
    [
      "AuthApiError",
      "DeviceStorageUnavailableError",
      "FRAME_CONFIG_ELEMENT_ID",
      "FRAME_VERSION",
      "FrameError",
      "FrameTimeoutError",
      "InvalidRequestError",
      "InvalidShareError",
      "NotConnectedError",
      "NotSupportedError",
      "RECOVERY_KDF_ITERATIONS",
      "RECOVERY_PASSWORD_MIN_LENGTH",
      "RecoveryEnvelopeError",
      "RecoveryPasswordRuleError",
      "RpcMethodNotAllowedError",
      "SHARE_LENGTH",
      "UnexpectedStepError",
      "UnsupportedChainError",
      "WalletMismatchError",
      "WrongRecoveryPasswordError",
      "assertRecoveryPassword",
      "createAuthApi",
      "createIndexedDbDeviceStore",
      "createMemoryDeviceStore",
      "createWalletShares",
      "decryptRecoveryShare",
      "deriveShare",
      "encryptRecoveryShare",
      "readFrameConfig",
      "recoverPrivateKey",
      "sendTransaction",
      "sharesAddress",
      "signMessage",
      "signTransaction",
      "signTypedData",
      "startFrame",
      "withMemoryFallback",
    ]
  `)
})
