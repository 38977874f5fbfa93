import { expect, test } from 'vitest'
import { darkTheme } from './darkTheme.js'
import { lightTheme } from './lightTheme.js'
import { resolveTheme } from './resolveTheme.js'
import { themeToCssVars } from './themeToCssVars.js'

test('default', () => {
  expect(resolveTheme('light')).toEqual(lightTheme)
  expect(resolveTheme('dark')).toEqual(darkTheme)
})

test('behavior: spec defaults', () => {
  const theme = resolveTheme('light')
  expect(theme.fontSizeMaster).toBe('10px')
  expect(theme.borderRadiusMaster).toBe('4px')
  expect(theme.zIndex).toBe(999)
})

test('parameters: themeVariables', () => {
  const theme = resolveTheme('dark', {
    '--foyer-accent': '#ff007a',
    '--foyer-font-family': 'Inter, sans-serif',
    '--foyer-font-size-master': '11px',
    '--foyer-border-radius-master': '2px',
    '--foyer-z-index': 10000,
  })
  expect(theme).toMatchObject({
    colors: { accent: '#ff007a', background: darkTheme.colors.background },
    fontFamily: 'Inter, sans-serif',
    fontSizeMaster: '11px',
    borderRadiusMaster: '2px',
    zIndex: 10000,
  })
})

test('parameters: --foyer-color-mix tints the surfaces', () => {
  const theme = resolveTheme('light', { '--foyer-color-mix': '#00ff00', '--foyer-color-mix-strength': 20 })
  expect(theme.colors.background).toBe('color-mix(in srgb, #00ff00 20%, #ffffff)')
  expect(theme.colors.foreground).toBe(lightTheme.colors.foreground)
  expect(resolveTheme('light', { '--foyer-color-mix': '#00ff00' }).colors.background).toBe('#ffffff')
})

test('behavior: themeToCssVars', () => {
  expect(themeToCssVars(lightTheme)).toMatchInlineSnapshot(`
    {
      "--foyer-accent": "#2563eb",
      "--foyer-border-radius-master": "4px",
      "--foyer-color-accent": "#2563eb",
      "--foyer-color-accent-foreground": "#ffffff",
      "--foyer-color-background": "#ffffff",
      "--foyer-color-border": "#e2e6ea",
      "--foyer-color-error": "#c92a2a",
      "--foyer-color-error-surface": "#fdecec",
      "--foyer-color-foreground": "#141a1f",
      "--foyer-color-foreground-muted": "#5b6670",
      "--foyer-color-overlay": "rgba(10, 14, 18, 0.45)",
      "--foyer-color-success": "#1e7d3a",
      "--foyer-color-surface": "#f1f3f5",
      "--foyer-color-surface-hover": "#e6e9ed",
      "--foyer-color-warning": "#8a5a00",
      "--foyer-color-warning-surface": "#fff4d6",
      "--foyer-font-family": "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Ubuntu, 'Helvetica Neue', Arial, sans-serif",
      "--foyer-font-size-master": "10px",
      "--foyer-z-index": "999",
    }
  `)
})
