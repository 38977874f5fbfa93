// The Bitcoin extension of the Wallet Standard (github.com/ExodusMovement/bitcoin-wallet-standard,
// @exodus/bitcoin-wallet-standard-features), as the dev wallet implements it: written from its feature
// definitions, not imported (the devnet plays the outside world from the protocols' own documents).
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { BitcoinSigHashName } from './createBitcoinDevSigner.js'

export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'

export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export interface BitcoinConnectInput {
  readonly purposes: BitcoinAddressPurpose[]
}
export interface BitcoinConnectOutput {
  readonly accounts: readonly WalletAccount[]
}
export interface BitcoinSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
}
export interface BitcoinSignMessageOutput {
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
}
export interface BitcoinInputToSign {
  readonly account: WalletAccount
  readonly signingIndexes: number[]
  readonly sigHash?: BitcoinSigHashName
}
export interface BitcoinSignTransactionInput {
  readonly psbt: Uint8Array
  readonly inputsToSign: BitcoinInputToSign[]
  readonly chain?: IdentifierString
}
export interface BitcoinSignTransactionOutput {
  readonly signedPsbt: Uint8Array
}

export type BitcoinStandardFeatures = {
  readonly [BitcoinConnect]: {
    readonly version: '1.0.0'
    readonly connect: (input: BitcoinConnectInput) => Promise<BitcoinConnectOutput>
  }
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly BitcoinSignMessageInput[]
    ) => Promise<readonly BitcoinSignMessageOutput[]>
  }
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly BitcoinSignTransactionOutput[]>
  }
}
