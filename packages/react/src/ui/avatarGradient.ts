import type { CSSProperties } from 'react'

/**
 * A deterministic gradient for an address without a profile image: two hues derived from the
 * address characters, so that the same address always gets the same avatar.
 *
 * @example
 * avatarGradient('0xf39F…') // 'radial-gradient(circle at 30% 30%, hsl(…), hsl(…))'
 */
function avatarGradient(address: string): string {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const first = hash % 360
  const second = (first + 40 + ((hash >>> 9) % 100)) % 360
  return `radial-gradient(circle at 30% 30%, hsl(${first} 85% 65%), hsl(${second} 75% 45%))`
}

/**
 * The style of a fallback image painted with `avatarGradient(seed)`. Kept as drawn in forced colours
 * (Windows' contrast themes), which drop a gradient background: an account's avatar, which has no
 * letters, was an empty gap there, and a wallet's or token's initials lost the disc they sit on.
 */
export function gradientFill(seed: string): CSSProperties {
  return { background: avatarGradient(seed), forcedColorAdjust: 'none' }
}
