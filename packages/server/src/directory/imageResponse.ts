/** A generated image ready to serve: its bytes and a strong ETag computed from them. */
export interface ServedImage {
  body: string
  etag: string
}

export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable'

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

/**
 * Answers an image request: 200 with the SVG, or 304 without a body when `If-None-Match` names the
 * current ETag (weak or strong, or `*`). Both carry the caching headers, so clients and proxies keep
 * the image for a day. The SVG is served with `nosniff` and a CSP that forbids scripts and fetches.
 */
export function imageResponse(image: ServedImage, ifNoneMatch: string | undefined): Response {
  const headers = new Headers({
    'Cache-Control': IMAGE_CACHE_CONTROL,
    ETag: image.etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'Cross-Origin-Resource-Policy': 'cross-origin',
  })
  if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, image.etag)) {
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Type', 'image/svg+xml')
  return new Response(image.body, { status: 200, headers })
}
