import type { Connector } from '@foyer/core'
import { acceptHostConnectors as accept, describeType, invalidOptionError } from '@foyer/core/adapter'
import type { Eip1193Provider, EvmExternalConnector } from '../types.js'
import { isEip1193Provider } from './isEip1193Provider.js'

/** A wallet the host brings, as discovery lists it (an external connector) and reaches it. */
export interface HostConnector {
  connector: Connector
  provider: Eip1193Provider
}

/**
 * The host's connectors (`evmAdapter({ connectors })`) as discovery lists them, once checked (core's
 * common checks of id, name and image, and a provider with `request`); none when one fails the check,
 * and the console says which and why. `reserved`: the legacy slot's and WalletConnect's ids.
 */
export function acceptHostConnectors(
  offered: unknown,
  reserved: readonly (string | undefined)[],
): HostConnector[] {
  return accept<EvmExternalConnector>(offered, {
    adapter: 'evmAdapter',
    chain: 'eip155',
    reserved,
    check({ provider }, at) {
      if (!isEip1193Provider(provider))
        throw invalidOptionError(
          at('.provider'),
          'EIP-1193 provider (an object with request())',
          describeType(provider),
        )
    },
  }).map(({ connector, entry }) => ({ connector, provider: entry.provider }))
}
