import { UserRejectedRequestError, type WalletConnectConnector } from '@foyer/core'
import { UnsupportedProviderMethodError } from '@foyer/core/adapter'
import type { BitcoinAddressPurpose, BitcoinChain } from '../types.js'
import { toBitcoinChain } from './toBitcoinChain.js'
import { type OrdinalsAddress, pickOrdinals, readSessionAddresses } from './walletConnectAccounts.js'
import { accountAddresses, parseAnswer, reasonOf } from './walletConnectAnswers.js'

/** A call of WalletConnect's Bitcoin RPC on the session, on `chain`; rejects with typed errors. */
export type SessionCall = (
  method: string,
  params: Record<string, unknown>,
  chain: BitcoinChain,
) => Promise<unknown>

export interface Ordinals {
  /** The ordinals address of `chain`'s account `payment`, when known. */
  get(chain: BitcoinChain, payment: string): OrdinalsAddress | undefined
  /**
   * Asks for the ordinals address of `chain`'s account (`getAccountAddresses`) when the adapter wants one
   * and neither the session nor an earlier answer told it.
   */
  learn(chain: BitcoinChain): Promise<void>
  /** Reads a `session_event`: true when a `bip122_addressesChanged` told a new ordinals address. */
  onSessionEvent(event: unknown): boolean
  /** Forgets every address (the session ended). */
  clear(): void
}

/**
 * The ordinals address the wallet put in the session's properties (`bip122_getAccountAddresses`: the JSON
 * of `getAccountAddresses`' answer, as WalletConnect's Bitcoin document asks wallets to), when that list is
 * the account's (it names `payment`: a list of another network's addresses is not used). A malformed one
 * is ignored with a warning: the adapter then asks.
 */
function fromSessionProperties(
  connector: WalletConnectConnector,
  payment: string,
): OrdinalsAddress | undefined {
  const text = connector.getSessionProperties?.()?.bip122_getAccountAddresses
  if (text === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  const parsed = accountAddresses.safeParse(json)
  if (!parsed.success) {
    console.warn('Foyer: ignored the session property bip122_getAccountAddresses: not a list of addresses')
    return undefined
  }
  if (!parsed.data.some((entry) => entry.address === payment)) return undefined
  return pickOrdinals(parsed.data, payment)
}

/**
 * The ordinals addresses of a WalletConnect session's accounts, which its accounts (first external
 * addresses) do not tell: read from the session's `bip122_getAccountAddresses` property when the wallet
 * set it, else asked once per chain and account with `getAccountAddresses` `{ account,
 * intentions: ['ordinal'] }`, or told by a `bip122_addressesChanged` event. A session that did not
 * approve the method (4200) has none to give; a declined request leaves the payment address alone
 * (logged); a malformed answer is `InvalidWalletResponseError`, a malformed event is ignored (logged).
 */
export function createOrdinals(p: {
  connector: WalletConnectConnector
  purposes: readonly BitcoinAddressPurpose[]
  call: SessionCall
}): Ordinals {
  const { connector, purposes, call } = p
  /** By chain and account; null: asked, the wallet has none to give. */
  const known = new Map<string, OrdinalsAddress | null>()
  const keyOf = (chain: BitcoinChain, payment: string) => `${chain} ${payment}`
  /** The chain's account when its ordinals address is still to be learnt (wanted, not in the session). */
  const unknownOn = (chain: BitcoinChain | undefined) => {
    const addresses = chain && readSessionAddresses(connector).get(chain)
    return purposes.includes('ordinals') && addresses && !addresses.ordinals ? addresses.payment : undefined
  }

  return {
    get: (chain, payment) => known.get(keyOf(chain, payment)) ?? undefined,
    async learn(chain) {
      const payment = unknownOn(chain)
      if (!payment || known.has(keyOf(chain, payment))) return
      const told = fromSessionProperties(connector, payment)
      if (told) {
        known.set(keyOf(chain, payment), told)
        return
      }
      let answer: unknown
      try {
        answer = await call('getAccountAddresses', { account: payment, intentions: ['ordinal'] }, chain)
      } catch (error) {
        if (error instanceof UserRejectedRequestError)
          console.warn(
            'Foyer: the wallet declined to give its ordinals address; only its payment address is shown',
            error,
          )
        else if (!(error instanceof UnsupportedProviderMethodError)) throw error
        known.set(keyOf(chain, payment), null)
        return
      }
      const entries = parseAnswer(accountAddresses, answer, 'getAccountAddresses')
      known.set(keyOf(chain, payment), pickOrdinals(entries, payment) ?? null)
    },
    onSessionEvent(event) {
      const params = (event as { params?: { chainId?: unknown; event?: { name?: unknown; data?: unknown } } })
        ?.params
      if (params?.event?.name !== 'bip122_addressesChanged') return false
      const chain = typeof params.chainId === 'string' ? toBitcoinChain(params.chainId) : undefined
      const payment = unknownOn(chain)
      if (!chain || !payment) return false
      const parsed = accountAddresses.safeParse(params.event.data)
      if (!parsed.success) {
        console.warn(`Foyer: ignored a malformed bip122_addressesChanged (${reasonOf(parsed.error)})`)
        return false
      }
      const found = pickOrdinals(parsed.data, payment)
      if (!found || known.get(keyOf(chain, payment))?.address === found.address) return false
      known.set(keyOf(chain, payment), found)
      return true
    },
    clear: () => known.clear(),
  }
}
