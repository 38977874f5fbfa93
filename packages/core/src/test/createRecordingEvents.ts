import type { AdapterEvents } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import type { Network } from '../types/network.js'

export interface RecordingEvents extends AdapterEvents {
  connectors: Connector[][]
  accounts: { connectorId: string; addresses: string[] }[]
  chains: { connectorId: string; chainId: number | string }[]
  disconnects: { connectorId: string }[]
  /** The last reported connector list. */
  lastConnectors(): Connector[] | undefined
}

/**
 * Adapter events that record what an adapter reported, for the adapters' tests; `networks` are the
 * requested ones.
 */
export function createRecordingEvents(networks: Network[] = []): RecordingEvents {
  const events: RecordingEvents = {
    connectors: [],
    accounts: [],
    chains: [],
    disconnects: [],
    lastConnectors: () => events.connectors.at(-1),
    connectorsChanged: (connectors) => events.connectors.push(connectors),
    accountsChanged: (p) => events.accounts.push(p),
    chainChanged: (p) => events.chains.push(p),
    disconnected: (p) => events.disconnects.push(p),
    requestedNetworks: () => networks,
  }
  return events
}
