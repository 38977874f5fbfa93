import type { Connector } from '@foyer/core'
import type { Wallet } from '@wallet-standard/base'
import type { HostConnector } from './acceptHostConnectors.js'
import { parseWallet } from './parseWallet.js'

/** Connector ids of Wallet Standard wallets: the prefix and the wallet's name (a host's ids may not have it). */
export const connectorIdPrefix = 'ws:'

/** A registered wallet as discovery lists it: the wallet and its connector. */
export interface Listed {
  wallet: Wallet
  connector: Connector
}

const nameKey = (name: string) => name.trim().toLowerCase()

/**
 * Validates one registered wallet and adds it to `listed` when it is a Solana wallet; true when the list
 * changed. Its id is `ws:<name>`, or `ws:<name>#2` (and so on) when a wallet of that name is listed
 * already. A second wallet of a listed name, or one named as a wallet the host brings (`external`), is
 * listed but marked, so that it can neither hide that wallet nor pass for it; a wallet the host brings
 * that also registers is listed once, as the host's. Loaded with the wallet list (`prepare`), not the page.
 */
export function listWallet(
  listed: Map<Wallet, Listed>,
  wallet: Wallet,
  external: readonly HostConnector[],
): boolean {
  if (listed.has(wallet) || external.some((host) => host.wallet === wallet)) return false
  const result = parseWallet(wallet)
  if (result.kind === 'invalid') {
    console.warn(`Foyer: ignored an invalid Wallet Standard wallet (${result.reason})`)
    return false
  }
  if (result.kind === 'other') return false
  const { name, icon } = result.parsed
  const base = `${connectorIdPrefix}${name}`
  const taken = new Set([...listed.values()].map((entry) => entry.connector.id))
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}#${n}`
  const duplicate = id !== base || external.some(({ connector }) => nameKey(connector.name) === nameKey(name))
  listed.set(wallet, {
    wallet,
    connector: {
      id,
      name,
      type: 'ANNOUNCED',
      chain: 'solana',
      imageUrl: icon,
      ...(duplicate ? { info: { duplicateRdns: true } } : {}),
      installed: true,
    },
  })
  return true
}
