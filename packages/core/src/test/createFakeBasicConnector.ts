import type { ChainAdapter } from '../types/adapter.js'
import type { BasicWalletConnectConnector } from '../types/walletConnect.js'

/**
 * A basic WalletConnect connector (createFoyer's `walletConnect`) whose only adapter is `adapter`, for
 * its namespace: the tests of basic mode's rules, where the pairing itself is not what is tested.
 */
export function createFakeBasicConnector(adapter: ChainAdapter): BasicWalletConnectConnector {
  return {
    id: 'walletConnect',
    name: 'WalletConnect',
    getProvider: () => undefined,
    connect: () => Promise.reject(new Error('The fake basic connector does not pair')),
    restore: async () => undefined,
    disconnect: async () => undefined,
    basicAdapter: (namespace) => (namespace === adapter.namespace ? adapter : undefined),
  }
}
