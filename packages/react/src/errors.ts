import { FoyerError } from '@foyer/core'
import { t } from './i18n/t.js'

/** A Foyer hook or component was rendered outside `<FoyerProvider>`. */
export class FoyerProviderMissingError extends FoyerError {
  override name = 'FoyerProviderMissingError'
  constructor() {
    super(t('error.providerMissing'), { code: 'PROVIDER_MISSING' })
  }
}

/** Test helpers: the Foyer element to query inside has not rendered (yet). */
export class ShadowRootMissingError extends FoyerError {
  override name = 'ShadowRootMissingError'
  constructor({ tag }: { tag: string }) {
    super(t('error.shadowRootMissing', { tag }), { code: 'SHADOW_ROOT_MISSING' })
  }
}
