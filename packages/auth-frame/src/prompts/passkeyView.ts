import { el } from './dom.js'
import type { FrameTranslator } from './messages.js'

/** The message a passkey's failure shows, in the frame's language: the view stays for another try. */
export function passkeyErrorText(error: unknown, { t }: FrameTranslator): string {
  const code = (error as { code?: unknown } | undefined)?.code
  if (code === 'PASSKEY_CANCELLED') return t('passkey.cancelled')
  if (code === 'PASSKEY_UNSUPPORTED') return t('passkey.unsupported')
  if (code === 'PASSKEY_INVALID' || code === 'PASSKEY_NOT_FOUND') return t('passkey.invalid')
  if (code === 'PASSKEY_LIMIT_REACHED') return t('passkey.full')
  return t('error.generic')
}

/**
 * The offer that follows a new recovery password: "Also add a passkey for recovery" or "Not now". Only a
 * trusted click, once `armed()` (the prompt fully in view for a moment), adds one; `add` runs in that
 * click's activation (the browser's passkey dialog needs it). A failure is shown and the offer stays:
 * the person may try again or choose Not now. `finish` gets 'added' or 'skipped'.
 */
export function passkeyOffer(
  document: Document,
  translator: FrameTranslator,
  add: () => Promise<void>,
  finish: (outcome: 'added' | 'skipped') => void,
  armed: () => boolean,
) {
  const { t } = translator
  const status = el(document, 'p', { class: 'status', role: 'status', 'aria-live': 'polite' }, [
    t('consent.arming'),
  ])
  const skip = el(document, 'button', { type: 'button' }, [t('passkey.offer.skip')])
  const proceed = el(document, 'button', { type: 'button', class: 'primary', disabled: '' }, [
    t('passkey.offer.add'),
  ])
  let busy = false
  const element = el(document, 'div', { class: 'offer' }, [
    el(document, 'p', { class: 'muted' }, [t('passkey.offer.help')]),
    status,
    el(document, 'div', { class: 'buttons' }, [skip, proceed]),
  ])
  /** Called when the arming changes. */
  const update = () => {
    proceed.disabled = busy || !armed()
    if (!busy && status.className === 'status') status.textContent = armed() ? '' : t('consent.arming')
  }
  skip.addEventListener('click', (event) => {
    if (event.isTrusted && !busy) finish('skipped')
  })
  proceed.addEventListener('click', (event) => {
    if (!event.isTrusted || busy || !armed()) return
    busy = true
    skip.disabled = true
    update()
    status.className = 'status'
    status.textContent = t('passkey.waiting')
    add().then(
      () => finish('added'),
      (error: unknown) => {
        busy = false
        skip.disabled = false
        status.className = 'status error'
        status.textContent = passkeyErrorText(error, translator)
        update()
      },
    )
  })
  return { element, update, busy: () => busy, focus: () => proceed.focus() }
}
