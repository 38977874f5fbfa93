import type { Foyer } from '@foyer/core'
import { activeLocale, localeDirection } from '@foyer/core/messages'
import { Activity } from 'react'
import { createRoot } from 'react-dom/client'
import { FoyerContext } from '../FoyerContext.js'
import { modalStyles } from '../theme/styles.js'
import { themeHostAttributes } from '../theme/useThemeHostAttributes.js'
import { adoptable, adoptShadowStyle } from '../ui/shadowStyle.js'
import { whenIdle, whenIdleInTurn } from '../utils/whenIdle.js'
import { Dialog } from './Dialog.js'

/**
 * Renders the dialog once before the first open, hidden and out of the page, lays a copy of it out
 * with the modal's styles, then drops both (issue #32). A second open took 18-33 ms against 60-119 for
 * the first: the first ran each view function, hook and React path of the modal for the first time
 * (V8 compiled each then), and the browser built the style sheet's rules and shaped its fonts.
 *
 * Nothing of it reaches the visitor: a hidden `<Activity>` renders its children at React's lowest
 * priority, in slices of a few ms, and mounts none of their effects (no store subscription, no request,
 * no focus move); its container belongs to a document of its own with no window, where an `<img>`
 * fetches nothing. The layout is done in pieces (layoutPieces), in idle callbacks. Needs React 19.2's
 * `Activity`: on React 18 it does nothing, nor while the modal is open. `done` is called at the end,
 * whatever happened (a step that throws is reported as the page's uncaught error).
 *
 * @example
 * prerenderDialog(foyer, () => console.log('the first open will find the dialog warm'))
 */
export function prerenderDialog(foyer: Foyer, done: () => void = () => undefined): void {
  // An open modal has run its code already, and a view mid-flow is not rendered a second time.
  const open = foyer.stores.modal.getState().open
  if (typeof Activity === 'undefined' || typeof document === 'undefined' || open) {
    done()
    return
  }
  const inert = document.implementation.createHTMLDocument('')
  const container = inert.createElement('div')
  inert.body.append(container)
  // A view that fails here fails again, visibly, on the open: nothing to report twice.
  const root = createRoot(container, { onUncaughtError: () => undefined, onCaughtError: () => undefined })
  let through = false
  const onThrough = () => {
    if (through) return
    through = true
    // In idle callbacks of their own: the style sheet's rules (on an empty root), the dialog's layout
    // in pieces (as many to a callback as its idle period allows), React's unmount. The rules and the
    // whole layout in one made tasks of up to 60 ms on this kind of machine, the layout alone 16 to 57
    // (issue #32: no task of Foyer's over 50 ms at idle). The pieces are cut in the first callback, once
    // React has committed the dialog (this is called while it renders).
    const stopped = () => foyer.services.destroyed
    const host = modalHost(foyer)
    const unmount = () =>
      whenIdle(() => {
        root.unmount()
        done()
      })
    const layOut = () => {
      let pieces: Element[] = []
      try {
        pieces = layoutPieces(warmCopy(container))
      } finally {
        whenIdleInTurn(
          pieces.map((piece) => () => warmLayout(foyer, piece, host)),
          { done: unmount, stopped, synchronous: true },
        )
      }
    }
    whenIdleInTurn([() => warmStyleRules(foyer, host)], { done: layOut, stopped })
  }
  root.render(
    <FoyerContext.Provider value={foyer}>
      <Activity mode="hidden">
        <Dialog embedded={false} />
        <Through onThrough={onThrough} />
      </Activity>
    </FoyerContext.Provider>,
  )
}

/** Rendered after the dialog: React reaches it once the dialog's render is through. */
function Through({ onThrough }: { onThrough: () => void }) {
  onThrough()
  return null
}

/**
 * A copy of the prerendered dialog to lay out: made in the prerender's own document, its images without
 * `src` (no image is fetched once it enters the page), the hidden `<Activity>`'s `display: none` taken
 * off its top elements.
 */
function warmCopy(prerendered: Element): Element {
  const copy = prerendered.cloneNode(true) as Element
  for (const image of copy.querySelectorAll('img')) image.removeAttribute('src')
  for (const child of copy.children) if (child instanceof HTMLElement) child.style.removeProperty('display')
  return copy
}

/** How many elements one piece of the warm-up's layout holds at most (layoutPieces). */
const elementsPerPiece = 20

/**
 * Cuts `dialog` (a container of the dialog's top elements) into pieces that together hold each of its
 * elements once, to lay out one per idle callback: runs of sibling elements of up to `budget` elements
 * with all they contain, each inside bare copies of its ancestors below `dialog` (their attributes, none
 * of their other children), so that the elements match the rules they match in the dialog. An element
 * with more than `budget` is cut in turn (its own text, not in any piece, is left out). On this kind of
 * machine the whole Connect view laid out in 16 to 57 ms in one task; its first 49 elements alone took
 * 17 to 40 and 20 of them under 10. Takes the elements out of `dialog`.
 *
 * @example
 * for (const piece of layoutPieces(warmCopy(container))) whenIdle(() => warmLayout(foyer, piece))
 */
export function layoutPieces(dialog: Element, budget = elementsPerPiece): Element[] {
  const pieces: Element[] = []
  const cut = (node: Element, ancestors: Element[]) => {
    const chain = [...ancestors, node]
    let run: Element[] = []
    let size = 0
    const close = () => {
      if (run.length > 0) pieces.push(inBareCopies(chain, run))
      run = []
      size = 0
    }
    for (const child of [...node.children]) {
      const own = child.getElementsByTagName('*').length + 1
      if (own > budget) {
        close()
        cut(child, chain)
        continue
      }
      if (size + own > budget) close()
      run.push(child)
      size += own
    }
    close()
  }
  cut(dialog, [])
  return pieces
}

/** `elements`, moved into bare copies of `chain` (outermost first) nested in one another. */
function inBareCopies(chain: Element[], elements: Element[]): Element {
  const copies = chain.map((element) => element.cloneNode(false) as Element)
  copies.reduce((outer, inner) => {
    outer.append(inner)
    return inner
  })
  copies[copies.length - 1]?.append(...elements)
  return copies[0] as Element
}

/** Lays `piece` (a container, as layoutPieces makes them) out once in a root like the modal's. */
function warmLayout(foyer: Foyer, piece: Element, host: Record<string, string>): void {
  const root = modalRoot(foyer)
  root.append(...piece.childNodes)
  layOutOnce(modalStyles, root, host)
}

/** The modal's style sheet matched once against its empty root: the browser builds the sheet's rule set. */
function warmStyleRules(foyer: Foyer, host: Record<string, string>): void {
  layOutOnce(modalStyles, modalRoot(foyer), host)
}

/**
 * The attributes of the modal's host (Modal, ShadowHost): the theme's custom properties, the language
 * and its direction. The copies inherit their fonts and sizes from them (`font-family:
 * var(--foyer-font-family)`); without them the warm-up laid the dialog out in the page's font, and the
 * first open still matched and shaped the modal's own: its first layout took 4.4 to 4.9 ms of the click,
 * 0.8 to 1.5 with them (issue #32).
 */
function modalHost(foyer: Foyer): Record<string, string> {
  const locale = activeLocale()
  const { themeMode, themeVariables } = foyer.options
  return { ...themeHostAttributes(themeMode, themeVariables), lang: locale, dir: localeDirection(locale) }
}

/** An element like the modal's root (`Modal`), for the warm-up's copies. */
function modalRoot(foyer: Foyer): HTMLElement {
  const root = document.createElement('div')
  root.className = 'root'
  root.setAttribute('data-foyer-root', '')
  root.setAttribute('data-theme', foyer.options.themeMode)
  return root
}

/**
 * Lays `content` out once in a shadow root styled with `css`, under a host like the modal's, out of
 * sight, then removes it: the browser builds the sheet's rule set, matches its fonts and shapes their
 * glyphs then rather than on the first open. The host is hidden, off screen, inert to the pointer and
 * to assistive technology, and in the page for one task. Only where sheets are adoptable (the `<style>`
 * path would need the page's nonce).
 */
function layOutOnce(css: string, content: Node, attributes: Record<string, string>): void {
  if (!adoptable || !document.body) return
  const host = document.createElement('foyer-warm-up')
  // `style` through the CSSOM, as ShadowHost sets it (a strict CSP refuses it as markup).
  for (const [name, value] of Object.entries(attributes))
    if (name === 'style') host.style.cssText = value
    else host.setAttribute(name, value)
  host.setAttribute('aria-hidden', 'true')
  host.inert = true
  const hidden: Array<[string, string]> = [
    ['position', 'fixed'],
    ['top', '0'],
    ['left', '-10000px'],
    ['width', '400px'],
    ['visibility', 'hidden'],
    ['pointer-events', 'none'],
  ]
  for (const [property, value] of hidden) host.style.setProperty(property, value)
  const root = host.attachShadow({ mode: 'open' })
  const drop = adoptShadowStyle(root, css)
  root.append(content)
  document.body.append(host)
  try {
    void host.offsetHeight
  } finally {
    host.remove()
    drop()
  }
}
