/**
 * Escapes text for HTML element content and double-quoted attributes.
 *
 * @example
 * escapeHtml('<b>"x"</b>') // '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
