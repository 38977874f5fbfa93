import type { BlockchainClient } from '../api/blockchain/createBlockchainClient.js'
import { logLater } from '../kernel/messages/logLater.js'
import { getChainEntry, setAccountState } from '../state/chains/chainState.js'
import { getBlockchainClient } from '../state/server/serverApi.js'
import type { Foyer } from '../types/foyer.js'

/** The identity found, or undefined (none, a family without identities, no server, failure: logged). */
export type FetchIdentityReturnType =
  | { name: string | null | undefined; avatar: string | null | undefined }
  | undefined

/** fetchIdentity never throws: without an identity the address is shown. */
export type FetchIdentityErrorType = never

/**
 * Fetches the identity (name and avatar) of the connected account from the Foyer server, when its
 * adapter declares `features.identities` (EVM; cached 5 minutes by the client's identity cache), and stores it as the account's `profileName` and
 * `profileImage`, which the account button and the Account view show instead of the truncated
 * address. An identity without a name takes the address's first registered name (the reverse lookup,
 * `GET /v1/profile/reverse/{address}`, cached 5 minutes). A failure is logged and leaves the profile as
 * it was; a failed reverse lookup ('Error fetching names for address') only leaves the name out.
 *
 * @example
 * await fetchIdentity(foyer)
 * getAccount(foyer)?.profileName // 'alice.reown.id'
 */
export async function fetchIdentity(foyer: Foyer): Promise<FetchIdentityReturnType> {
  const entry = getChainEntry(foyer)
  const address = entry?.accountState.address
  if (!entry || !address || !foyer.services.adapters.get(entry.namespace)?.features?.identities)
    return undefined
  const pending = getBlockchainClient(foyer)
  if (!pending) return undefined
  try {
    const client = await pending
    const found = await client.fetchIdentity({ address, sender: address })
    const identity = found.name ? found : { ...found, name: await reverseName(client, address) }
    if (getChainEntry(foyer, entry.namespace)?.accountState.address !== address) return undefined
    if (identity.name || identity.avatar)
      setAccountState(foyer, entry.namespace, (account) => ({
        profileName: identity.name || account.profileName,
        profileImage: identity.avatar || account.profileImage,
      }))
    return identity
  } catch (error) {
    void logLater('warn', 'warn.identityUnavailable', { address }, error)
    return undefined
  }
}

/** The first name registered for `address`; undefined when it has none or the lookup failed (logged). */
async function reverseName(client: BlockchainClient, address: string): Promise<string | undefined> {
  try {
    const [first] = await client.reverseLookupName({ address, sender: address })
    return first?.name
  } catch (cause) {
    // The error and its text load then, not with the page (#25's page-load budget).
    void import('../kernel/errors/namesForAddress.js').then(({ NamesForAddressError }) =>
      console.warn(`Foyer: ${new NamesForAddressError({ cause }).shortMessage}`, cause),
    )
    return undefined
  }
}
