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
 * Standard's Bitcoin extension, a sats-connect provider, or the bip122 namespace of a WalletConnect
 * session). Methods reject with typed FoyerErrors.
 */
export interface WalletClient {
  readonly kind: 'standard' | 'sats-connect' | 'walletconnect'
  /** The networks the wallet declares (empty: it does not say). */
  chains(): BitcoinChain[]
  /**
   * Asks for the addresses of `purposes` (a prompt unless the site is approved), on `chain` when it can
   * (the network the site is about to use).
   */
  connect(p: {
    purposes: readonly BitcoinAddressPurpose[]
    chain: BitcoinChain | undefined
  }): Promise<WalletConnection>
  /** The approved accounts without a prompt; undefined when the site is not approved. */
  restore(p: {
    purposes: readonly BitcoinAddressPurpose[]
    chain?: BitcoinChain | undefined
  }): Promise<WalletConnection | undefined>
  disconnect(): Promise<void>
  /**
   * Moves the connection to `chain`: a wallet with an active network (sats-connect) is moved there, a
   * WalletConnect session reads that network's addresses. The accounts there.
   */
  switchChain?(p: {
    chain: BitcoinChain
    purposes: readonly BitcoinAddressPurpose[]
  }): Promise<WalletConnection>
  /**
   * A BIP-322 signature of `message` by `address` on the session's network `chain`, base64 (as the
   * protocol gives it, or turned into base64 from WalletConnect's hex).
   */
  signMessage(p: { address: string; message: string; chain: BitcoinChain }): Promise<string>
  signPsbt(p: {
    psbt: string
    signInputs: Record<string, number[]> | undefined
    broadcast: boolean
    chain: BitcoinChain
  }): Promise<SignPsbtResult>
  /** Follows the wallet's account changes (an empty list: it disconnected the site) and network changes. */
  watch(listener: (change: { accounts?: BitcoinAccount[]; chain?: BitcoinChain }) => void): () => void
}
