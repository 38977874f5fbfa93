// The demo's inbox: the mails the local Foyer server sent to the mail catcher (FOYER_MAIL_URL, its JSON list
// `GET /messages`, readable by this origin only), newest first, with the sign-in code in large type and the
// device-approval link. Built from each mail's plain text with textContent: a mail's HTML is never read.
import '../src/styles.css'
import './inbox.css'

/** A mail as the catcher's `GET /messages` answers it (the fields this page reads). */
interface CaughtMail {
  to: string[]
  subject: string
  text: string
  date: string
}

const POLL_MS = 1500
const mailUrl = (import.meta.env.FOYER_MAIL_URL as string | undefined) ?? ''
const list = document.getElementById('inbox-list') as HTMLOListElement
const status = document.getElementById('inbox-status') as HTMLParagraphElement

/** The sign-in code of a mail's text: the 6 digits after "is", else the first 6-digit number. */
export function codeOf(text: string): string | undefined {
  return (/\bis (\d{6})\b/.exec(text) ?? /(?<![\w@.])(\d{6})(?![\w@])/.exec(text))?.[1]
}

/** The device-approval link of a mail's text (http or https only). */
export function approvalLinkOf(text: string): string | undefined {
  return /\bhttps?:\/\/[^\s<>"']+\/auth\/v1\/device\/approve\?token=[^\s<>"']+/.exec(text)?.[0]
}

function isMail(value: unknown): value is CaughtMail {
  if (typeof value !== 'object' || value === null) return false
  const mail = value as Record<string, unknown>
  return (
    Array.isArray(mail.to) &&
    mail.to.every((to) => typeof to === 'string') &&
    typeof mail.subject === 'string' &&
    typeof mail.text === 'string' &&
    typeof mail.date === 'string'
  )
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: { className?: string; text?: string } = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (properties.className) node.className = properties.className
  if (properties.text !== undefined) node.textContent = properties.text
  node.append(...children)
  return node
}

function renderMail(mail: CaughtMail): HTMLLIElement {
  const code = codeOf(mail.text)
  const link = approvalLinkOf(mail.text)
  const received = new Date(mail.date)
  const facts = element(
    'dl',
    { className: 'facts' },
    element('dt', { text: 'To' }),
    element('dd', { text: mail.to.join(', ') }),
    element('dt', { text: 'Received' }),
    element('dd', {
      text: Number.isNaN(received.getTime()) ? mail.date : received.toLocaleTimeString(),
    }),
  )
  const item = element(
    'li',
    { className: 'inbox-mail' },
    element('h2', { text: mail.subject || '(no subject)' }),
    facts,
  )
  item.dataset.testid = 'inbox-mail'
  if (code) {
    const codeLine = element('p', { className: 'inbox-code', text: code })
    codeLine.dataset.testid = 'inbox-code'
    codeLine.setAttribute('aria-label', `Code ${code.split('').join(' ')}`)
    item.append(codeLine)
  }
  if (link) {
    const anchor = element('a', { text: link })
    anchor.href = link
    anchor.target = '_blank'
    anchor.rel = 'noopener noreferrer'
    anchor.dataset.testid = 'inbox-approval-link'
    item.append(element('p', { className: 'inbox-link', text: 'Approve the device: ' }, anchor))
  }
  item.append(
    element(
      'details',
      {},
      element('summary', { text: 'Full text' }),
      element('pre', { className: 'inbox-text', text: mail.text }),
    ),
  )
  return item
}

let shown = ''

async function refresh(): Promise<void> {
  const to = new URLSearchParams(window.location.search).get('to')
  const url = new URL('/messages', mailUrl)
  if (to) url.searchParams.set('to', to)
  let mails: CaughtMail[]
  try {
    const response = await fetch(url, { cache: 'no-store' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body: unknown = await response.json()
    mails = Array.isArray(body) ? body.filter(isMail) : []
  } catch {
    status.textContent = `The mail catcher at ${mailUrl} does not answer. Is npm start still running?`
    return
  }
  // Newest first, as the catcher answers; redrawn only when something changed (keeps selections).
  const key = JSON.stringify(mails.map((mail) => [mail.date, mail.subject, mail.to]))
  const count = mails.length === 1 ? '1 mail' : `${mails.length} mails`
  status.textContent = mails.length === 0 ? `No mail yet${to ? ` to ${to}` : ''}.` : count
  if (key === shown) return
  shown = key
  list.replaceChildren(...mails.map(renderMail))
}

if (!mailUrl) {
  status.textContent = 'No mail catcher is configured: start the demo with npm start.'
} else {
  void refresh()
  window.setInterval(() => void refresh(), POLL_MS)
}
