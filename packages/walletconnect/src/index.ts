// Public API of @foyer/walletconnect: a WalletConnect connector for the EVM and Solana adapters (the SDK loads lazily),
// and basic WalletConnect mode for a site with no adapter.
export { type BasicWalletConnect, walletConnectBasic } from './basic/walletConnectBasic.js'
export { ProposalRejectedError, RelayUnreachableError, type WalletConnectErrorParameters } from './errors.js'
export {
  type WalletConnectConnector,
  type WalletConnectMetadata,
  type WalletConnectPairingEvents,
  type WalletConnectParameters,
  type WalletConnectProvider,
  type WalletConnectStorage,
  walletConnect,
} from './walletConnect.js'
