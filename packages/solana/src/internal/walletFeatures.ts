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

/** Whether `features[feature]` is an object with a callable `method`. */
export function hasFeatureMethod(features: unknown, feature: string, method: string): boolean {
  if (typeof features !== 'object' || features === null) return false
  const entry: unknown = (features as Record<string, unknown>)[feature]
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as Record<string, unknown>)[method] === 'function'
  )
}

/**
 * One of the wallet's features, read now (a wallet may change its features), or undefined when the
 * wallet does not have it in a usable shape. Call its method on the feature (`feature.connect()`), as
 * wallets may rely on `this`.
 */
export function getFeature<F extends FeatureName>(wallet: Wallet, feature: F): KnownFeatures[F] | undefined {
  let features: unknown
  try {
    features = wallet.features
  } catch (error) {
    console.warn(`Foyer: the wallet's features could not be read`, error)
    return undefined
  }
  if (!hasFeatureMethod(features, feature, methods[feature])) return undefined
  return (features as Record<string, unknown>)[feature] as KnownFeatures[F]
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
