// @foyer/auth-frame: the secure frame of the email-login embedded wallet. It runs alone in the Foyer
// server's origin (browser entry: main.ts), holds the wallet's device share, talks to the page only through
// the @foyer/protocol frame messages and to the server's auth API, and signs inside itself.
export {
  type AuthApi,
  type AuthUser,
  createAuthApi,
  type ServerWallet,
  type ServerWalletShares,
} from './authApi.js'
export type { FrameLogger } from './context.js'
export {
  createIndexedDbDeviceStore,
  createMemoryDeviceStore,
  type DeviceStore,
  type IndexedDbDeviceStoreOptions,
  type StoredDeviceShare,
  withMemoryFallback,
} from './deviceStore.js'
export {
  AuthApiError,
  DeviceStorageUnavailableError,
  FrameError,
  FrameTimeoutError,
  InvalidRequestError,
  InvalidShareError,
  NotConnectedError,
  NotSupportedError,
  RecoveryEnvelopeError,
  RecoveryLockedError,
  RecoveryObsoleteError,
  RecoveryPasswordRuleError,
  RpcMethodNotAllowedError,
  SmartAccountUnavailableError,
  UnexpectedStepError,
  UnsupportedChainError,
  UserOperationFailedError,
  WalletMismatchError,
  WrongRecoveryPasswordError,
} from './errors.js'
export {
  FRAME_VERSION,
  type Frame,
  type FrameMessageEvent,
  type FrameParent,
  type FrameWindow,
  type StartFrameParameters,
  startFrame,
} from './frame.js'
export {
  FRAME_CONFIG_ELEMENT_ID,
  type FrameConfig,
  readFrameConfig,
  type SmartAccountChain,
} from './frameConfig.js'
export {
  createWalletShares,
  type DeviceShares,
  recoverPrivateKey,
  SHARE_LENGTH,
  sharesAddress,
  splitForDevice,
  type WalletShares,
} from './keys.js'
export {
  RECOVERY_PASSWORD_MIN_LENGTH,
  RECOVERY_PASSWORD_MIN_SCORE,
  type RecoveryPasswordAssessment,
  type RecoveryPasswordReason,
} from './passwordRule.js'
export { assessRecoveryPassword } from './passwordStrength.js'
export {
  deriveRecoveryKeys,
  openRecoveryShare,
  RECOVERY_KDF,
  type RecoveryKdf,
  type RecoveryKeys,
  sealRecoveryShare,
  stretchPassword,
} from './recovery.js'
export {
  type SendTransactionParameters,
  type SendTransactionRequest,
  sendTransaction,
  signMessage,
  signTransaction,
  signTypedData,
  type WalletKey,
} from './signer.js'
