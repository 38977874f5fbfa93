import { escapeHtml } from './escapeHtml.js'
import { t } from './messages.js'

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(360px, 100% - 32px); padding: 24px; border-radius: 16px; border: 1px solid color-mix(in srgb, CanvasText 15%, transparent); }
  h1 { font-size: 18px; margin: 0 0 8px; }
  p { margin: 0; font-size: 14px; opacity: 0.8; }
`

/** What the headers of the page allow: its inline style, nothing else; never framed, never cached. */
export const APPROVAL_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}

/**
 * The page a device-approval link opens: the device is approved, or the link is invalid, used or
 * expired. Text only (escaped), no script, no link, nothing loaded from elsewhere.
 *
 * @example
 * c.html(renderApprovalPage({ approved: true }), 200, APPROVAL_PAGE_HEADERS)
 */
export function renderApprovalPage({ approved }: { approved: boolean }): string {
  const e = escapeHtml
  const title = approved ? t('page.approvedTitle') : t('page.invalidTitle')
  const text = approved ? t('page.approved') : t('page.invalid')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${e(title)}</h1>
<p role="${approved ? 'status' : 'alert'}">${e(text)}</p>
</main>
</body>
</html>
`
}
