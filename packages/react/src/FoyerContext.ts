import type { Foyer } from '@foyer/core'
import { createContext } from 'react'

/** The Foyer instance of the nearest `FoyerProvider`. */
export const FoyerContext = createContext<Foyer | undefined>(undefined)
