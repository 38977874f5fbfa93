import { CODE_TTL_MS, DEVICE_LINK_TTL_MS } from './constants.js'
import { escapeHtml } from './escapeHtml.js'
import { t } from './messages.js'

export type AuthMailView =
  /** A login code. */
  | { kind: 'code'; code: string }
  /** The code of an email update sent to the current address. */
  | { kind: 'updatePrimary'; code: string; newEmail: string }
  /** The code of an email update sent to the new address. */
  | { kind: 'updateSecondary'; code: string }
  /** The link that approves a new device. */
  | { kind: 'device'; link: string }

export interface AuthMail {
  subject: string
  text: string
  html: string
}

const minutes = (ms: number) => Math.round(ms / 60_000)

/**
 * The mails of the email login, as plain text and as simple HTML built from escaped text (the code in
 * large type, the link as the only anchor). The code is never in the subject, so that it does not show
 * on a locked screen's notification.
 *
 * @example
 * renderAuthMail({ kind: 'code', code: '042917' }).text // 'Your sign-in code is 042917. It expires in 10 minutes.\n\n…'
 */
export function renderAuthMail(view: AuthMailView): AuthMail {
  const e = escapeHtml
  let subject: string
  let lead: string
  let highlight: string
  let ignore: string
  if (view.kind === 'device') {
    subject = t('mail.deviceSubject')
    lead = t('mail.deviceText', { minutes: minutes(DEVICE_LINK_TTL_MS) })
    highlight = view.link
    ignore = t('mail.deviceIgnore')
  } else {
    const ttl = { code: view.code, minutes: minutes(CODE_TTL_MS) }
    subject = view.kind === 'code' ? t('mail.codeSubject') : t('mail.updateSubject')
    lead =
      view.kind === 'code'
        ? t('mail.codeText', ttl)
        : view.kind === 'updatePrimary'
          ? t('mail.updatePrimaryText', { ...ttl, email: view.newEmail })
          : t('mail.updateSecondaryText', ttl)
    highlight = view.code
    ignore = view.kind === 'code' ? t('mail.codeIgnore') : t('mail.updateIgnore')
  }
  const text = view.kind === 'device' ? `${lead}\n\n${view.link}\n\n${ignore}\n` : `${lead}\n\n${ignore}\n`
  const big =
    view.kind === 'device'
      ? `<p><a href="${e(view.link)}">${e(view.link)}</a></p>`
      : `<p style="font-size:28px;font-weight:600;letter-spacing:4px">${e(highlight)}</p>`
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif">
<p>${e(lead)}</p>
${big}
<p style="opacity:0.7">${e(ignore)}</p>
</body></html>`
  return { subject, text, html }
}
