import type { Connector, ConnectorType } from '../../types/connector.js'

/** Kinds of wallets installed in the browser: one such wallet may register in several families. */
export const installedTypes: ReadonlySet<ConnectorType> = new Set<ConnectorType>([
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
])

const nameKey = (name: string) => name.trim().toLowerCase()

/**
 * Whether two connectors reach the same wallet: the same WalletConnect connector (one session serves
 * every family), a wallet the host gave to several families' adapters under one id (external
 * connectors: the host's ids are its own, so only the id counts, not the name), or an installed wallet
 * that registered in two families (EIP-6963 for eip155, the Wallet Standard for solana) under one id or
 * one name, as Phantom or Backpack do. A connector marked as a duplicate (a second wallet taking a name
 * already listed) is the same as nothing: an impostor must not be connected alongside the real wallet.
 * A host's wallet and an installed one are never the same, whatever their names.
 */
export function isSameWallet(a: Connector, b: Connector): boolean {
  if (a.type === 'WALLET_CONNECT' || b.type === 'WALLET_CONNECT') return a.type === b.type && a.id === b.id
  if (a.type === 'EXTERNAL' || b.type === 'EXTERNAL') return a.type === b.type && a.id === b.id
  if (!installedTypes.has(a.type) || !installedTypes.has(b.type)) return false
  if (a.info?.duplicateRdns || b.info?.duplicateRdns) return false
  return a.id === b.id || nameKey(a.name) === nameKey(b.name)
}
