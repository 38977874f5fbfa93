import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { hasMessage } from '../i18n/t.js'
import { useT } from '../i18n/useT.js'

/** The alert of core's `alert` store (e.g. 'Project ID Not Configured') with its description. */
export function AlertBanner() {
  const foyer = useFoyerInstance()
  const t = useT()
  const key = useStoreSelector(foyer.stores.alert, (state) => state.key)
  if (!key) return null
  const descriptionKey = `${key}Description`
  return (
    <div className="alert" role="alert">
      <p className="alert-title">{hasMessage(key) ? t(key) : key}</p>
      {hasMessage(descriptionKey) ? <p className="small">{t(descriptionKey)}</p> : null}
    </div>
  )
}
