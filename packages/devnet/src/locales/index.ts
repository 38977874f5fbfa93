import type { Locale } from '@foyer/core/internal'
import type { Catalog } from '../messages.js'
import { messages as de } from './de.js'
import { messages as nl } from './nl.js'
import { messages as sv } from './sv.js'

/** Every translation of the devnet's catalog: the dev wallets are a test tool, so all ship in its bundle. */
export const catalogs: Record<Exclude<Locale, 'en'>, Catalog> = { de, nl, sv }
