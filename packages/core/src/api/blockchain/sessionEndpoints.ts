import { acknowledgementSchema, smartSessionsSchema } from '@foyer/protocol'
import type { BlockchainRequest } from './createBlockchainRequest.js'
import type { BlockchainClient } from './types.js'

type SessionEndpoints = Pick<BlockchainClient, 'getSmartSessions' | 'revokeSmartSession'>

const segment = encodeURIComponent

/** The smart-session endpoints of an address: list and revoke. */
export function sessionEndpoints({ get, post }: BlockchainRequest): SessionEndpoints {
  return {
    getSmartSessions: (address) =>
      get({ path: `/v1/sessions/${segment(address)}`, schema: smartSessionsSchema }),
    revokeSmartSession: ({ address, pci, signature }) =>
      post({
        path: `/v1/sessions/${segment(address)}/revoke`,
        body: { pci, signature },
        schema: acknowledgementSchema,
      }),
  }
}
