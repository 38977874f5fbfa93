import { type CreateDefaultSiwxParameters, createDefaultSiwx, type Siwx } from '@foyer/core'
import { loadCode } from '@foyer/core/adapter'

export type SolanaSiwxParameters = Omit<CreateDefaultSiwxParameters, 'verify'>

/**
 * Sign-In With Solana kept in the browser: Foyer's default SIWX, whose messages for a `solana:` account
 * are the CAIP-122 / Sign-In With Solana text, signed with the wallet's `solana:signMessage` and checked
 * here (Ed25519 over the message's UTF-8 bytes with the address's public key; the check loads with the
 * first sign-in). Sessions live in the cache until their expiration time. An account of another
 * namespace cannot sign in with it (a host with EVM networks too can use `evmSiwx`: the sign-in flow
 * checks a Solana account's session with this adapter's `verifySignIn`).
 *
 * @example
 * createFoyer({ …, adapters: [solanaAdapter()], siwx: solanaSiwx({ statement: 'Sign in to Harbor', required: true }) })
 */
export function solanaSiwx(parameters: SolanaSiwxParameters = {}): Siwx {
  return createDefaultSiwx({
    ...parameters,
    verify: async (signed) =>
      (await loadCode(() => import('./actions/verifySignIn.js'))).verifySignIn(signed),
  })
}
