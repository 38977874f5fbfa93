import { createBackendSiwx } from '@foyer/core'
import { evmSiwx } from '@foyer/evm'
import { apiUrl, projectId } from './demoSite.js'

/**
 * The page's sign-in: off by default; `?signIn=optional` or `?signIn=required` turns Sign-In with Ethereum
 * on (sessions kept in the browser), `?signIn=backend` verifies and keeps them on the Foyer server (every
 * family it verifies: EVM, Solana, and on families/ Bitcoin and Polkadot).
 */
export function demoSignIn() {
  const signInMode = new URLSearchParams(window.location.search).get('signIn')
  const statement = 'Sign in to Harbor Exchange.'
  if (signInMode === 'optional' || signInMode === 'required')
    return evmSiwx({ statement, required: signInMode === 'required' })
  return signInMode === 'backend' && apiUrl
    ? createBackendSiwx({ url: apiUrl, projectId, statement })
    : undefined
}
