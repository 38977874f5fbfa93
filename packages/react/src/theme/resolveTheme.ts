import type { ThemeMode, ThemeVariables } from '@foyer/core'
import { darkTheme } from './darkTheme.js'
import { lightTheme } from './lightTheme.js'
import type { Theme } from './types.js'

/**
 * The theme for a mode with the host site's `themeVariables` applied on top.
 * `--foyer-color-mix` tints the background and surfaces by `--foyer-color-mix-strength` percent.
 *
 * @example
 * resolveTheme('dark', { '--foyer-accent': '#ff007a' }).colors.accent // '#ff007a'
 */
export function resolveTheme(mode: ThemeMode, variables: ThemeVariables = {}): Theme {
  const base = mode === 'dark' ? darkTheme : lightTheme
  const mix = variables['--foyer-color-mix']
  const strength = variables['--foyer-color-mix-strength'] ?? 0
  const tint = (color: string) =>
    mix && strength > 0 ? `color-mix(in srgb, ${mix} ${strength}%, ${color})` : color
  return {
    colors: {
      ...base.colors,
      accent: variables['--foyer-accent'] ?? base.colors.accent,
      background: tint(base.colors.background),
      surface: tint(base.colors.surface),
      surfaceHover: tint(base.colors.surfaceHover),
    },
    fontFamily: variables['--foyer-font-family'] ?? base.fontFamily,
    fontSizeMaster: variables['--foyer-font-size-master'] ?? base.fontSizeMaster,
    borderRadiusMaster: variables['--foyer-border-radius-master'] ?? base.borderRadiusMaster,
    zIndex: variables['--foyer-z-index'] ?? base.zIndex,
  }
}
