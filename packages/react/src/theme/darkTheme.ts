import { fontFamily } from './lightTheme.js'
import type { Theme } from './types.js'

/** The dark theme. */
export const darkTheme: Theme = {
  colors: {
    accent: '#5b8def',
    // Dark text: white on this lighter accent is only 3.2:1 (WCAG AA needs 4.5:1).
    accentForeground: '#0b1220',
    background: '#16191d',
    surface: '#22262b',
    surfaceHover: '#2c3137',
    foreground: '#eef1f4',
    foregroundMuted: '#9aa4ae',
    border: '#2c3137',
    overlay: 'rgba(0, 0, 0, 0.6)',
    error: '#ff8787',
    errorSurface: '#3a1f22',
    success: '#69db7c',
    warning: '#ffd43b',
    warningSurface: '#3a3219',
  },
  fontFamily,
  fontSizeMaster: '10px',
  borderRadiusMaster: '4px',
  zIndex: 999,
}
