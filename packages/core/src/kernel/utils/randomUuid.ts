/**
 * A v4 UUID: crypto.randomUUID where the page has it, else one made from crypto.getRandomValues. Pages
 * served over plain http from a name other than localhost (a LAN address, say) are not a secure
 * context and lack crypto.randomUUID; calling it there threw and stopped the page's Foyer.
 *
 * @example
 * const id = randomUuid()
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
