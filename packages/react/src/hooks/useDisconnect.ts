import { type ChainNamespace, disconnect } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerInstance } from './useFoyerInstance.js'

export interface UseDisconnectReturnType {
  /**
   * Disconnects a namespace (the active one by default). Local state is cleared even when the wallet
   * fails; the promise then rejects with a `DisconnectError`.
   */
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
}

/**
 * Disconnects the wallet.
 *
 * @example
 * const { disconnect } = useDisconnect()
 * await disconnect()
 */
export function useDisconnect(): UseDisconnectReturnType {
  const foyer = useFoyerInstance()
  const run = useCallback(
    async (parameters: { namespace?: ChainNamespace } = {}) => {
      await disconnect(foyer, parameters)
    },
    [foyer],
  )
  return { disconnect: run }
}
