import { readWalletFeature } from '@foyer/core/adapter'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'

/** The Wallet Standard features this adapter uses, by name. */
export type KnownFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

export type FeatureName = keyof KnownFeatures

/** The method each feature must have. */
const methods: { [F in FeatureName]: keyof KnownFeatures[F] & string } = {
  'standard:connect': 'connect',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
  'solana:signMessage': 'signMessage',
  'solana:signTransaction': 'signTransaction',
  'solana:signAndSendTransaction': 'signAndSendTransaction',
}

export { hasFeatureMethod } from '@foyer/core/adapter'

/**
 * One of the wallet's features, read now (a wallet may change its features), or undefined when the
 * wallet does not have it in a usable shape. Call its method on the feature, as wallets may rely on `this`.
 */
export function getFeature<F extends FeatureName>(wallet: Wallet, feature: F): KnownFeatures[F] | undefined {
  return readWalletFeature(wallet, feature, methods[feature]) as KnownFeatures[F] | undefined
}

/**
 * The Solana chains an account can use: the account's own `chains`, or the wallet's when the account
 * names none.
 */
export function solanaChainsOf(account: WalletAccount | undefined, wallet: Wallet): string[] {
  const read = (chains: unknown): string[] =>
    Array.isArray(chains)
      ? chains.filter((chain): chain is string => typeof chain === 'string' && chain.startsWith('solana:'))
      : []
  const own = read(account?.chains)
  if (own.length > 0) return own
  try {
    return read(wallet.chains)
  } catch (error) {
    console.warn(`Foyer: the wallet's chains could not be read`, error)
    return []
  }
}
