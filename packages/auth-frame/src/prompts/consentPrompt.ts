import { UserRejectedError } from '../errors.js'
import { armWhenVisible } from './arming.js'
import { consentBody, consentLabels } from './consentView.js'
import { el } from './dom.js'
import type { FrameTranslator } from './messages.js'
import type { Shown } from './promptQueue.js'
import type { ConsentRequest, PromptNetwork } from './types.js'

export interface ConsentPromptParameters {
  window: Window & typeof globalThis
  translator: FrameTranslator
  request: ConsentRequest
  network: PromptNetwork | undefined
  /** Shows the prompt's card with a title and content, and returns it. */
  card: (title: string, content: Node[]) => HTMLElement
  finish: (error?: Error) => void
}

/**
 * The consent prompt of a signing request: Approve works once the card is armed (and, for a transaction,
 * once its preview says the chain would accept it); Reject or Escape ends it with `UserRejectedError`.
 */
export function consentPrompt({
  window,
  translator,
  request,
  network,
  card,
  finish,
}: ConsentPromptParameters): Shown {
  const { document } = window
  const labels = consentLabels(request, translator)
  const status = el(document, 'p', { class: 'status', role: 'status' }, [translator.t('consent.arming')])
  const reject = el(document, 'button', { type: 'button' }, [translator.t('consent.reject')])
  const approve = el(document, 'button', { type: 'button', class: 'primary', disabled: '' }, [labels.approve])
  const section = card(labels.title, [
    ...consentBody(document, request, network, translator),
    status,
    el(document, 'div', { class: 'buttons' }, [reject, approve]),
  ])
  // A transaction waits for its preview; one the chain would refuse cannot be approved.
  let settled = request.kind !== 'transaction' || !request.preview
  let refused = false
  const update = () => {
    approve.disabled = !arming.armed() || !settled || refused
  }
  const arming = armWhenVisible(window, section, (armed) => {
    update()
    status.textContent = armed ? '' : translator.t('consent.arming')
  })
  if (request.kind === 'transaction')
    void request.preview?.then((preview) => {
      settled = true
      refused = preview.status === 'reverts'
      update()
    })
  const end = (error?: Error) => {
    arming.stop()
    finish(error)
  }
  approve.addEventListener('click', (event) => {
    if (!event.isTrusted || approve.disabled || !arming.armed()) return
    status.textContent = translator.t('consent.working')
    end()
  })
  reject.addEventListener('click', (event) => {
    if (event.isTrusted) end(new UserRejectedError())
  })
  section.addEventListener('keydown', (event) => {
    if (event.isTrusted && event.key === 'Escape') end(new UserRejectedError())
  })
  return { end }
}
