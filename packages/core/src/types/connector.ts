import type { ChainNamespace } from './network.js'

export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'MULTI_CHAIN' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH'

/** A way to connect a wallet, as announced by an adapter (spec section 3). */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string }
  /** Whether the wallet is present in this browser (false for a legacy injected slot with no provider). */
  installed: boolean
}

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  rdns?: string
  type: ConnectorType
}
