import { identityUsers } from './identityUsers.js'
import { m } from './messages.js'
import type { IdentityProviderId } from './types.js'

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 480px; padding: 32px 16px; background: Canvas; color: CanvasText; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { margin: 0 0 16px; opacity: 0.8; }
  form { display: grid; gap: 8px; }
  button { padding: 10px 12px; font: inherit; border-radius: 8px; cursor: pointer; }
`

// Twin of @foyer/server's escapeHtml: the devnet does not depend on the server.
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`

/**
 * The login page of `provider`: one button per test user (`POST <action>/login`, `user=<login>`) and a
 * Cancel button (`POST <action>/abort`: the client gets `error=access_denied`). Escaped text only, no script.
 */
export function renderLoginPage(
  provider: IdentityProviderId,
  { action, client }: { action: string; client: string },
) {
  const e = escapeHtml
  const users = identityUsers[provider]
    .map(
      (user) =>
        `<button type="submit" name="user" value="${e(user.login)}">${e(m('loginAs', { name: user.name }))}</button>`,
    )
    .join('')
  return page(
    m('loginTitle', { provider }),
    `<h1>${e(m('loginTitle', { provider }))}</h1><p>${e(m('loginIntro', { client }))}</p>` +
      `<form method="post" action="${e(action)}/login">${users}</form>` +
      `<form method="post" action="${e(action)}/abort"><button type="submit">${e(m('cancel'))}</button></form>`,
  )
}

/** The consent page: Allow (`POST <action>/confirm`) or Deny (`POST <action>/abort`, `access_denied`). */
export function renderConsentPage(
  provider: IdentityProviderId,
  { action, client, scopes, name }: { action: string; client: string; scopes: string; name: string },
) {
  const e = escapeHtml
  return page(
    m('consentTitle', { provider }),
    `<h1>${e(m('consentTitle', { provider }))}</h1><p>${e(m('signedInAs', { name }))}</p>` +
      `<p>${e(m('consentIntro', { client, scopes }))}</p>` +
      `<form method="post" action="${e(action)}/confirm"><button type="submit">${e(m('allow'))}</button></form>` +
      `<form method="post" action="${e(action)}/abort"><button type="submit">${e(m('deny'))}</button></form>`,
  )
}

/** oidc-provider's error page (a request it refuses without redirecting), as escaped text. */
export function renderProviderError(
  provider: IdentityProviderId,
  out: { error?: unknown; error_description?: unknown },
) {
  const e = escapeHtml
  const text = `${String(out.error ?? 'error')}: ${String(out.error_description ?? '')}`
  return page(m('errorTitle'), `<h1>${e(m('errorTitle'))} (${e(provider)})</h1><p>${e(text)}</p>`)
}
