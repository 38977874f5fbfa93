import { useFoyerInstance } from '../../hooks/useFoyerInstance.js'
import { useFrameTheme } from '../../hooks/useFrameTheme.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useT } from '../../i18n/useT.js'

/**
 * ApproveTransaction (spec section 4, RPC request flow): a request of the site that signs or spends with
 * the email wallet. The host page never draws the request nor its answer: the secure frame shows it over
 * this view, in its own origin, and signs only after the visitor's click there. This view only says where
 * the question is; it goes back (or the modal closes) once the frame has answered, and closing the modal
 * ends the request ('Request was aborted').
 */
export function ApproveTransactionView() {
  const foyer = useFoyerInstance()
  const t = useT()
  useFrameTheme(foyer)
  const method = useStoreSelector(foyer.stores.router, (state) => state.data?.approval?.method)
  return (
    <div className="stack">
      <p className="muted">{t('approve.inFrame')}</p>
      <p className="muted center" role="status">
        {method ? t('approve.waiting', { method }) : ''}
      </p>
    </div>
  )
}
