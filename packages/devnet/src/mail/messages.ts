/** Texts of the mail catcher: its inbox page and its errors (a dev tool, English only). */
export const mailCatcherMessages = {
  title: 'Foyer mail catcher',
  intro: 'Every message sent to this local SMTP server. Only the plain text of each message is shown.',
  filterLabel: 'Recipient',
  filterButton: 'Filter',
  showAll: 'Show all',
  empty: 'No message yet.',
  count: '{count} message(s)',
  to: 'To',
  from: 'From',
  subject: 'Subject',
  received: 'Received',
  noSubject: '(no subject)',
  htmlOnly: '(this message has no plain-text part)',
  waitTimeout: 'No mail to {to} arrived within {ms} ms',
  startFailed: 'The mail catcher could not listen on 127.0.0.1:{port}',
  tooLarge: 'Message exceeds the mail catcher limit of {limit} bytes',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  wrongHost: 'The mail catcher answers only 127.0.0.1 and localhost',
} as const

export type MailCatcherMessageKey = keyof typeof mailCatcherMessages

/**
 * Looks up `key` in the mail catcher's texts and fills `{name}` placeholders from `params`.
 *
 * @example
 * m('waitTimeout', { to: 'ada@example.com', ms: 5000 }) // 'No mail to ada@example.com arrived within 5000 ms'
 */
export function m(key: MailCatcherMessageKey, params: Record<string, string | number> = {}): string {
  return mailCatcherMessages[key].replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  )
}
