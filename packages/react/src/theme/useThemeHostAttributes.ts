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
  return useMemo(() => themeHostAttributes(themeMode, themeVariables), [themeMode, themeVariables])
}

/** What useThemeHostAttributes gives, outside React (the idle warm-up's copies of the modal's host). */
export function themeHostAttributes(
  themeMode: Foyer['options']['themeMode'],
  themeVariables: Foyer['options']['themeVariables'],
): Record<string, string> {
  return {
    style: cssVarsToStyle(themeToCssVars(resolveTheme(themeMode, themeVariables))),
    'data-theme': themeMode,
  }
}
