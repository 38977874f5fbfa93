import type { Siwx } from '../../types/siwx.js'

/**
 * A sign-in whose implementation loads with its first call: `load` runs once, and `getRequired`, which
 * core asks synchronously, answers without it. Keeps message formats, schemas and HTTP clients out of
 * the page that creates the sign-in.
 *
 * @example
 * lazySiwx(() => import('./backendSiwxClient.js').then((m) => m.createBackendSiwxClient(parameters)), parameters.required)
 */
export function lazySiwx(load: () => Promise<Siwx>, required: boolean | undefined): Siwx {
  let loading: Promise<Siwx> | undefined
  const siwx = () => (loading ??= load())
  return {
    createMessage: async (input) => (await siwx()).createMessage(input),
    addSession: async (session, options) => (await siwx()).addSession(session, options),
    revokeSession: async (chainId, address) => (await siwx()).revokeSession(chainId, address),
    getSessions: async (chainId, address) => (await siwx()).getSessions(chainId, address),
    getRequired: () => required ?? false,
  }
}
