import type { SiwxMessageFields } from '@foyer/protocol'
import type { CaipNetworkId } from './network.js'
import type { KeyValueStorage } from './storage.js'

/**
 * The fields of a sign-in message (spec section 3; EIP-4361 for eip155, CAIP-122 for other namespaces):
 * @foyer/protocol's, which the server reads too, with the network id of a namespace Foyer knows.
 */
export interface SiwxMessageData extends SiwxMessageFields {
  /** CAIP-2 network id, e.g. 'eip155:1'. */
  chainId: CaipNetworkId
}

/** A message ready to sign: its fields and its text (`toString()`). */
export interface SiwxMessage extends SiwxMessageData {
  toString(): string
}

/** A stored sign-in (spec section 3: data, message, signature, cacao). */
export interface SiwxSignedSession {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: unknown
}

/**
 * Sign in with X (chain-agnostic sign-in): how messages are made, how signed sessions are verified and
 * stored, and whether sign-in is required. `createDefaultSiwx` (sessions in the cache, a pluggable
 * verifier) and `createBackendSiwx` (the host's backend) implement it; the evm package adds viem's
 * verification (`evmSiwx`).
 */
export interface Siwx {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>
  /**
   * Verifies the signed session and stores it; rejects when the signature does not hold. The sign-in
   * flow passes the account's own chain check when its adapter has one (`options.verify`).
   */
  addSession(session: SiwxSignedSession, options?: SiwxAddSessionOptions): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Unexpired sessions of the address on the network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSignedSession[]>
  /** True: the visitor must sign in (the sign view cannot be dismissed; cancel disconnects). */
  getRequired?(): boolean
}

/** The SIWE convenience for EVM hosts (spec: `siweConfig`), turned into a `Siwx` by core. */
export interface SiweConfig {
  /** A fresh nonce from the host's backend. */
  getNonce(address: string): Promise<string>
  /** The host's backend verifies the message and signature (and starts its session). */
  verifyMessage(p: { message: string; signature: string }): Promise<boolean>
  /** The session the host's backend holds, if any. */
  getSession?(): Promise<{ address: string; chainId: number } | null>
  signOut?(): Promise<boolean>
  statement?: string
  /** Sign-in lifetime in ms; 24 h by default. */
  expirationMs?: number
  required?: boolean
}

/** What every SIWX of this package accepts about the site and its sessions. */
export interface SiwxSiteParameters {
  /** Where sessions (or the backend's tokens) are kept; localStorage in the browser, memory elsewhere. */
  storage?: KeyValueStorage
  statement?: string
  /** Message and session lifetime; 24 h by default. */
  expirationMs?: number
  required?: boolean
  /** The site asking: `location.host` / `location.origin` by default. */
  domain?: string
  uri?: string
  /** Clock in ms (tests). */
  now?: () => number
}

/** A check that `signature` signs `message` for `address` on `chainId`. */
export type SiwxVerifier = (p: {
  message: string
  signature: string
  address: string
  chainId: CaipNetworkId
}) => Promise<boolean>

/** What the sign-in flow hands to `Siwx.addSession` besides the session. */
export interface SiwxAddSessionOptions {
  /**
   * The check of the account's chain, from its adapter (`verifySignIn`), for a chain whose accounts sign
   * one way only (Solana: Ed25519 keys). The default SIWX uses it instead of the host's `verify`.
   */
  verify?: SiwxVerifier | undefined
}

/** Parameters of `createDefaultSiwx`: the site's message fields and the signature check. */
export interface CreateDefaultSiwxParameters extends SiwxSiteParameters {
  /**
   * Checks that `signature` signs `message` for `address` (the evm package passes viem's check, the
   * solana package Ed25519's); a session whose adapter verifies sign-ins itself is checked by it instead.
   */
  verify: SiwxVerifier
}

/** Parameters of `createBackendSiwx`: the site's message fields and the Foyer server to verify with. */
export interface CreateBackendSiwxParameters extends SiwxSiteParameters {
  /** The backend's base URL (a Foyer server: it serves /v1/siwx/*). */
  url: string
  projectId: string
}
