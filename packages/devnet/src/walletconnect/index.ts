// The dev "mobile wallet" on @reown/walletkit (Node tests and the demo's /wallet page). A separate entry so
// that importing @foyer/devnet does not load the WalletConnect SDK.
export { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
export type { WalletConnectSolanaChain } from './createSolanaSessions.js'
export {
  type CreateWalletConnectWalletParameters,
  createWalletConnectWallet,
  type WalletConnectWallet,
  walletConnectWalletInfo,
} from './createWalletConnectWallet.js'
