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
 * The UTC offsets of `restrictedTimeZones` as `Date#getTimezoneOffset` gives them (minutes, west of UTC
 * positive): UTC+8 (China's, Hong Kong's and Macau's time) and UTC+6 (Xinjiang's, Asia/Urumqi and its
 * alias Kashgar). None of them has summer time.
 */
const restrictedOffsets: ReadonlySet<number> = new Set([-480, -360])

/**
 * Whether the visitor's time zone (the browser's, from `Intl`) is one of `restrictedTimeZones`; false
 * when the runtime reports none.
 *
 * The page's first `Intl.DateTimeFormat` loads ICU's date data: 19 to 50 ms in Chromium here, a long task
 * inside the host's own start, as `createFoyer` calls this when the host sets `restrictedApiUrl`. The
 * offset, which costs nothing, rules out every visitor outside UTC+8 and UTC+6 first.
 *
 * @example
 * isRestrictedTimeZone('Asia/Hong_Kong') // true
 */
export function isRestrictedTimeZone(timeZone?: string): boolean {
  if (timeZone === undefined) {
    if (!restrictedOffsets.has(new Date().getTimezoneOffset())) return false
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  }
  return typeof timeZone === 'string' && restrictedTimeZones.has(timeZone.toUpperCase())
}
