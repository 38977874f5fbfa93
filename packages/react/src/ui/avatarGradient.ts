/**
 * A deterministic gradient for an address without a profile image: two hues derived from the
 * address characters, so that the same address always gets the same avatar.
 *
 * @example
 * avatarGradient('0xf39F…') // 'radial-gradient(circle at 30% 30%, hsl(…), hsl(…))'
 */
export function avatarGradient(address: string): string {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const first = hash % 360
  const second = (first + 40 + ((hash >>> 9) % 100)) % 360
  return `radial-gradient(circle at 30% 30%, hsl(${first} 85% 65%), hsl(${second} 75% 45%))`
}
