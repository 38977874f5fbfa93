/**
 * The URL of a token's image on this server (`/public/getTokenImage/{symbol}`), carrying the
 * request's projectId, st and sv so that the image request passes the project guard.
 *
 * @example
 * tokenLogoUrl('http://127.0.0.1:8787', 'fUSD', { projectId: 'demo', st: 'foyer', sv: '0.1.0' })
 * // 'http://127.0.0.1:8787/public/getTokenImage/fUSD?projectId=demo&st=foyer&sv=0.1.0'
 */
export function tokenLogoUrl(
  publicUrl: string,
  symbol: string,
  query: Record<string, string | undefined>,
): string {
  const search = new URLSearchParams()
  for (const name of ['projectId', 'st', 'sv'] as const) {
    const value = query[name]
    if (value) search.set(name, value)
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : ''
  return `${publicUrl}/public/getTokenImage/${encodeURIComponent(symbol)}${suffix}`
}
