import type { Foyer } from '@foyer/core'
import { Activity } from 'react'
import { createRoot } from 'react-dom/client'
import { FoyerContext } from '../FoyerContext.js'
import { modalStyles } from '../theme/styles.js'
import { adoptable, adoptShadowStyle } from '../ui/shadowStyle.js'
import { whenIdle } from '../utils/whenIdle.js'
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
 * fetches nothing. The layout is warmDialogLayout's (one idle callback). Needs React 19.2's `Activity`:
 * on React 18 it does nothing, nor while the modal is open. `done` is called at the end, whatever
 * happened.
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
    // Two idle callbacks: the style sheet's rules first (on an empty root), then the dialog's layout;
    // in one they made a task of up to 60 ms on this kind of machine (issue #32).
    whenIdle(() => {
      try {
        warmStyleRules(foyer)
      } finally {
        whenIdle(() => {
          try {
            warmDialogLayout(foyer, container)
          } finally {
            root.unmount()
            done()
          }
        })
      }
    })
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
 * Lays a copy of the prerendered dialog out once, out of sight, with the modal's styles (layOutOnce).
 * The copy is made in the prerender's own document and its images lose their `src` before it enters
 * the page, so no image is fetched; the hidden `<Activity>`'s `display: none` is taken off its top
 * elements.
 */
function warmDialogLayout(foyer: Foyer, prerendered: Element): void {
  const copy = prerendered.cloneNode(true) as Element
  for (const image of copy.querySelectorAll('img')) image.removeAttribute('src')
  for (const child of copy.children) if (child instanceof HTMLElement) child.style.removeProperty('display')
  const root = modalRoot(foyer)
  root.append(...copy.childNodes)
  layOutOnce(modalStyles, root)
}

/** The modal's style sheet matched once against its empty root: the browser builds the sheet's rule set. */
function warmStyleRules(foyer: Foyer): void {
  layOutOnce(modalStyles, modalRoot(foyer))
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
 * Lays `content` out once in a shadow root styled with `css`, out of sight, then removes it: the browser
 * builds the sheet's rule set, matches its fonts and shapes their glyphs then rather than on the first
 * open. The host is hidden, off screen, inert to the pointer and to assistive technology, and in the
 * page for one task. Only where sheets are adoptable (the `<style>` path would need the page's nonce).
 */
function layOutOnce(css: string, content: Node): void {
  if (!adoptable || !document.body) return
  const host = document.createElement('foyer-warm-up')
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
