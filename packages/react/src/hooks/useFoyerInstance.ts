import type { Foyer } from '@foyer/core'
import { useContext } from 'react'
import { FoyerProviderMissingError } from '../errors.js'
import { FoyerContext } from '../FoyerContext.js'

/**
 * The Foyer instance of the nearest `FoyerProvider`, for advanced use (calling core actions directly).
 *
 * @example
 * const foyer = useFoyerInstance()
 * await connect(foyer, { connectorId: 'io.metamask' })
 */
export function useFoyerInstance(): Foyer {
  const foyer = useContext(FoyerContext)
  if (!foyer) throw new FoyerProviderMissingError()
  return foyer
}
