// `@foyer/devnet/wallet`: the dev wallets as a library, for tests that want a real EIP-1193 wallet
// without a browser (createDevWallet) or in a DOM of their own (installDevWallets). Pages load the
// bundled dist/devwallet.js instead (see buildDevWallet).

export { createMemoryStorage } from '@foyer/core'
export { type ApprovalQueue, createApprovalQueue } from './createApprovalQueue.js'
export { type CreateDevWalletParameters, createDevWallet, type DevWallet } from './createDevWallet.js'
export { DevWalletControlError, ProviderRpcError } from './errors.js'
export { foyerDevWalletIcon, lanternDevWalletIcon } from './icons.js'
export {
  type DevWalletControls,
  type InstallDevWalletsParameters,
  installDevWallets,
} from './installDevWallets.js'
export type {
  ApprovalMode,
  DevnetPageConfig,
  DevWalletChain,
  DevWalletSettings,
  Eip1193Provider,
  KeyValueStorage,
  PendingRequest,
  RequestArguments,
  WalletInfo,
} from './types.js'
