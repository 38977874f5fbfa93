import type { Foyer } from '@foyer/core'
import { useMemo } from 'react'
import { cssVarsToStyle } from './cssVarsToStyle.js'
import { resolveTheme } from './resolveTheme.js'
import { themeToCssVars } from './themeToCssVars.js'

/**
 * Attributes for a shadow host: the theme's custom properties as its `style` (they inherit into the
 * shadow tree; `all: initial` does not reset custom properties) and `data-theme` for the mode.
 */
export function useThemeHostAttributes(foyer: Foyer): Record<string, string> {
  const { themeMode, themeVariables } = foyer.options
  return useMemo(
    () => ({ style: themeHostStyle(themeMode, themeVariables), 'data-theme': themeMode }),
    [themeMode, themeVariables],
  )
}

/** The theme's custom properties as a shadow host's `style` text. */
export function themeHostStyle(
  themeMode: Foyer['options']['themeMode'],
  themeVariables: Foyer['options']['themeVariables'],
): string {
  return cssVarsToStyle(themeToCssVars(resolveTheme(themeMode, themeVariables)))
}
