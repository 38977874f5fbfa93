import { type CaipNetworkId, parseCaipAddress, type WalletConnectConnector } from '@foyer/core'
import { decodeSs58Address } from '../ss58/decodeSs58Address.js'
import type { InjectedAccount } from '../types.js'
import { toHex } from './hex.js'

/** One account of the session's polkadot namespace: a CAIP-10 `polkadot:<reference>:<ss58>`, read. */
export interface SessionAccount {
  /** The CAIP-2 chain it is approved on ('polkadot:91b171bb158e2d3848fa23a9f1c25182'). */
  chain: CaipNetworkId
  /** The SS58 address exactly as the session lists it: what the wallet is sent back. */
  address: string
  /** The 32-byte account id, hex: the same account on every chain. */
  key: `0x${string}`
}

/** A CAIP-10 account of the polkadot namespace whose address is SS58 of a 32-byte account id, else undefined. */
function readAccount(value: unknown): SessionAccount | undefined {
  let parts: ReturnType<typeof parseCaipAddress>
  let publicKey: Uint8Array
  try {
    parts = parseCaipAddress(String(value))
    publicKey = decodeSs58Address(parts.address).publicKey
  } catch {
    return undefined // not CAIP-10, or not an SS58 address: reported by the caller
  }
  if (parts.chainNamespace !== 'polkadot' || publicKey.length !== 32) return undefined
  return {
    chain: `polkadot:${parts.chainId}`,
    address: parts.address,
    key: toHex(publicKey),
  }
}

/**
 * The session's polkadot accounts (CAIP-10, untrusted), in the session's order. An entry that is not
 * `polkadot:<reference>:<SS58 address of a 32-byte account id>` is left out, with a console.warn the first
 * time `warned` sees it.
 */
export function readSessionAccounts(
  connector: WalletConnectConnector,
  warned: Set<string>,
): SessionAccount[] {
  const accounts: SessionAccount[] = []
  for (const value of connector.getAccounts?.('polkadot') ?? []) {
    const account = readAccount(value)
    if (account) {
      accounts.push(account)
      continue
    }
    const text = String(value).slice(0, 200)
    if (warned.has(text)) continue
    warned.add(text)
    console.warn(`Foyer: ignored a malformed polkadot account of the WalletConnect session (${text})`)
  }
  return accounts
}

/**
 * The session's accounts as an extension lists them: one per account id, with the address the session
 * gives first. An account approved on one chain only is tied to it (`genesisHash`: the chain's CAIP-2
 * reference, the genesis hash's first 16 bytes), so that a network it may be used on puts it first.
 */
export function toInjectedAccounts(accounts: readonly SessionAccount[]): InjectedAccount[] {
  const byKey = new Map<string, SessionAccount[]>()
  for (const account of accounts) byKey.set(account.key, [...(byKey.get(account.key) ?? []), account])
  return [...byKey.values()].map((listed) => {
    const chains = new Set(listed.map((account) => account.chain))
    const only = chains.size === 1 ? listed[0]!.chain : undefined
    return {
      address: listed[0]!.address,
      genesisHash: only ? `0x${only.slice('polkadot:'.length)}` : null,
    }
  })
}

/**
 * Where a request for the account `key` goes: the first of `preferred` chains the session approved it
 * on (the transaction's genesis, the connection's network), else its first chain; with the address the
 * session lists for it there. Undefined when the session has no such account.
 */
export function routeFor(
  accounts: readonly SessionAccount[],
  key: string,
  preferred: readonly (string | undefined)[],
): SessionAccount | undefined {
  const listed = accounts.filter((account) => account.key === key)
  for (const chain of preferred) {
    const match = chain && listed.find((account) => account.chain === chain)
    if (match) return match
  }
  return listed[0]
}
