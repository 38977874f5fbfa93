import type { Foyer } from '@foyer/core/internal'
import { createContext } from 'react'

/** The Foyer instance of the nearest `FoyerProvider`. */
export const FoyerContext = createContext<Foyer | undefined>(undefined)
