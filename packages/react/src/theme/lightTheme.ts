import type { Theme } from './types.js'

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Ubuntu, 'Helvetica Neue', Arial, sans-serif"

/** The light theme (the default mode). */
export const lightTheme: Theme = {
  colors: {
    accent: '#2563eb',
    accentForeground: '#ffffff',
    background: '#ffffff',
    surface: '#f1f3f5',
    surfaceHover: '#e6e9ed',
    foreground: '#141a1f',
    foregroundMuted: '#5b6670',
    border: '#e2e6ea',
    overlay: 'rgba(10, 14, 18, 0.45)',
    error: '#c92a2a',
    errorSurface: '#fdecec',
    success: '#1e7d3a',
    warning: '#8a5a00',
    warningSurface: '#fff4d6',
  },
  fontFamily,
  fontSizeMaster: '10px',
  borderRadiusMaster: '4px',
  zIndex: 999,
}
