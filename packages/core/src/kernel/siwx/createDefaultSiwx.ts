import type { CreateDefaultSiwxParameters, Siwx } from '../../types/siwx.js'
import { lazySiwx } from './lazySiwx.js'

/**
 * The default sign-in: messages made here (fresh nonce, 24 h expiry), sessions verified by `verify` (a
 * Solana account's by core itself: Ed25519 over the message's bytes, CAIP-122's Solana profile) and
 * kept in the cache under `@foyer/siwx_sessions` (expired ones dropped), nothing on a server. Use it when
 * the app only needs to know, in the browser, that the visitor controls the address. Its code (message
 * format, cache) loads with the first call, not with the page that creates it.
 *
 * @example
 * const siwx = createDefaultSiwx({ verify: ({ message, signature, address }) => verifyMessage({ address, message, signature }) })
 */
export function createDefaultSiwx(parameters: CreateDefaultSiwxParameters): Siwx {
  return lazySiwx(
    () =>
      import('./defaultSiwxClient.js').then(({ createDefaultSiwxClient }) =>
        createDefaultSiwxClient(parameters),
      ),
    parameters.required,
  )
}
