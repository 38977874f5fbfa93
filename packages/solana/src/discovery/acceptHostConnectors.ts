import type { Connector } from '@foyer/core'
import { describeType, invalidOptionError } from '@foyer/core/adapter'
import type { Wallet } from '@wallet-standard/base'
import { hasFeatureMethod } from '../internal/walletFeatures.js'
import type { SolanaExternalConnector } from '../types.js'

/** A wallet the host brings, as discovery lists it (an external connector) and reaches it. */
export interface HostConnector {
  connector: Connector
  wallet: Wallet
}

/**
 * The host's connectors (`solanaAdapter({ connectors })`) as discovery lists them, once checked; none
 * when one fails the check, and the console says which and why (the adapter is made before any view
 * could). `reserved`: ids a host connector may not take (WalletConnect's); `registeredPrefix`: the
 * prefix of registered wallets' ids, which a host connector's id may not start with.
 */
export function acceptHostConnectors(
  offered: unknown,
  reserved: readonly (string | undefined)[],
  registeredPrefix: string,
): HostConnector[] {
  try {
    return checkExternalConnectors(offered, reserved, registeredPrefix).map(
      ({ id, name, imageUrl, wallet }) => ({
        connector: {
          id,
          name,
          type: 'EXTERNAL',
          chain: 'solana',
          ...(imageUrl ? { imageUrl } : {}),
          installed: true,
        },
        wallet,
      }),
    )
  } catch (error) {
    console.error(`Foyer: solanaAdapter's connectors are not listed. ${(error as Error).message}`)
    return []
  }
}

/** Where an image may come from: the web or an inline image (an app's own icon), nothing else. */
const IMAGE_URL = /^(https?:\/\/|data:image\/)/i

/**
 * Whether a wallet object is one this adapter can connect and sign with: `standard:connect`, a Solana
 * signing feature and a `solana:` chain, as discovery asks of a registered wallet. A getter that throws
 * counts as no.
 */
function isSolanaWallet(wallet: unknown): boolean {
  if (typeof wallet !== 'object' || wallet === null) return false
  try {
    const { features, chains } = wallet as { features?: unknown; chains?: unknown }
    const signs =
      hasFeatureMethod(features, 'solana:signAndSendTransaction', 'signAndSendTransaction') ||
      hasFeatureMethod(features, 'solana:signTransaction', 'signTransaction')
    return (
      hasFeatureMethod(features, 'standard:connect', 'connect') &&
      signs &&
      Array.isArray(chains) &&
      chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
    )
  } catch {
    return false
  }
}

/**
 * The host's `solanaAdapter({ connectors })`, checked: throws `InvalidOptionsError` naming the first entry
 * the adapter could not list or connect through: an id that is empty, taken (WalletConnect's, another
 * entry's) or starts with the registered wallets' prefix, an empty name, an image URL that is not
 * http(s) or `data:image/`, a wallet without `standard:connect`, a Solana signing feature or a
 * `solana:` chain.
 */
function checkExternalConnectors(
  connectors: unknown,
  reserved: readonly (string | undefined)[],
  registeredPrefix: string,
): SolanaExternalConnector[] {
  if (!Array.isArray(connectors)) throw invalidOptionError('connectors', 'array', describeType(connectors))
  const ids = new Set(reserved.filter((id) => id !== undefined))
  for (const [index, entry] of connectors.entries()) {
    const at = (field: string) => `connectors.${index}${field}`
    if (typeof entry !== 'object' || entry === null)
      throw invalidOptionError(at(''), 'object', describeType(entry))
    const { id, name, imageUrl, wallet } = entry as Partial<Record<keyof SolanaExternalConnector, unknown>>
    if (typeof id !== 'string' || id.trim() === '')
      throw invalidOptionError(at('.id'), 'non-empty string', JSON.stringify(id) ?? describeType(id))
    if (ids.has(id)) throw invalidOptionError(at('.id'), 'an id no other connector has', JSON.stringify(id))
    if (id.startsWith(registeredPrefix))
      throw invalidOptionError(at('.id'), `an id not starting with "${registeredPrefix}"`, JSON.stringify(id))
    ids.add(id)
    if (typeof name !== 'string' || name.trim() === '')
      throw invalidOptionError(at('.name'), 'non-empty string', JSON.stringify(name) ?? describeType(name))
    if (imageUrl !== undefined && (typeof imageUrl !== 'string' || !IMAGE_URL.test(imageUrl)))
      throw invalidOptionError(at('.imageUrl'), 'http(s) or data:image URL', JSON.stringify(imageUrl))
    if (!isSolanaWallet(wallet))
      throw invalidOptionError(
        at('.wallet'),
        'Wallet Standard wallet (standard:connect, a Solana signing feature, a solana: chain)',
        describeType(wallet),
      )
  }
  return connectors as SolanaExternalConnector[]
}
