import type { MessageKey } from '../../kernel/messages/en.js'
import type { Foyer } from '../../types/foyer.js'

/**
 * An alert raised while the modal is closed (spec section 8: an origin the server refuses, an expired
 * session, a project id it does not know, a network not passed in `networks`) shows at once as an error
 * toast on the page, its title and what to do, so that the visitor learns of it when it happens and not
 * at the next open; the modal's alert banner still shows it when the modal opens. While the modal (or
 * the embedded view) is on screen, the banner alone says it. Returns the unsubscribe function.
 */
export function watchAlertsWhileClosed(foyer: Foyer): () => void {
  return foyer.stores.alert.subscribe(({ key }, previous) => {
    if (key === undefined || key === previous.key) return
    if (foyer.options.enableEmbedded || foyer.stores.modal.getState().open) return
    // Alerts are rare: their texts (beyond the page's own few) load when one is raised.
    void import('../../kernel/messages/t.js').then(({ t }) => {
      if (foyer.stores.alert.getState().key !== key || foyer.stores.modal.getState().open) return
      const title = t(key as MessageKey)
      const description = t(`${key}Description` as MessageKey)
      foyer.showToast({ type: 'error', message: t('alert.toast', { title, description }) })
    })
  })
}
