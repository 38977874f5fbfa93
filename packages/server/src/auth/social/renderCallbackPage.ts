import { createHash } from 'node:crypto'
import { escapeHtml } from '../../http/escapeHtml.js'
import { t } from '../messages.js'
import type { SocialProviderId } from './types.js'

/** What the callback page posts to the login frame that opened the popup. */
export interface SocialLoginMessage {
  type: 'foyer:social-login'
  /** The `state` of the login: the frame finishes it with POST /auth/v1/social/finish. */
  state: string
  provider: SocialProviderId
  status: 'done' | 'failed'
  /** The failure's code (SOCIAL_ACCESS_DENIED…), when `status` is 'failed'. */
  code?: string
}

// The page's one script, fixed: the data it sends comes from the JSON element, never from the script's text.
const SCRIPT =
  "(function(){var d=JSON.parse(document.getElementById('foyer-social-login').textContent);" +
  'if(window.opener)window.opener.postMessage(d.message,d.target);window.close()})()'
const STYLE =
  ':root{color-scheme:light dark;font-family:system-ui,sans-serif}body{margin:48px auto;max-width:420px;padding:0 16px}'
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The page's policy: nothing but its own script and style, no framing, no form, no referrer. */
export const CALLBACK_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'none'",
    `script-src ${sha256(SCRIPT)}`,
    `style-src ${sha256(STYLE)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

/** JSON safe inside a `<script>` element: no `<` to end it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')

/**
 * The page the provider's redirect ends on, in the popup: a line of escaped text and, when the login is
 * known and the frame's origin is, a script that posts `message` to `window.opener` with that exact origin
 * as `targetOrigin` (no other page can read it) and closes the popup. The message holds no secret: the
 * frame takes the session with POST /social/finish, with its device id. The data sits in a JSON element,
 * never in markup or script text.
 *
 * @example
 * const html = renderCallbackPage({ text: 'Signed in with Google.', message, targetOrigin: 'https://auth.example.com' })
 */
export function renderCallbackPage({
  text,
  message,
  targetOrigin,
}: {
  text: string
  message?: SocialLoginMessage | undefined
  targetOrigin?: string | null | undefined
}): string {
  const posting = message !== undefined && typeof targetOrigin === 'string'
  const data = posting
    ? `<script type="application/json" id="foyer-social-login">${scriptJson({ message, target: targetOrigin })}</script>` +
      `<script>${SCRIPT}</script>`
    : ''
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(t('social.pageTitle'))}</title><style>${STYLE}</style></head>` +
    `<body><p>${escapeHtml(text)}</p>${data}</body></html>`
  )
}
