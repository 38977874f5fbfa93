import { m } from './messages.js'
import type { Mail } from './types.js'

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 860px; padding: 24px 16px; background: Canvas; color: CanvasText; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p { margin: 0 0 16px; opacity: 0.8; }
  form { display: flex; gap: 8px; margin: 0 0 16px; align-items: center; }
  input { flex: 1; padding: 6px 8px; font: inherit; }
  article { border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 8px; padding: 12px 16px; margin: 0 0 12px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0 0 8px; font-size: 14px; }
  dt { opacity: 0.7; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; font-size: 14px; }
`

/** Escapes text for HTML element content and double-quoted attributes. */
// Twin of @foyer/server's escapeHtml: the devnet does not depend on the server, and these five lines are all it needs.
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * The mail catcher's inbox page for a person: a recipient filter, then each message (newest first)
 * with its recipients, sender, subject, time and plain-text body. Built from escaped text only: the
 * HTML part of a message is never rendered, and the page has no script.
 *
 * @example
 * response.end(renderInbox({ mails: catcher.messages(), to: 'ada@example.com' }))
 */
export function renderInbox({ mails, to }: { mails: readonly Mail[]; to: string | undefined }): string {
  const e = escapeHtml
  const articles = mails.map((mail) => {
    const rows: [string, string][] = [
      [m('to'), mail.to.join(', ')],
      [m('from'), mail.from],
      [m('subject'), mail.subject || m('noSubject')],
      [m('received'), mail.date.toISOString()],
    ]
    const list = rows.map(([term, value]) => `<dt>${e(term)}</dt><dd>${e(value)}</dd>`).join('')
    const body = mail.text === '' && mail.html !== undefined ? m('htmlOnly') : mail.text
    return `<article><dl>${list}</dl><pre>${e(body)}</pre></article>`
  })
  const filter = `<form method="get" action="/">
<label for="to">${e(m('filterLabel'))}</label>
<input id="to" name="to" type="text" value="${e(to ?? '')}">
<button type="submit">${e(m('filterButton'))}</button>
${to ? `<a href="/">${e(m('showAll'))}</a>` : ''}
</form>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(m('title'))}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${e(m('title'))}</h1>
<p>${e(m('intro'))}</p>
${filter}
<p>${e(mails.length === 0 ? m('empty') : m('count', { count: mails.length }))}</p>
${articles.join('\n')}
</body>
</html>
`
}
