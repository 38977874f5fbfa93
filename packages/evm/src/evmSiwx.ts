import { type CreateDefaultSiwxParameters, createDefaultSiwx, type Siwx } from '@foyer/core'
import { loadCode } from '@foyer/core/adapter'

export type EvmSiwxParameters = Omit<CreateDefaultSiwxParameters, 'verify'>

/**
 * Sign-in with Ethereum (EIP-4361) kept in the browser: Foyer's default SIWX with the signature
 * checked by viem (`personal_sign` recovery for externally owned accounts). Sessions live in the cache
 * until their expiration time.
 *
 * @example
 * createFoyer({ …, adapters: [evmAdapter()], siwx: evmSiwx({ statement: 'Sign in to Harbor', required: true }) })
 */
export function evmSiwx(parameters: EvmSiwxParameters = {}): Siwx {
  return createDefaultSiwx({
    ...parameters,
    async verify(signed) {
      const { verifyPersonalSign } = await loadCode(() => import('./internal/verifyPersonalSign.js'))
      return verifyPersonalSign(signed)
    },
  })
}
