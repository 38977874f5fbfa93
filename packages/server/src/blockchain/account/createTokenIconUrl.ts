export interface CreateTokenIconUrlParameters {
  /** The server's public base URL; the request's origin when not configured. */
  publicUrl: string | undefined
  /** The URL of the request being answered: its origin, projectId, st and sv are reused. */
  requestUrl: string
}

/**
 * Builds token icon URLs on the server's image endpoint (`/public/getTokenImage/{symbol}`, generated
 * marks), carrying the request's projectId / st / sv so that an `<img>` passes the project guard.
 *
 * @example
 * const iconUrl = createTokenIconUrl({ publicUrl: undefined, requestUrl: c.req.url })
 * iconUrl('ETH') // 'http://127.0.0.1:8787/public/getTokenImage/ETH?projectId=demo&st=foyer&sv=0.1.0'
 */
export function createTokenIconUrl({
  publicUrl,
  requestUrl,
}: CreateTokenIconUrlParameters): (symbol: string) => string {
  const request = new URL(requestUrl)
  const base = (publicUrl ?? request.origin).replace(/\/+$/, '')
  const query = new URLSearchParams()
  for (const name of ['projectId', 'st', 'sv']) {
    const value = request.searchParams.get(name)
    if (value) query.set(name, value)
  }
  const suffix = query.size > 0 ? `?${query}` : ''
  return (symbol) => `${base}/public/getTokenImage/${encodeURIComponent(symbol)}${suffix}`
}
