// The dev "mobile wallet" on @reown/walletkit (Node tests and the demo's /wallet page). A separate entry so
// that importing @foyer/devnet does not load the WalletConnect SDK.
export { BITCOIN_METHODS } from './createBitcoinSessions.js'
export { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
export { POLKADOT_METHODS } from './createPolkadotSessions.js'
export type { WalletConnectSolanaChain } from './createSolanaSessions.js'
export {
  type CreateWalletConnectWalletParameters,
  createWalletConnectWallet,
  type WalletConnectWallet,
  walletConnectWalletInfo,
} from './createWalletConnectWallet.js'
export {
  allWalletConnectBitcoinChains,
  type WalletConnectBitcoinChain,
} from './walletConnectBitcoinChains.js'
export {
  allWalletConnectPolkadotChains,
  type WalletConnectPolkadotChain,
} from './walletConnectPolkadotChains.js'
