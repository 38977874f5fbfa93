// The embedded wallet's ERC-4337 smart account (issue #29): FoyerAccount (ERC-7579 modules, ERC-7739
// signatures) owned by the wallet's key, whose every signature rebuilds the key from its shares.
export { UserOperationRevertedError } from './errors.js'
export {
  type GetSmartAccountAddressParameters,
  getSmartAccountAddress,
} from './getSmartAccountAddress.js'
export { isSmartAccountDeployed } from './isSmartAccountDeployed.js'
export {
  type SendSmartAccountCallsErrorType,
  type SendSmartAccountCallsParameters,
  type SendSmartAccountCallsReturnType,
  sendSmartAccountCalls,
} from './sendSmartAccountCalls.js'
export {
  type SignMessageAsSmartAccountParameters,
  signMessageAsSmartAccount,
} from './signMessageAsSmartAccount.js'
export {
  type SignTypedDataAsSmartAccountParameters,
  signTypedDataAsSmartAccount,
} from './signTypedDataAsSmartAccount.js'
export {
  type FoyerSmartAccount,
  type ToFoyerSmartAccountParameters,
  toFoyerSmartAccount,
} from './toFoyerSmartAccount.js'
export { toWalletOwner } from './toWalletOwner.js'
export type { SmartAccountChainConfig } from './types.js'
