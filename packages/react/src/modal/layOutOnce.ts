import { whenIdle } from '../utils/whenIdle.js'

/**
 * Lays `content` out once in a shadow root styled by `adopt` (which adopts a sheet and returns the
 * undo), out of sight, then removes it and calls `done`: the browser builds the sheet's rule set,
 * matches its fonts and shapes their glyphs then rather than on the first open (prerenderDialog). The
 * host is hidden, off screen, inert to the pointer and to assistive technology, and in the page from one
 * idle callback to the next; the function returned removes it at once (the modal opening meanwhile).
 * Nothing without `adopt`: only where sheets are adoptable (the `<style>` path would need the page's
 * nonce).
 *
 * In two tasks (issue #32: no task of Foyer's over 50 ms at idle): this one computes the styles (the
 * rule set's matching), the next idle callback the layout (or the frame that the insertion asked for,
 * when it comes first). In one task the two took 34 to 80 ms traced on this kind of machine, about two
 * fifths styles and three fifths layout.
 *
 * @example
 * const remove = layOutOnce(copy, (root) => adoptShadowStyle(root, css), () => console.log('warm'))
 */
export function layOutOnce(
  content: Element,
  adopt: ((root: ShadowRoot) => () => void) | undefined,
  done: () => void,
): () => void {
  if (!adopt || !document.body) {
    done()
    return () => undefined
  }
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
  const drop = adopt(root)
  root.append(content)
  document.body.append(host)
  let removed = false
  const remove = () => {
    if (removed) return
    removed = true
    host.remove()
    drop()
  }
  try {
    void getComputedStyle(content).color
  } catch (error) {
    remove()
    throw error
  }
  whenIdle(() => {
    try {
      if (!removed) void host.offsetHeight
    } finally {
      remove()
      done()
    }
  })
  return remove
}
