/**
 * The theme contract: one typed object per mode, turned into CSS custom properties by
 * `themeToCssVars`. Every colour, size and layer the CSS uses comes from here.
 */
export interface Theme {
  colors: {
    /** Buttons, links, focus ring, spinner. */
    accent: string
    /** Text on the accent colour. */
    accentForeground: string
    /** The card background. */
    background: string
    /** Rows, tags, inputs inside the card. */
    surface: string
    surfaceHover: string
    foreground: string
    foregroundMuted: string
    border: string
    /** The backdrop behind the dialog. */
    overlay: string
    error: string
    errorSurface: string
    success: string
    warning: string
    warningSurface: string
  }
  fontFamily: string
  /** Base unit for font sizes (spec: 10px). */
  fontSizeMaster: string
  /** Base unit for radii (spec: 4px). */
  borderRadiusMaster: string
  zIndex: number
}

/** CSS custom property names the theme produces. */
export type ThemeCssVars = Record<`--foyer-${string}`, string>
