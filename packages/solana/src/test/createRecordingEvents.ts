import type { AdapterEvents, Connector, Network } from '@foyer/core/internal'

export interface RecordingEvents extends AdapterEvents {
  connectors: Connector[][]
  accounts: { connectorId: string; addresses: string[] }[]
  chains: { connectorId: string; chainId: number | string }[]
  disconnects: { connectorId: string }[]
  /** The last reported connector list. */
  lastConnectors(): Connector[] | undefined
}

/** Adapter events that record what the adapter reported, for assertions; `networks` are the requested ones. */
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
