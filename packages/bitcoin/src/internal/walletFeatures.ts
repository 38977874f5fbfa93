import { readWalletFeature } from '@foyer/core/adapter'
// The Wallet Standard features this adapter uses: the standard ones (@wallet-standard/features) and the
// Bitcoin extension's (github.com/ExodusMovement/bitcoin-wallet-standard), whose types are written here
// from its feature definitions rather than taken from a package.
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { BitcoinAddressPurpose } from '../types.js'

export type BitcoinSigHashFlag =
  | 'ALL'
  | 'NONE'
  | 'SINGLE'
  | 'ALL|ANYONECANPAY'
  | 'NONE|ANYONECANPAY'
  | 'SINGLE|ANYONECANPAY'

/** `bitcoin:connect`: the accounts of the `purposes`, in their order. */
export type BitcoinConnectFeature = {
  readonly 'bitcoin:connect': {
    readonly version: '1.0.0'
    readonly connect: (input: { readonly purposes: BitcoinAddressPurpose[] }) => Promise<{
      readonly accounts: readonly WalletAccount[]
    }>
  }
}

/** `bitcoin:signMessage`: a signature of the message's bytes (BIP-322's witness, for segwit and taproot). */
export type BitcoinSignMessageFeature = {
  readonly 'bitcoin:signMessage': {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]
    ) => Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}

/** `bitcoin:signTransaction`: a PSBT whose inputs `signingIndexes` each account signs. */
export type BitcoinSignTransactionFeature = {
  readonly 'bitcoin:signTransaction': {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly {
        readonly psbt: Uint8Array
        readonly inputsToSign: {
          readonly account: WalletAccount
          readonly signingIndexes: number[]
          readonly sigHash?: BitcoinSigHashFlag
        }[]
        readonly chain?: IdentifierString
      }[]
    ) => Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}

export type KnownFeatures = BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  StandardDisconnectFeature &
  StandardEventsFeature

export type FeatureName = keyof KnownFeatures

/** The method each feature must have. */
const methods: { [F in FeatureName]: keyof KnownFeatures[F] & string } = {
  'bitcoin:connect': 'connect',
  'bitcoin:signMessage': 'signMessage',
  'bitcoin:signTransaction': 'signTransaction',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
}

export { hasFeatureMethod } from '@foyer/core/adapter'

/**
 * One of the wallet's features, read now (a wallet may change its features), or undefined when the
 * wallet does not have it in a usable shape. Call its method on the feature, as wallets may rely on `this`.
 */
export function getFeature<F extends FeatureName>(wallet: Wallet, feature: F): KnownFeatures[F] | undefined {
  return readWalletFeature(wallet, feature, methods[feature]) as KnownFeatures[F] | undefined
}
