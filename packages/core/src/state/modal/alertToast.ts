import type { MessageKey } from '../../kernel/messages/en.js'
import type { Foyer } from '../../types/foyer.js'

/**
 * An alert raised while the modal is closed (spec section 8: an origin the server refuses, an expired
 * session, a project id it does not know, a network not passed in `networks`) shows at once as an error
 * toast on the page, its title and what to do, so that the visitor learns of it when it happens and not
 * at the next open; the modal's alert banner still shows it when the modal opens. While the modal (or
 * the embedded view) is on screen, the banner alone says it: opening the modal ends the alert's toast, so
 * that the card does not say it twice. Returns the unsubscribe function.
 */
export function watchAlertsWhileClosed(foyer: Foyer): () => void {
  const { alert, modal } = foyer.stores
  // The toast of the last alert, while it may still show: the modal's banner takes over when it opens.
  let dismiss: (() => void) | undefined
  const stopAlerts = alert.subscribe(({ key }, previous) => {
    if (key === undefined || key === previous.key) return
    if (foyer.options.enableEmbedded || modal.getState().open) return
    // Alerts are rare: their texts (beyond the page's own few) load when one is raised.
    void import('../../kernel/messages/t.js').then(({ t }) => {
      if (alert.getState().key !== key || modal.getState().open) return
      const title = t(key as MessageKey)
      const description = t(`${key}Description` as MessageKey)
      dismiss = foyer.showToast({ type: 'error', message: t('alert.toast', { title, description }) })
    })
  })
  const stopModal = modal.subscribe(({ open }) => {
    if (!open || !dismiss) return
    dismiss()
    dismiss = undefined
  })
  return () => {
    stopAlerts()
    stopModal()
  }
}
