import type { CaipNetworkId } from '../../types/network.js'
import type { SiwxMessage, SiwxMessageData } from '../../types/siwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'

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
