// Node API of @foyer/devnet: the local chains, the contracts deployed on them (deployWorld) and the dev
// wallets' bundle. The wallets themselves are browser code (src/wallet), bundled by buildDevWallet().
export { type DevAccount, devAccounts } from './accounts.js'
export { type BuildDevWalletParameters, buildDevWallet } from './buildDevWallet.js'
export { getFreePort } from './chain/getFreePort.js'
export {
  type RunningChain,
  type StartChainErrorType,
  type StartChainParameters,
  startChain,
} from './chain/startChain.js'
export {
  type Devnet,
  type DevnetChain,
  type StartDevnetParameters,
  startDevnet,
} from './chain/startDevnet.js'
export { DEVNET_CHAINS, type DevnetChainInfo } from './chains.js'
export {
  airdropClaimAbi,
  foyerFactoryAbi,
  foyerPairAbi,
  foyerRouterAbi,
  foyerTokenAbi,
  harborPassesAbi,
  wrappedEtherAbi,
} from './contracts/abis.js'
export {
  type DeployedWorld,
  type DeployWorldErrorType,
  type DeployWorldParameters,
  deployWorld,
} from './deploy/deployWorld.js'
export {
  DEVNET_DEPLOYER,
  DEVNET_NFTS,
  DEVNET_ONRAMP_FUNDER,
  DEVNET_SWAP,
  DEVNET_TOKENS,
  type DevnetNft,
  type DevnetPair,
  type DevnetSwap,
  type DevnetToken,
  type DevnetTokenSymbol,
} from './deploy/devnetContracts.js'
export { DeployAddressMismatchError, DeployerAlreadyUsedError, DeployWorldError } from './deploy/errors.js'
export {
  ChainStartError,
  ChainStartTimeoutError,
  DevWalletBuildError,
  HardhatNotFoundError,
  WrongChainIdError,
} from './errors.js'
export {
  type Mail,
  type MailCatcher,
  MailCatcherStartError,
  MailWaitTimeoutError,
  type StartMailCatcherParameters,
  startMailCatcher,
} from './mail/startMailCatcher.js'
export { type RunningRelay, type StartRelayParameters, startRelay } from './relay/startRelay.js'
export * from './solana/index.js'
export type { DevWalletControls } from './wallet/installDevWallets.js'
export type {
  ApprovalMode,
  DevnetPageConfig,
  DevWalletChain,
  DevWalletSettings,
  PendingRequest,
} from './wallet/types.js'
export { buildMobileWallet } from './walletconnect/buildMobileWallet.js'
export type { MobileWalletPageConfig } from './walletconnect/mobileWalletPage.js'
