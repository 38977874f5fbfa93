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
  /**
   * `duplicateRdns`: another provider announced this rdns first (EIP-6963); both are listed and this
   * one is marked, so that an impostor can neither hide the real wallet nor pass for it unmarked.
   */
  info?: { rdns?: string; duplicateRdns?: boolean }
  /** Whether the wallet is present in this browser (false for a legacy injected slot with no provider). */
  installed: boolean
}

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  rdns?: string
  type: ConnectorType
}
