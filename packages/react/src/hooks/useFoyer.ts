import type { Foyer } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerInstance } from './useFoyerInstance.js'

export interface UseFoyerReturnType {
  /** Opens the modal; without a view it follows the open rules (Account when connected, else Connect). */
  open: Foyer['open']
  /** Closes the modal (honours the close guards of sign-in and transaction approval). */
  close: Foyer['close']
}

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open } = useFoyer()
 * <button onClick={() => open({ view: 'Networks' })}>Switch network</button>
 */
export function useFoyer(): UseFoyerReturnType {
  const foyer = useFoyerInstance()
  return useMemo(() => ({ open: (p) => foyer.open(p), close: () => foyer.close() }), [foyer])
}
