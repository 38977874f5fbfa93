import type { FrameCatalog } from '../en.js'
import { ar } from './ar.js'
import { de } from './de.js'
import { es } from './es.js'
import { fr } from './fr.js'
import { he } from './he.js'
import { hi } from './hi.js'
import { it } from './it.js'
import { ja } from './ja.js'
import { ko } from './ko.js'
import { nl } from './nl.js'
import { pl } from './pl.js'
import { pt } from './pt.js'
import { ru } from './ru.js'
import { sv } from './sv.js'
import { tr } from './tr.js'
import { uk } from './uk.js'
import { vi } from './vi.js'
import { zhCN } from './zh-CN.js'
import { zhTW } from './zh-TW.js'

// Same shape as the devnet's table, but of the frame's own catalogs (neither package depends on the other).
/** Every language of the frame but English (the default, in `en.ts`), by tag. */
export const locales: Readonly<Record<string, Partial<FrameCatalog>>> = {
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
