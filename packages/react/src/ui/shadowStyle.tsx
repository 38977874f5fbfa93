import { createContext, useContext, useLayoutEffect } from 'react'
import { FoyerContext } from '../FoyerContext.js'

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

/** How many holders (mounted ShadowStyles, a prerendered dialog) each root's adopted sheets have. */
const holders = new WeakMap<ShadowRoot, Map<CSSStyleSheet, number>>()

/**
 * Adopts `css`'s shared sheet into `root` (where sheets are adoptable: `adoptable`); returns the undo.
 * The sheet stays adopted while any holder of it in that root remains: two views that share a feature's
 * styles (the Swap form and its token list, the QR code in WalletConnect and Receive) can mount and unmount
 * in either order.
 *
 * @example
 * const drop = adoptShadowStyle(root, css)
 */
export function adoptShadowStyle(root: ShadowRoot, css: string): () => void {
  const adopted = sheetOf(css)
  let counts = holders.get(root)
  if (!counts) {
    counts = new Map()
    holders.set(root, counts)
  }
  counts.set(adopted, (counts.get(adopted) ?? 0) + 1)
  if (!root.adoptedStyleSheets.includes(adopted))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted]
  let dropped = false
  return () => {
    if (dropped) return
    dropped = true
    const left = (counts.get(adopted) ?? 1) - 1
    if (left > 0) {
      counts.set(adopted, left)
      return
    }
    counts.delete(adopted)
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
  // A primitive rendered outside a FoyerProvider (a QR code alone) has no nonce option to carry.
  const nonce = useContext(FoyerContext)?.options.nonce
  useLayoutEffect(() => (adoptable && target ? adoptShadowStyle(target, css) : undefined), [target, css])
  return adoptable ? null : <style nonce={nonce}>{css}</style>
}
