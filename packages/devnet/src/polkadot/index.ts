// `@foyer/devnet/polkadot`: the Polkadot dev wallet, an injected extension of the
// `@polkadot/extension-inject` protocol ('foyer-dev'), for tests and pages.
export {
  type CreatePolkadotDevWalletParameters,
  createPolkadotDevWallet,
  type PolkadotDevWallet,
} from './createPolkadotDevWallet.js'
export { injectPolkadotDevWallet as inject, injectPolkadotDevWallet } from './injectPolkadotDevWallet.js'
export { type PolkadotDevAccount, polkadotDevAccounts } from './polkadotDevAccounts.js'
export type {
  Injected,
  InjectedAccount,
  InjectedWindow,
  InjectedWindowProvider,
  SignerPayloadRaw,
  SignerResult,
} from './types.js'
