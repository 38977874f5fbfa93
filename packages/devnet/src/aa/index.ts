// ERC-4337 on the devnet's chains (issue #29): the EntryPoint v0.8, SimpleAccountFactory, the verifying
// paymaster and Foyer's own smart account (FoyerAccount + FoyerAccountFactory) (deployAccountAbstraction),
// the real bundler (startBundler: Pimlico's alto), the paymaster's ERC-7677 signer (startPaymasterService),
// and a viem smart account for SimpleAccount (the reference account the infrastructure's tests use).
export { aaDevAccounts } from './aaAccounts.js'
export {
  DETERMINISTIC_DEPLOYER,
  DEVNET_ACCOUNT_ABSTRACTION,
  type DevnetAccountAbstraction,
} from './aaContracts.js'
export { foyerAccountAbi, foyerAccountFactoryAbi } from './contracts/foyerAccount.js'
export { devnetVerifyingPaymasterAbi } from './contracts/verifyingPaymaster.js'
export {
  type DeployAccountAbstractionErrorType,
  type DeployAccountAbstractionParameters,
  type DeployedAccountAbstraction,
  deployAccountAbstraction,
  PAYMASTER_DEPOSIT,
  PAYMASTER_MIN_DEPOSIT,
} from './deployAccountAbstraction.js'
export {
  AccountAbstractionAddressMismatchError,
  AccountAbstractionDeployError,
  BundlerNotFoundError,
  BundlerStartError,
  BundlerStartTimeoutError,
  PaymasterServiceStartError,
  SmartAccountSignatureNotSupportedError,
} from './errors.js'
export { encodePaymasterData, type GetPaymasterHashParameters, getPaymasterHash } from './getPaymasterHash.js'
export {
  SPONSORSHIP_REFUSED,
  type SponsorshipDecision,
  type SponsorshipPolicy,
  type SponsorshipRequest,
} from './handlePaymasterRequest.js'
export {
  type RunningBundler,
  type StartBundlerErrorType,
  type StartBundlerParameters,
  startBundler,
} from './startBundler.js'
export {
  type PaymasterService,
  type StartPaymasterServiceErrorType,
  type StartPaymasterServiceParameters,
  startPaymasterService,
} from './startPaymasterService.js'
export {
  type SimpleAccountImplementation,
  simpleAccountAbi,
  simpleAccountFactoryAbi,
  type ToSimpleAccountParameters,
  type ToSimpleAccountReturnType,
  toSimpleAccount,
} from './toSimpleAccount.js'
