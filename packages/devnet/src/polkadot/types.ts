// The `@polkadot/extension-inject` protocol as the dev wallet speaks it (its `types.ts`, restated here:
// the local world is built on the protocols, not on Foyer's code).

/** An account as `accounts.get()` and `accounts.subscribe` give it. */
export interface InjectedAccount {
  address: string
  genesisHash?: string | null
  name?: string
  type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum'
}

/** `SignerPayloadRaw`: what `signer.signRaw` signs. */
export interface SignerPayloadRaw {
  address: string
  data: string
  type: 'bytes' | 'payload'
}

/** `SignerResult`. */
export interface SignerResult {
  id: number
  signature: `0x${string}`
}

/** What `enable(originName)` resolves to. */
export interface Injected {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void
  }
  signer: { signRaw(payload: SignerPayloadRaw): Promise<SignerResult> }
}

/** An entry of `window.injectedWeb3`. */
export interface InjectedWindowProvider {
  enable(originName: string): Promise<Injected>
  version: string
}

/** A window with the extensions' object. */
export interface InjectedWindow {
  injectedWeb3?: Record<string, unknown>
}
