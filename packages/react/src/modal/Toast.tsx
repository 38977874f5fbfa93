import { useFoyerInstance } from '../hooks/useFoyerInstance.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { AlertIcon, CheckIcon } from '../ui/icons.js'

/**
 * The one toast of core's `toast` store. Success and loading toasts are polite status messages,
 * errors are alerts; core handles the one-at-a-time swap, the auto-hide, and hiding a view's toast
 * when the view goes. With the dialog open it sits at the foot of the card (inside the dialog, so that
 * screen readers in the modal hear it, and clear of the header and the page's own header); with the
 * dialog closed, at the foot of the page. It never takes a click.
 */
export function Toast({ placement }: { placement: 'card' | 'page' }) {
  const foyer = useFoyerInstance()
  const toast = useStoreSelector(foyer.stores.toast, (state) => state)
  // The card's region shows nothing while the dialog is closed: the dialog rendered hidden ahead of the
  // first open (Modal) keeps what it rendered until the open reveals it, and the page's region has the toast.
  const open = useStoreSelector(
    foyer.stores.modal,
    (state) => state.open || foyer.options.enableEmbedded === true,
  )
  const shown = toast.open && (placement === 'page' || open)
  return (
    <div className="toast-region" data-placement={placement}>
      {shown ? (
        <div
          key={toast.id}
          className="toast"
          data-type={toast.type}
          role={toast.type === 'error' ? 'alert' : 'status'}
          aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
        >
          <span className="toast-icon" aria-hidden="true">
            {toast.type === 'loading' ? <span className="spinner" /> : null}
            {toast.type === 'success' ? <CheckIcon /> : null}
            {toast.type === 'error' ? <AlertIcon /> : null}
          </span>
          <span>{toast.message}</span>
        </div>
      ) : null}
    </div>
  )
}
