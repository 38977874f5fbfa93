import type { Locale } from '@foyer/core/messages'
import type { Catalog } from '../messages.js'
import { messages as ar } from './ar.js'
import { messages as de } from './de.js'
import { messages as es } from './es.js'
import { messages as fr } from './fr.js'
import { messages as he } from './he.js'
import { messages as hi } from './hi.js'
import { messages as it } from './it.js'
import { messages as ja } from './ja.js'
import { messages as ko } from './ko.js'
import { messages as nl } from './nl.js'
import { messages as pl } from './pl.js'
import { messages as pt } from './pt.js'
import { messages as ru } from './ru.js'
import { messages as sv } from './sv.js'
import { messages as tr } from './tr.js'
import { messages as uk } from './uk.js'
import { messages as vi } from './vi.js'
import { messages as zhCN } from './zh-CN.js'
import { messages as zhTW } from './zh-TW.js'

// Same shape as auth-frame's table, but of this package's own catalogs (neither package depends on the other).
/** Every translation of the devnet's catalog: the dev wallets are a test tool, so all ship in its bundle. */
export const catalogs: Record<Exclude<Locale, 'en'>, Catalog> = {
  ar,
  de,
  es,
  fr,
  he,
  hi,
  it,
  ja,
  ko,
  nl,
  pl,
  pt,
  ru,
  sv,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
}
