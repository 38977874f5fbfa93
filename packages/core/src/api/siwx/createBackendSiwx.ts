import { lazySiwx } from '../../kernel/siwx/lazySiwx.js'
import type { CreateBackendSiwxParameters, Siwx } from '../../types/siwx.js'

/**
 * Sign-in verified by the host's backend through three HTTP endpoints (the Foyer server implements
 * them): `GET /v1/siwx/nonce` → `{ nonce }`; `POST /v1/siwx/verify` `{ message, signature }` →
 * `{ token, session }` (the backend checks the nonce, the times and the signature); `GET` / `DELETE
 * /v1/siwx/sessions?chainId&address` with the `x-siwx-token` header → `{ sessions }` / `{ ok }`.
 * The token is kept in local storage; the backend is the judge of whether a session exists. The HTTP
 * client and its answer schemas load with the first call, not with the page that creates the sign-in.
 *
 * @example
 * createFoyer({ …, siwx: createBackendSiwx({ url: 'https://api.example', projectId, required: true }) })
 */
export function createBackendSiwx(parameters: CreateBackendSiwxParameters): Siwx {
  return lazySiwx(
    () =>
      import('./backendSiwxClient.js').then(({ createBackendSiwxClient }) =>
        createBackendSiwxClient(parameters),
      ),
    parameters.required,
  )
}
