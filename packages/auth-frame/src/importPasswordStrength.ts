import type { PasswordStrength } from './passwordRule.js'

/**
 * Loads the strength rule's chunk (passwordStrength.ts). From the sources (unit tests, Node) it is this
 * dynamic import; the bundle build (build/buildFrameBundle.ts) replaces this module's text with a call of
 * `loadScriptChunk`, the chunk's file name and integrity written in, since the frame page's CSP runs
 * same-origin script files only. Call `loadPasswordStrength(ctx)`, which keeps the one load of a frame.
 */
export function importPasswordStrength(): Promise<PasswordStrength> {
  return import('./passwordStrength.js')
}
