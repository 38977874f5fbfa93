import { escapeHtml } from '../http/escapeHtml.js'
import { CODE_TTL_MS } from './constants.js'
import { t } from './messages.js'

export type AuthMailView =
  /** A login code for an address with no account yet, or for a device the account has verified. */
  | { kind: 'code'; code: string }
  /** A login code for a device the account has not verified yet: "a new device asks to sign in". */
  | { kind: 'device'; code: string }
  /** The code of an email update sent to the current address. */
  | { kind: 'updatePrimary'; code: string; newEmail: string }
  /** The code of an email update sent to the new address. */
  | { kind: 'updateSecondary'; code: string }
  /** The code of an email update sent to a new address that has an account already: the change will fail. */
  | { kind: 'updateTaken'; code: string }

export interface AuthMail {
  subject: string
  text: string
  html: string
}

const minutes = (ms: number) => Math.round(ms / 60_000)

function texts(view: AuthMailView): { subject: string; lead: string; ignore: string } {
  const ttl = { code: view.code, minutes: minutes(CODE_TTL_MS) }
  switch (view.kind) {
    case 'code':
      return { subject: t('mail.codeSubject'), lead: t('mail.codeText', ttl), ignore: t('mail.codeIgnore') }
    case 'device':
      return {
        subject: t('mail.deviceSubject'),
        lead: t('mail.deviceText', ttl),
        ignore: t('mail.deviceIgnore'),
      }
    case 'updatePrimary':
      return {
        subject: t('mail.updatePrimarySubject'),
        lead: t('mail.updatePrimaryText', { ...ttl, email: view.newEmail }),
        ignore: t('mail.updateIgnore'),
      }
    case 'updateSecondary':
      return {
        subject: t('mail.updateSubject'),
        lead: t('mail.updateSecondaryText', ttl),
        ignore: t('mail.updateIgnore'),
      }
    case 'updateTaken':
      return {
        subject: t('mail.updateTakenSubject'),
        lead: t('mail.updateTakenText', ttl),
        ignore: t('mail.updateTakenIgnore'),
      }
  }
}

/**
 * The mails of the email login, as plain text and as simple HTML built from escaped text (the code in
 * large type). The code is never in the subject, so that it does not show on a locked screen's
 * notification. Every mail carries a code: what the mail says differs (a new device, an address that
 * has an account already), what the requester is answered does not.
 *
 * @example
 * renderAuthMail({ kind: 'code', code: '042917' }).text // 'Your sign-in code is 042917. It expires in 10 minutes.\n\n…'
 */
export function renderAuthMail(view: AuthMailView): AuthMail {
  const e = escapeHtml
  const { subject, lead, ignore } = texts(view)
  const text = `${lead}\n\n${ignore}\n`
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif">
<p>${e(lead)}</p>
<p style="font-size:28px;font-weight:600;letter-spacing:4px">${e(view.code)}</p>
<p style="opacity:0.7">${e(ignore)}</p>
</body></html>`
  return { subject, text, html }
}
