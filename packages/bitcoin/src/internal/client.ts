import type { BitcoinAddressPurpose, BitcoinChain } from '../types.js'

/** One address a wallet gave the site, as both wallet protocols are read. */
export interface BitcoinAccount {
  address: string
  /** Hex; empty when the wallet gave none. */
  publicKey: string
  purpose: BitcoinAddressPurpose
  /** The networks the address is for; empty: the wallet's current network (sats-connect). */
  chains: BitcoinChain[]
}

/** A wallet's answer to `signPsbt`: the PSBT (base64) and, when the wallet broadcast it, its txid. */
export interface SignPsbtResult {
  psbt: string
  txid?: string
}

/** What a wallet reports after connecting: its accounts and, when it has one, its active network. */
export interface WalletConnection {
  accounts: BitcoinAccount[]
  chain: BitcoinChain | undefined
}

/**
 * A Bitcoin wallet as the adapter's operations use it, whichever protocol it speaks (the Wallet
 * Standard's Bitcoin extension, or a sats-connect provider). Methods reject with typed FoyerErrors.
 */
export interface WalletClient {
  readonly kind: 'standard' | 'sats-connect'
  /** The networks the wallet declares (empty: it does not say). */
  chains(): BitcoinChain[]
  /** Asks for the addresses of `purposes` (a prompt unless the site is approved), on `chain` when it can. */
  connect(p: {
    purposes: readonly BitcoinAddressPurpose[]
    chain: BitcoinChain | undefined
  }): Promise<WalletConnection>
  /** The approved accounts without a prompt; undefined when the site is not approved. */
  restore(p: { purposes: readonly BitcoinAddressPurpose[] }): Promise<WalletConnection | undefined>
  disconnect(): Promise<void>
  /** Moves the wallet to `chain` when it has an active network (sats-connect); the accounts there. */
  switchChain?(p: {
    chain: BitcoinChain
    purposes: readonly BitcoinAddressPurpose[]
  }): Promise<WalletConnection>
  /** A BIP-322 signature of `message` by `address`, base64 as the wallet's protocol gives it. */
  signMessage(p: { address: string; message: string }): Promise<string>
  signPsbt(p: {
    psbt: string
    signInputs: Record<string, number[]> | undefined
    broadcast: boolean
    chain: BitcoinChain
  }): Promise<SignPsbtResult>
  /** Follows the wallet's account changes (an empty list: it disconnected the site) and network changes. */
  watch(listener: (change: { accounts?: BitcoinAccount[]; chain?: BitcoinChain }) => void): () => void
}
