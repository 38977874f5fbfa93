import { nameRecordSchema, nameRecordsSchema, nameSuggestionsSchema } from '@foyer/protocol'
import type { BlockchainRequest } from './createBlockchainRequest.js'
import type { BlockchainClient } from './types.js'

/** Suggestion zone of names (spec section 9). */
export const defaultNameZone = 'reown.id'

type ProfileEndpoints = Pick<
  BlockchainClient,
  'lookupName' | 'reverseLookupName' | 'getNameSuggestions' | 'registerName'
>

const segment = encodeURIComponent

/**
 * The name endpoints (/v1/profile/*). Reverse lookups are served from the cache when it holds them; a
 * registration drops the address's cached identity and names, which it has just changed.
 */
export function profileEndpoints({
  http,
  cache,
  get,
  post,
  assertSupported,
}: BlockchainRequest): ProfileEndpoints {
  return {
    lookupName: (name) =>
      get({
        path: `/v1/profile/account/${segment(name)}`,
        params: { apiVersion: 2 },
        schema: nameRecordSchema,
      }),
    async reverseLookupName({ address, sender }) {
      await assertSupported()
      const cached = cache?.name.get(address)
      if (cached) return cached
      const names = await http.get({
        path: `/v1/profile/reverse/${segment(address)}`,
        params: { sender, apiVersion: 2 },
        schema: nameRecordsSchema,
      })
      cache?.name.set(address, names)
      return names
    },
    getNameSuggestions: ({ name, zone = defaultNameZone }) =>
      get({
        path: `/v1/profile/suggestions/${segment(name)}`,
        params: { zone },
        schema: nameSuggestionsSchema,
      }),
    async registerName({ coinType, address, message, signature }) {
      const record = await post({
        path: '/v1/profile/account',
        body: { coin_type: coinType, address, message, signature },
        schema: nameRecordSchema,
      })
      // The address's identity and names changed: a reload must not show the cached ones without it.
      cache?.identity.remove(address)
      cache?.name.remove(address)
      return record
    },
  }
}
