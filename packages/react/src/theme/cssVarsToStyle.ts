import type { ThemeCssVars } from './types.js'

/** Serialises custom properties into a `style` attribute value. */
export function cssVarsToStyle(vars: ThemeCssVars): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ')
}
