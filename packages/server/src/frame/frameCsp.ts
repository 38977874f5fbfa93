/** What the frame page's policy is built from: the values of its config element. */
export interface FrameCspParameters {
  /** The Foyer server's base URL: the frame calls `${apiUrl}/auth/v1/…` and nothing else of it. */
  apiUrl: string
  /** Chain RPC URLs the frame calls. */
  rpcUrls: readonly string[]
  /** ERC-4337 bundler URLs the frame sends user operations to (the chains' `smartAccounts.bundlerUrl`). */
  bundlerUrls?: readonly string[]
  /** The exact origins allowed to frame the page. */
  allowedOrigins: readonly string[]
}

/**
 * The Content-Security-Policy of the frame page: nothing by default; scripts from its own origin only (the
 * bundle; no inline script, no eval; WebAssembly compiled from the bundle's own bytes is allowed, for the
 * recovery password's Argon2id, which runs 5 times slower in plain JavaScript); connections to the auth API's path, the chain RPC URLs and
 * the smart accounts' bundler URLs only;
 * framed only by the project's origins; no `<base>`, no form, no plugin.
 *
 * @example
 * frameCsp({ apiUrl: 'https://api.example.com', rpcUrls: ['https://rpc.example.com/eth'], allowedOrigins: ['https://app.example.com'] })
 * // "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src https://api.example.com/auth/v1/ https://rpc.example.com/eth; frame-ancestors https://app.example.com; base-uri 'none'; form-action 'none'"
 */
export function frameCsp({ apiUrl, rpcUrls, bundlerUrls = [], allowedOrigins }: FrameCspParameters): string {
  const connect = [
    ...new Set([
      sourceOf(`${apiUrl.replace(/\/+$/, '')}/auth/v1/`),
      ...rpcUrls.map(sourceOf),
      ...bundlerUrls.map(sourceOf),
    ]),
  ]
  return [
    "default-src 'none'",
    "script-src 'self' 'wasm-unsafe-eval'",
    `connect-src ${connect.join(' ')}`,
    `frame-ancestors ${allowedOrigins.map(sourceOf).join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/**
 * A URL as a CSP source expression: scheme, host, port and path, without query and fragment (CSP matches
 * no query), with the characters that end a source or a directive (`;`, `,`, space) percent-encoded (CSP
 * decodes paths before comparing them). A path ending in `/` matches every path below it; any other path
 * matches exactly.
 */
function sourceOf(url: string): string {
  const parsed = new URL(url)
  const path = parsed.pathname === '/' ? '' : parsed.pathname.replace(/[;, ]/g, encodeURIComponent)
  return `${parsed.origin}${path}`
}
