// @foyer/core/messages: the message catalog and its locales, for whatever shows Foyer's words (the React
// views, the adapters' typed errors, the local world's pages). Unversioned: hosts should not import it.
export {
  activeLocale,
  type CatalogTexts,
  lookupMessage,
  registerCatalogLoader,
  registerEnglish,
  subscribeCatalog,
} from './kernel/messages/catalog.js'
export { messages } from './kernel/messages/en.js'
export { fillMessage, setMessageFormatter } from './kernel/messages/fillMessage.js'
export { formatMessage } from './kernel/messages/format.js'
export { type Locale, localeDirection, locales, matchLocale } from './kernel/messages/locales.js'
export { t } from './kernel/messages/t.js'
