import { createContext, useContext, useLayoutEffect } from 'react'
import { useFoyerInstance } from '../hooks/useFoyerInstance.js'

/** The shadow root that a `ShadowHost` renders into, for the styles of what renders inside it. */
export const ShadowRootContext = createContext<ShadowRoot | null>(null)

/**
 * Whether the browser adopts constructed style sheets into shadow roots. They are not inline styles, so
 * a strict Content-Security-Policy (`style-src` without 'unsafe-inline') allows them without a nonce.
 */
export const adoptable =
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype

/** One constructed sheet per CSS text, shared by every root that adopts it. */
const sheets = new Map<string, CSSStyleSheet>()

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

/**
 * Parses `css` into its shared sheet ahead of the first root that adopts it (the modal's, at idle), so
 * that the first open does not parse it; nothing where sheets are not adoptable (the `<style>` path).
 */
export function prepareShadowStyle(css: string): void {
  if (adoptable) sheetOf(css)
}

/**
 * Adopts `css`'s shared sheet into `root` (where sheets are adoptable: `adoptable`); returns the undo.
 *
 * @example
 * const drop = adoptShadowStyle(root, css)
 */
export function adoptShadowStyle(root: ShadowRoot, css: string): () => void {
  const adopted = sheetOf(css)
  if (!root.adoptedStyleSheets.includes(adopted))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted]
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((item) => item !== adopted)
  }
}

/**
 * Styles `css` into the enclosing `ShadowHost`'s shadow root: a constructed, adopted sheet where
 * the browser has them, else a `<style>` carrying the host's `nonce` option (for a strict CSP).
 *
 * @example
 * <ShadowStyle css={accountStyles} />
 */
export function ShadowStyle({ css }: { css: string }) {
  const target = useContext(ShadowRootContext)
  const { nonce } = useFoyerInstance().options
  useLayoutEffect(() => (adoptable && target ? adoptShadowStyle(target, css) : undefined), [target, css])
  return adoptable ? null : <style nonce={nonce}>{css}</style>
}
