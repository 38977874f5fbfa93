import type { Theme, ThemeCssVars } from './types.js'

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * Turns a theme into CSS custom properties: colours become `--foyer-color-<name>`, and the public
 * theme variables keep their documented names (`--foyer-accent`, `--foyer-font-size-master`,
 * `--foyer-border-radius-master`, `--foyer-font-family`, `--foyer-z-index`).
 *
 * @example
 * themeToCssVars(lightTheme)['--foyer-border-radius-master'] // '4px'
 */
export function themeToCssVars(theme: Theme): ThemeCssVars {
  const vars: ThemeCssVars = {}
  for (const [name, value] of Object.entries(theme.colors)) vars[`--foyer-color-${kebab(name)}`] = value
  vars['--foyer-accent'] = theme.colors.accent
  vars['--foyer-font-family'] = theme.fontFamily
  vars['--foyer-font-size-master'] = theme.fontSizeMaster
  vars['--foyer-border-radius-master'] = theme.borderRadiusMaster
  vars['--foyer-z-index'] = String(theme.zIndex)
  return vars
}
