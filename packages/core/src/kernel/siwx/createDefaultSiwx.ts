import type { CaipNetworkId } from '../../types/network.js'
import type {
  Siwx,
  SiwxMessage,
  SiwxMessageData,
  SiwxSignedSession,
  SiwxSiteParameters,
} from '../../types/siwx.js'
import type { FoyerCache } from '../cache/createCache.js'
import { SiwxVerificationError } from '../errors/siwx.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'

export interface CreateDefaultSiwxParameters extends SiwxSiteParameters {
  /** Checks that `signature` signs `message` for `address` (the evm package passes viem's check). */
  verify(p: { message: string; signature: string; address: string; chainId: CaipNetworkId }): Promise<boolean>
}

/** Message and session lifetime when the host gives none. */
const DAY_MS = 24 * 60 * 60 * 1000

/** 16 alphanumeric characters from the platform's CSPRNG. */
export function createSiwxNonce(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}

/** A message object: its fields and its EIP-4361 text. */
export function toSiwxMessage(data: SiwxMessageData): SiwxMessage {
  return { ...data, toString: () => formatSiwxMessage(data) }
}

export interface SiteSiwxMessageParameters {
  accountAddress: string
  chainId: CaipNetworkId
  nonce: string
  statement?: string | undefined
  /** Default: the page's host (or 'localhost'). */
  domain?: string | undefined
  /** Default: the page's origin (or 'http://localhost'). */
  uri?: string | undefined
  /** Issue time, ms since the epoch. */
  issued: number
  /** Default: 24 h. */
  expirationMs?: number | undefined
}

/**
 * The sign-in message for this site: its domain and URI (the page's, unless given), version 1, issued
 * now and expiring `expirationMs` (24 h by default) later.
 *
 * @example
 * siteSiwxMessage({ accountAddress, chainId: 'eip155:1', nonce, issued: Date.now(), expirationMs: 86_400_000 })
 */
export function siteSiwxMessage(parameters: SiteSiwxMessageParameters): SiwxMessage {
  const site = typeof location === 'undefined' ? undefined : location
  const { accountAddress, chainId, nonce, statement, issued, expirationMs = DAY_MS } = parameters
  return toSiwxMessage({
    domain: parameters.domain ?? site?.host ?? 'localhost',
    uri: parameters.uri ?? site?.origin ?? 'http://localhost',
    accountAddress,
    chainId,
    version: '1',
    nonce,
    ...(statement ? { statement } : {}),
    issuedAt: new Date(issued).toISOString(),
    expirationTime: new Date(issued + expirationMs).toISOString(),
  })
}

/**
 * The default sign-in: messages made here (fresh nonce, 24 h expiry), sessions verified by `verify` and
 * kept in the cache under `@foyer/siwx_sessions` (expired ones dropped), nothing on a server. Use it when
 * the app only needs to know, in the browser, that the visitor controls the address.
 *
 * @example
 * const siwx = createDefaultSiwx({ verify: ({ message, signature, address }) => verifyMessage({ address, message, signature }) })
 */
export function createDefaultSiwx(parameters: CreateDefaultSiwxParameters): Siwx {
  const now = parameters.now ?? Date.now
  const storage =
    parameters.storage ?? (typeof localStorage === 'undefined' ? createMemoryStorage() : localStorage)
  // The cache (and zod, which checks what it reads) loads when sessions are first used, after a
  // connect, not with the page that creates this sign-in.
  let loading: Promise<FoyerCache['siwxSessions']> | undefined
  const sessions = () =>
    (loading ??= import('../cache/createCache.js').then(
      ({ createCache }) => createCache(storage, { now }).siwxSessions,
    ))

  return {
    async createMessage({ accountAddress, chainId }) {
      return siteSiwxMessage({
        ...parameters,
        accountAddress,
        chainId,
        nonce: createSiwxNonce(),
        issued: now(),
      })
    },
    async addSession(session: SiwxSignedSession) {
      const { accountAddress: address, chainId } = session.data
      const valid = await parameters.verify({
        message: session.message,
        signature: session.signature,
        address,
        chainId,
      })
      if (!valid) throw new SiwxVerificationError({ details: address })
      const store = await sessions()
      store.add({
        data: {
          ...session.data,
          resources: session.data.resources ? [...session.data.resources] : undefined,
        },
        message: session.message,
        signature: session.signature,
      })
    },
    async revokeSession(chainId, address) {
      const store = await sessions()
      store.remove(chainId, address)
    },
    async getSessions(chainId, address) {
      return (await sessions()).get({ chainId, address }) as unknown as SiwxSignedSession[]
    },
    getRequired: () => parameters.required ?? false,
  }
}
