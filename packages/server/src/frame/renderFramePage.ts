/** The JSON the frame reads from its config element (`@foyer/auth-frame` frameConfig.ts). */
export interface FramePageConfig {
  allowedOrigins: string[]
  apiUrl: string
  /** By EVM chain id, as a decimal string. */
  rpcUrls: Record<string, string>
  /** Name and native currency by EVM chain id (decimal string), shown in the frame's prompts. */
  networks?: Record<string, { name: string; symbol: string; decimals: number }>
  /**
   * ERC-4337 smart accounts by EVM chain id (decimal string), for the chains configured with
   * `smartAccounts`: the public bundler URL, the account factory, and whether gas is sponsored (through
   * `${apiUrl}/auth/v1/paymaster/<chainId>`; the paymaster service's own URL is never written here).
   */
  smartAccounts?: Record<string, FrameSmartAccounts>
}

/** One chain's smart accounts as the frame page's config element states them. */
export interface FrameSmartAccounts {
  bundlerUrl: string
  factory: string
  sponsored: boolean
}

/** `FRAME_CONFIG_ELEMENT_ID` of `@foyer/auth-frame` (not imported: that module is browser code). */
export const FRAME_CONFIG_ELEMENT_ID = 'foyer-frame-config'

/**
 * The secure frame's HTML: the config element (JSON with `<`, `>` and `&` escaped, so that no value can
 * end the element), then the bundle as a same-origin script with its integrity hash. No inline script, no
 * style, nothing from another origin: the bundle draws the frame's prompts itself (a constructed
 * stylesheet, text set as text) when the page shows the frame for one.
 *
 * @example
 * c.html(renderFramePage({ config, script: { src: '/frame.3f2a.js', integrity: 'sha384-…' } }))
 */
export function renderFramePage({
  config,
  script,
}: {
  config: FramePageConfig
  script: { src: string; integrity: string }
}): string {
  const json = JSON.stringify(config).replace(
    /[<>&]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Foyer secure frame</title>
<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${json}</script>
<script src="${attribute(script.src)}" integrity="${attribute(script.integrity)}"></script>
</head>
<body></body>
</html>
`
}

function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}
