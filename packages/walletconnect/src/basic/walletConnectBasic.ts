import type { BasicWalletConnectConnector } from '@foyer/core'
import type { WalletConnectConnector, WalletConnectParameters } from '../types.js'
import { walletConnect } from '../walletConnect.js'
import { createBasicAdapter } from './basicAdapter.js'
import { dialectOf } from './dialects.js'

/** A WalletConnect connector for basic mode: also the adapter of each family it speaks (eip155, solana). */
export type BasicWalletConnect = WalletConnectConnector & BasicWalletConnectConnector

/**
 * Basic WalletConnect mode (spec section 2): a site with no chain adapter, whose visitors connect through
 * WalletConnect alone. Given to createFoyer as `walletConnect` (with no `adapters`), it connects every
 * eip155 and solana network of the site through one session: the modal opens on the QR code (All Wallets
 * on a phone); the account, its balance and the network switch work as with adapters, messages are
 * signed by the wallet, and `foyer.request` goes to the wallet. Sending, swaps and names need the chain's
 * own adapter (`@foyer/evm`, `@foyer/solana`) and are not offered.
 *
 * @example
 * import { createFoyer } from '@foyer/react'
 * import { walletConnectBasic } from '@foyer/walletconnect'
 *
 * const foyer = createFoyer({ projectId, networks, walletConnect: walletConnectBasic({ projectId, relayUrl }) })
 */
export function walletConnectBasic(parameters: WalletConnectParameters): BasicWalletConnect {
  const connector = walletConnect(parameters)
  return {
    ...connector,
    basicAdapter(namespace) {
      const dialect = dialectOf(namespace)
      return dialect ? createBasicAdapter(connector, namespace, dialect) : undefined
    },
  }
}
