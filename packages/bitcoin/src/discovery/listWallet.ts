import type { Connector } from '@foyer/core'
import type { Wallet } from '@wallet-standard/base'
import { parseSatsProvider, parseWallet } from './parseWallet.js'

/** A wallet behind a connector: a Wallet Standard wallet, or a sats-connect provider. */
export type WalletHandle = { kind: 'standard'; wallet: Wallet } | { kind: 'sats-connect'; provider: object }

/** A listed wallet: how to reach it and its connector. */
export interface Listed {
  handle: WalletHandle
  connector: Connector
}

/** Connector ids: `ws:<name>` for Wallet Standard wallets, `sats:<provider path>` for sats-connect ones. */
export const standardPrefix = 'ws:'
export const satsPrefix = 'sats:'

const nameKey = (name: string) => name.trim().toLowerCase()

/** Whether another listed wallet has this name (a second one is marked: it can neither hide nor pass for it). */
const nameTaken = (listed: ReadonlyMap<object, Listed>, name: string) =>
  [...listed.values()].some((entry) => nameKey(entry.connector.name) === nameKey(name))

function connector(
  id: string,
  name: string,
  icon: string,
  type: Connector['type'],
  duplicate: boolean,
): Connector {
  return {
    id,
    name,
    type,
    chain: 'bip122',
    imageUrl: icon,
    ...(duplicate ? { info: { duplicateRdns: true } } : {}),
    installed: true,
  }
}

/**
 * Validates one registered Wallet Standard wallet and lists it when it is a Bitcoin wallet; true when the
 * list changed. Its id is `ws:<name>`, or `ws:<name>#2` (and so on) when that id is taken; a wallet
 * whose name another listed wallet has is marked (`info.duplicateRdns`). Malformed ones are refused with
 * a console.warn; other families' wallets silently.
 */
export function listWallet(listed: Map<object, Listed>, wallet: Wallet): boolean {
  if (listed.has(wallet)) return false
  const result = parseWallet(wallet)
  if (result.kind === 'invalid') {
    console.warn(`Foyer: ignored an invalid Wallet Standard wallet (${result.reason})`)
    return false
  }
  if (result.kind === 'other') return false
  const { name, icon } = result.parsed
  const taken = new Set([...listed.values()].map((entry) => entry.connector.id))
  const base = `${standardPrefix}${name}`
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}#${n}`
  const duplicate = nameTaken(listed, name)
  listed.set(wallet, {
    handle: { kind: 'standard', wallet },
    connector: connector(id, name, icon, 'ANNOUNCED', duplicate),
  })
  return true
}

/**
 * Lists the sats-connect providers of `window.btc_providers` (WBIP004) not listed yet, each validated and
 * found at its path on `window`; true when the list changed. Its id is `sats:<path>`; a provider whose
 * name another listed wallet has is marked. Malformed entries are refused with a console.warn.
 */
export function listSatsProviders(listed: Map<object, Listed>, window: object): boolean {
  let entries: unknown
  try {
    entries = (window as { btc_providers?: unknown }).btc_providers
  } catch (error) {
    console.warn('Foyer: window.btc_providers could not be read', error)
    return false
  }
  if (entries === undefined) return false
  if (!Array.isArray(entries)) {
    console.warn('Foyer: ignored window.btc_providers, which is not a list')
    return false
  }
  let changed = false
  for (const entry of entries.slice(0, 32)) {
    const result = parseSatsProvider(entry, window)
    if (result.kind === 'invalid') {
      console.warn(`Foyer: ignored an invalid sats-connect provider (${result.reason})`)
      continue
    }
    const { id, name, icon, provider } = result.parsed
    const connectorId = `${satsPrefix}${id}`
    if (listed.has(provider) || [...listed.values()].some((item) => item.connector.id === connectorId))
      continue
    const duplicate = nameTaken(listed, name)
    listed.set(provider, {
      handle: { kind: 'sats-connect', provider },
      connector: connector(connectorId, name, icon, 'INJECTED', duplicate),
    })
    changed = true
  }
  return changed
}
