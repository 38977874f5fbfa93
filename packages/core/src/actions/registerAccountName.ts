import { HttpError } from '../api/errors.js'
import { NoServerError } from '../kernel/errors/account.js'
import {
  InvalidNameError,
  type NameLabelProblem,
  NameRegistrationError,
  NameSuggestionsError,
} from '../kernel/errors/names.js'
import { NotConnectedError } from '../kernel/errors/request.js'
import { fallbackNamespace, getChainEntry, setAccountState } from '../state/chains/chainState.js'
import { getConnectedAccount } from '../state/chains/connectedAccount.js'
import { getBlockchainClient } from '../state/server/serverApi.js'
import type { Foyer } from '../types/foyer.js'

/** The registry's names end with this (spec section 9); people type the part before it. */
export const nameSuffix = '.reown.id'

/** A name the registry offers for what was typed, and whether someone holds it already. */
export interface NameSuggestion {
  name: string
  registered: boolean
}

/**
 * What is wrong with a typed name (the part before `.reown.id`), or undefined when it may be
 * registered: letters, digits and hyphens only, at least 4 of them (spec section 5).
 *
 * @example
 * checkNameLabel('ali') // 'short'
 * checkNameLabel('ali ce') // 'characters'
 */
export function checkNameLabel(label: string): NameLabelProblem | undefined {
  if (!/^[a-zA-Z0-9-]*$/.test(label)) return 'characters'
  if (label.length < 4) return 'short'
  return undefined
}

/** `label` as the full name the registry stores: lower case, with the suffix. */
export const fullName = (label: string): string => `${label.toLowerCase()}${nameSuffix}`

/**
 * The registry's suggestions for `label` from the Foyer server: the name itself first (flagged when it
 * is registered), then free variants. Throws `NameSuggestionsError` when the server cannot answer.
 *
 * @example
 * await suggestAccountNames(foyer, 'alice') // [{ name: 'alice.reown.id', registered: true }, { name: 'alice-id.reown.id', … }]
 */
export async function suggestAccountNames(foyer: Foyer, label: string): Promise<NameSuggestion[]> {
  const pending = getBlockchainClient(foyer)
  if (!pending) throw new NoServerError()
  try {
    const { suggestions } = await (await pending).getNameSuggestions({ name: label.toLowerCase() })
    return suggestions
  } catch (cause) {
    throw new NameSuggestionsError({ cause })
  }
}

/**
 * True when the connected account can register a name: the instance has a Foyer server, and the active
 * chain's adapter signs messages, knows the chain's coin type and declares that the server keeps its
 * family's names (`features.identities`; spec section 9: names are eip155 only). Solana resolves names
 * in Send (coin types) but cannot register one, so it is not offered 'Choose a name'.
 *
 * @example
 * if (canRegisterAccountName(foyer)) foyer.push('RegisterAccountName')
 */
export function canRegisterAccountName(foyer: Foyer): boolean {
  const adapter = getConnectedAccount(foyer)?.adapter
  return Boolean(
    foyer.options.apiUrl && adapter?.signMessage && adapter.nameCoinTypes && adapter.features?.identities,
  )
}

export type RegisterAccountNameErrorType =
  | InvalidNameError
  | NotConnectedError
  | NoServerError
  | NameRegistrationError
  | Error

/**
 * Registers `label` + `.reown.id` for the connected account (spec section 4): the wallet signs the
 * registration message (the name and the time, as JSON), the Foyer server checks the signature and
 * stores the name, and the account shows it as its identity from then on (`profileName`). A refused
 * signature rejects with the wallet's error (4001 for a user rejection); a refusal of the server with
 * `NameRegistrationError` carrying the server's reason ('This name is already registered').
 *
 * @example
 * await registerAccountName(foyer, 'alice') // 'alice.reown.id'
 */
export async function registerAccountName(foyer: Foyer, label: string): Promise<string> {
  const problem = checkNameLabel(label)
  if (problem) throw new InvalidNameError({ problem })
  const connected = getConnectedAccount(foyer)
  const connectorId = connected?.entry.accountState.connectorId
  if (!connected || !connectorId) throw new NotConnectedError({ namespace: fallbackNamespace(foyer) })
  const { entry, address, network, adapter } = connected
  const pending = getBlockchainClient(foyer)
  if (!pending) throw new NoServerError()
  const name = fullName(label)
  if (!adapter?.signMessage || !adapter.nameCoinTypes) throw new NameRegistrationError({ name })

  const [coinType] = await adapter.nameCoinTypes({ network })
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(foyer.services.now() / 1000) })
  const signature = await adapter.signMessage({ connectorId, address, message })
  let registered: string
  try {
    const client = await pending
    const record = await client.registerName({ coinType: Number(coinType), address, message, signature })
    registered = record.name
  } catch (cause) {
    throw new NameRegistrationError({
      name,
      // A refusal (4xx) names its reason; an outage's text would tell the visitor nothing.
      reason: cause instanceof HttpError && cause.status < 500 ? cause.serverMessage : undefined,
      cause,
    })
  }
  if (getChainEntry(foyer, entry.namespace)?.accountState.address === address)
    setAccountState(foyer, entry.namespace, { profileName: registered })
  return registered
}
