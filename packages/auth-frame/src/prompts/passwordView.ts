import { UserRejectedError } from '../errors.js'
import { el } from './dom.js'
import type { FrameMessageKey } from './en.js'
import type { FrameTranslator } from './messages.js'
import { passkeyErrorText } from './passkeyView.js'
import type { PasswordVerdict } from './types.js'

/** Refusals after which the form stays for another try; anything else ends the prompt with its error. */
const RETRY_CODES = new Set([
  'RECOVERY_PASSWORD_INVALID',
  'RECOVERY_PASSWORD_TOO_SHORT',
  'RECOVERY_PASSWORD_WEAK',
  'NETWORK',
  'TIMEOUT',
])

const WEAK_REASONS = new Set(['guessable', 'common', 'repeated', 'sequence', 'personal'])

/** The message the form shows for a refused password, in the frame's language. */
export function passwordErrorText(error: unknown, { t }: FrameTranslator): string {
  const { code, triesLeft, minLength, reason } = (error ?? {}) as {
    code?: unknown
    triesLeft?: unknown
    minLength?: unknown
    reason?: unknown
  }
  if (code === 'RECOVERY_PASSWORD_INVALID')
    return typeof triesLeft === 'number'
      ? t('password.wrongTries', { count: triesLeft })
      : t('password.wrong')
  if (code === 'RECOVERY_LOCKED') return t('password.locked')
  if (code === 'RECOVERY_FORMAT_OBSOLETE') return t('password.obsolete')
  if (code === 'RECOVERY_PASSWORD_RULE_UNAVAILABLE') return t('password.ruleUnavailable')
  if (code === 'RECOVERY_PASSWORD_TOO_SHORT' || reason === 'tooShort')
    return t('password.tooShort', { count: typeof minLength === 'number' ? minLength : 10 })
  if (typeof reason === 'string' && WEAK_REASONS.has(reason))
    return t(`password.weak.${reason}` as FrameMessageKey)
  if (code === 'RECOVERY_PASSWORD_WEAK') return t('password.weak.guessable')
  return t('error.generic')
}

/**
 * The form's fields: the password (and, to choose one, its confirmation), the show-as-text switch, and
 * the hint where the strength rule's reason shows while one is typed.
 */
function passwordFields(
  document: Document,
  mode: 'set' | 'enter',
  translator: FrameTranslator,
  assess?: (password: string) => Promise<PasswordVerdict>,
) {
  const autocomplete = mode === 'set' ? 'new-password' : 'current-password'
  const field = () =>
    el(document, 'input', {
      type: 'password',
      autocomplete,
      required: '',
      maxlength: '1024',
      spellcheck: 'false',
    })
  const password = field()
  const confirm = mode === 'set' ? field() : undefined
  const show = el(document, 'input', { type: 'checkbox' })
  show.addEventListener('change', () => {
    for (const input of [password, confirm]) if (input) input.type = show.checked ? 'text' : 'password'
  })
  // Choosing one: the strength rule's reason, as typed (the frame checks it again on Continue). The rule
  // answers once its chunk is there: no verdict until then, and only the latest key stroke's is shown.
  const hint = el(document, 'p', { class: 'muted', id: 'foyer-password-hint' })
  if (mode === 'set' && assess) {
    password.setAttribute('aria-describedby', 'foyer-password-hint')
    let typed = 0
    password.addEventListener('input', () => {
      const value = password.value
      const turn = ++typed
      hint.textContent = ''
      if (!value) return
      const say = (text: string) => {
        if (turn === typed) hint.textContent = text
      }
      Promise.resolve(value)
        .then(assess)
        .then(
          (verdict) =>
            say(verdict.ok ? '' : passwordErrorText({ reason: verdict.reason, minLength: 10 }, translator)),
          (error: unknown) => say(passwordErrorText(error, translator)),
        )
    })
  }
  return { password, confirm, show, hint }
}

/**
 * The recovery-password form: one field to enter the password, or two to choose one (typed twice, with
 * the strength rule's reason shown when `submit` refuses it). Only a trusted submit (Enter or the button,
 * by the person) is read; the password goes to `submit` and is never posted to the page.
 */
export function passwordForm(
  document: Document,
  mode: 'set' | 'enter',
  translator: FrameTranslator,
  submit: (password: string) => Promise<void>,
  finish: (error?: Error) => void,
  assess?: (password: string) => Promise<PasswordVerdict>,
  /** `enter`: unlocks with a passkey instead ("Use a passkey instead"); absent, no such button. */
  passkey?: () => Promise<void>,
) {
  const { t } = translator
  const { password, confirm, show, hint } = passwordFields(document, mode, translator, assess)
  const status = el(document, 'p', { class: 'status', role: 'status', 'aria-live': 'polite' })
  const cancel = el(document, 'button', { type: 'button' }, [t('password.cancel')])
  const proceed = el(document, 'button', { type: 'submit', class: 'primary' }, [t('password.submit')])
  const usePasskey =
    mode === 'enter' && passkey
      ? el(document, 'button', { type: 'button', class: 'passkey' }, [t('passkey.use')])
      : undefined
  const form = el(document, 'form', { novalidate: '' }, [
    el(document, 'p', { class: 'muted' }, [t(`password.${mode}.help`)]),
    el(document, 'label', {}, [t('password.label'), password]),
    hint,
    ...(confirm ? [el(document, 'label', {}, [t('password.confirm'), confirm])] : []),
    el(document, 'label', { class: 'check' }, [show, t('password.show')]),
    status,
    el(document, 'div', { class: 'buttons' }, [cancel, proceed]),
    ...(usePasskey ? [usePasskey] : []),
  ])
  let busy = false
  const fail = (text: string) => {
    status.className = 'status error'
    status.textContent = text
    password.setAttribute('aria-invalid', 'true')
  }
  // Typing again takes a refusal back: its message and the field's invalid state were about the password
  // that was refused, not about the one being typed.
  const clear = () => {
    if (!status.classList.contains('error')) return
    status.className = 'status'
    status.textContent = ''
    password.removeAttribute('aria-invalid')
  }
  for (const input of [password, confirm]) input?.addEventListener('input', clear)
  const setBusy = (next: boolean) => {
    busy = next
    for (const button of [proceed, cancel, usePasskey]) if (button) button.disabled = next
  }
  // The browser's passkey dialog, from this trusted click; a failure (a closed dialog) is shown and the
  // form stays, the password still usable.
  usePasskey?.addEventListener('click', (event) => {
    if (!event.isTrusted || busy || !passkey) return
    setBusy(true)
    status.className = 'status'
    status.textContent = t('passkey.waiting')
    passkey().then(
      () => finish(),
      (error: unknown) => {
        setBusy(false)
        status.className = 'status error'
        status.textContent = passkeyErrorText(error, translator)
      },
    )
  })

  cancel.addEventListener('click', (event) => {
    if (event.isTrusted && !busy) finish(new UserRejectedError())
  })
  form.addEventListener('keydown', (event) => {
    if (event.isTrusted && event.key === 'Escape' && !busy) finish(new UserRejectedError())
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!event.isTrusted || busy) return
    const value = password.value
    if (!value) return fail(t('password.tooShort', { count: 10 }))
    if (confirm && confirm.value !== value) return fail(t('password.mismatch'))
    setBusy(true)
    status.className = 'status'
    status.textContent = t('password.working')
    submit(value).then(
      () => finish(),
      (error: unknown) => {
        setBusy(false)
        const code = (error as { code?: unknown } | undefined)?.code
        if (typeof code === 'string' && RETRY_CODES.has(code)) {
          fail(passwordErrorText(error, translator))
          password.select()
          return
        }
        finish(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
  return { element: form, focus: () => password.focus() }
}
