import { createHash } from 'node:crypto'
import { evmAddressSchema, solanaAddressSchema } from '@foyer/protocol'
import type { ProjectConfig } from '../../config/serverConfigSchema.js'
import type { Database } from '../../db/types.js'
import { ValidationError } from '../../errors/http.js'
import { parseInput } from '../../http/parseInput.js'
import { SiwxRequestError } from '../errors.js'
import { t } from '../messages.js'
import type { ChainRegistry } from '../shared/createChainRegistry.js'
import type { RateLimiter } from '../shared/createRateLimiter.js'
import type { ClientIpResolver } from '../types.js'
import { bitcoinSessionAddress } from './bitcoinAddress.js'
import { decodeSs58PublicKey } from './decodeSs58PublicKey.js'

/** The sign-in routes' parameters with their defaults filled in. */
export interface SiwxSettings {
  db: Database
  chains: ChainRegistry
  /** Unix ms. */
  now: () => number
  nonceTtlMs: number
  maxSessionMs: number
  nonceLimiter: RateLimiter | undefined
  clientIp: ClientIpResolver | undefined
}

/** The project the guard found for the request; the routes are useless without one. */
export function projectOf(c: { get(key: 'project'): ProjectConfig | undefined }): ProjectConfig {
  const project = c.get('project')
  if (!project) throw new Error('createSiwxRoutes must be mounted after the project guard')
  return project
}

/** How a session token is kept at rest: its SHA-256 (the token is 24 random bytes: no guessing back). */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex')

/** The session token of a request's header; a missing or oversized one is a 401. */
export function readSessionToken(header: string | undefined): string {
  const token = header?.trim()
  if (!token || token.length > 128) throw new SiwxRequestError({ reason: 'siwx.token', status: 401 })
  return token
}

/**
 * The address as sessions keep it: an EVM address checked and in lower case, a Solana address checked
 * and as it is (base58 is case-sensitive), a Bitcoin address checked against its network (bech32 in
 * lower case, base58 as it is), a Polkadot SS58 address checked (checksum, a 32-byte account) and as it
 * is. A 400 naming `field` when it is none of these.
 */
export function sessionAddress(chainId: string, address: string, field: string): string {
  const [namespace = '', reference = ''] = chainId.split(':')
  if (namespace === 'solana') return parseInput(solanaAddressSchema, address, [field])
  if (namespace === 'bip122') {
    const kept = bitcoinSessionAddress(address, reference)
    if (kept === undefined)
      throw new ValidationError({ path: [field], message: t('param.bitcoinAddress', { chain: chainId }) })
    return kept
  }
  if (namespace === 'polkadot') {
    if (!decodeSs58PublicKey(address))
      throw new ValidationError({ path: [field], message: t('param.polkadotAddress') })
    return address
  }
  return parseInput(evmAddressSchema, address, [field]).toLowerCase()
}
