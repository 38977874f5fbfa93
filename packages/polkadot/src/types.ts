import type { WalletConnectConnector } from '@foyer/core'

/**
 * The part of `window` the `@polkadot/extension-inject` protocol uses: each extension adds an entry
 * `injectedWeb3[<its name>] = { version, enable(originName) }`. Tests pass a plain object.
 */
export interface PolkadotWindow {
  injectedWeb3?: Record<string, unknown> | undefined
  addEventListener?(type: string, listener: () => void, options?: { once?: boolean }): void
  removeEventListener?(type: string, listener: () => void): void
  document?: { readyState?: string } | undefined
  location?: { host?: string } | undefined
}

export interface PolkadotAdapterParameters {
  /**
   * The window whose `injectedWeb3` lists the extensions. By default the global `window`; without one
   * (Node, server rendering) discovery finds nothing.
   */
  window?: PolkadotWindow | undefined
  /**
   * The name the extensions show when they ask to authorise the site (`enable(originName)`): by default
   * the host's metadata name (`createFoyer({ metadata })`), else the page's host name.
   */
  appName?: string | undefined
  /**
   * The SS58 prefix of networks other than Polkadot (0), Kusama (2) and Westend (42), by CAIP-2 id
   * (a parachain's, say); a network missing here gets 42, the generic Substrate prefix.
   */
  ss58Prefixes?: Readonly<Record<string, number>> | undefined
  /**
   * How long a connect waits for the extension's answer (`enable`) before it gives up with
   * `ConnectionAbortedError`, in ms. Default 300 000 (five minutes: the person may be reading the prompt).
   */
  connectTimeoutMs?: number | undefined
  /**
   * WalletConnect (`walletConnect()` of `@foyer/walletconnect`): give the same connector as to the other
   * families' adapters, so that one session serves them all. It is listed once in Connect; the session's
   * polkadot accounts connect, sign and switch networks (among the chains the wallet approved) as an
   * extension's do, over WalletConnect's Polkadot RPC (`polkadot_signMessage`, `polkadot_signTransaction`).
   */
  walletConnect?: WalletConnectConnector | undefined
}

/** A Polkadot account as an extension gives it (`InjectedAccount` of `@polkadot/extension-inject`). */
export interface InjectedAccount {
  address: string
  name?: string | undefined
  /** 'sr25519', 'ed25519', 'ecdsa' or 'ethereum' (an H160 account: not a relay-chain address). */
  type?: string | undefined
  /** The chain the account is restricted to; null or absent: any chain. */
  genesisHash?: string | null | undefined
}

/** `signer.signRaw`'s payload (`SignerPayloadRaw`) and answer (`SignerResult`). */
export interface SignRawPayload {
  address: string
  data: `0x${string}`
  type: 'bytes' | 'payload'
}
export interface SignerResult {
  id: number
  signature: `0x${string}`
}

/** What `enable(originName)` resolves to (`Injected`), as far as Foyer uses it. */
export interface Injected {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void
  }
  signer: {
    signRaw?(payload: SignRawPayload): Promise<SignerResult>
    signPayload?(payload: Record<string, unknown>): Promise<SignerResult>
  }
}

/** An entry of `window.injectedWeb3`. */
export interface InjectedWindowProvider {
  version: string
  enable(originName: string): Promise<Injected>
}
