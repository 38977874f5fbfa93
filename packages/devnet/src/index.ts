// Node API of @foyer/devnet: the local chains and the dev wallets' bundle. The wallets themselves
// are browser code (src/wallet), bundled to dist/devwallet.js by buildDevWallet().
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
  ChainStartError,
  ChainStartTimeoutError,
  DevWalletBuildError,
  HardhatNotFoundError,
  WrongChainIdError,
} from './errors.js'
export type { DevWalletControls } from './wallet/installDevWallets.js'
export type {
  ApprovalMode,
  DevnetPageConfig,
  DevWalletChain,
  DevWalletSettings,
  PendingRequest,
} from './wallet/types.js'
