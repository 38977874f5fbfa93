import type { SiweConfig, Siwx } from '../../types/siwx.js'
import { lazySiwx } from './lazySiwx.js'

/**
 * The `siweConfig` convenience as a `Siwx`: the host's backend gives the nonce, verifies the signed
 * message and holds the session; Foyer builds the EIP-4361 message. Its code loads with the first call.
 *
 * @example
 * createFoyer({ …, siweConfig: { getNonce, verifyMessage, getSession, signOut } })
 */
export function siweConfigToSiwx(config: SiweConfig, now: () => number = Date.now): Siwx {
  return lazySiwx(
    () =>
      import('./siweConfigClient.js').then(({ createSiweConfigClient }) =>
        createSiweConfigClient(config, now),
      ),
    config.required,
  )
}
