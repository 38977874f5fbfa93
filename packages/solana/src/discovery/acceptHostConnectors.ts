import type { Connector } from '@foyer/core'
import { acceptHostConnectors as accept, describeType, invalidOptionError } from '@foyer/core/adapter'
import type { Wallet } from '@wallet-standard/base'
import { hasFeatureMethod } from '../internal/walletFeatures.js'
import type { SolanaExternalConnector } from '../types.js'

/** A wallet the host brings, as discovery lists it (an external connector) and reaches it. */
export interface HostConnector {
  connector: Connector
  wallet: Wallet
}

/**
 * The host's connectors (`solanaAdapter({ connectors })`) as discovery lists them, once checked (core's
 * common checks of id, name and image; an id not starting with `registeredPrefix`, registered wallets'
 * ids; a wallet with `standard:connect`, a Solana signing feature and a `solana:` chain); none when one
 * fails the check, and the console says which and why. `reserved`: WalletConnect's id.
 */
export function acceptHostConnectors(
  offered: unknown,
  reserved: readonly (string | undefined)[],
  registeredPrefix: string,
): HostConnector[] {
  return accept<SolanaExternalConnector>(offered, {
    adapter: 'solanaAdapter',
    chain: 'solana',
    reserved,
    check({ id, wallet }, at) {
      if (id.startsWith(registeredPrefix))
        throw invalidOptionError(
          at('.id'),
          `an id not starting with "${registeredPrefix}"`,
          JSON.stringify(id),
        )
      if (!isSolanaWallet(wallet))
        throw invalidOptionError(
          at('.wallet'),
          'Wallet Standard wallet (standard:connect, a Solana signing feature, a solana: chain)',
          describeType(wallet),
        )
    },
  }).map(({ connector, entry }) => ({ connector, wallet: entry.wallet }))
}

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
