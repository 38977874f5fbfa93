/**
 * The time zones of mainland China, Hong Kong and Macau (spec section 9), where a site's usual API host
 * may not be reachable: a visitor whose clock is set to one of them is served by `restrictedApiUrl`
 * when the host configures one. Upper case, as compared.
 */
export const restrictedTimeZones: ReadonlySet<string> = new Set([
  'ASIA/SHANGHAI',
  'ASIA/URUMQI',
  'ASIA/CHONGQING',
  'ASIA/CHUNGKING',
  'ASIA/HARBIN',
  'ASIA/KASHGAR',
  'ASIA/MACAU',
  'ASIA/MACAO',
  'ASIA/HONG_KONG',
  'ASIA/BEIJING',
  'PRC',
  'HONGKONG',
])

/**
 * Whether the visitor's time zone (the browser's, from `Intl`) is one of `restrictedTimeZones`; false
 * when the runtime reports none.
 *
 * @example
 * isRestrictedTimeZone('Asia/Hong_Kong') // true
 */
export function isRestrictedTimeZone(timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): boolean {
  return typeof timeZone === 'string' && restrictedTimeZones.has(timeZone.toUpperCase())
}
