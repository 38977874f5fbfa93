// What bench/open runs inside the pages it measures. Plain JS text (not TS functions) so that the TS
// loader's helpers do not leak into the page.

/** Page-side `deepFind(node, test)`: the first element that passes, through shadow roots (Foyer's modal lives in one). */
export const deepFindSource = `
  const deepFind = (node, test) => {
    for (const el of node.querySelectorAll('*')) {
      if (test(el)) return el
      if (el.shadowRoot) {
        const found = deepFind(el.shadowRoot, test)
        if (found) return found
      }
    }
    return undefined
  }
`

/** Finds the connect button and the open modal, through shadow roots. */
const prelude = `
  ${deepFindSource}
  const connectButton = () => {
    const button = deepFind(document, (el) => el.tagName === 'BUTTON' && el.textContent.trim() === 'Connect Wallet')
    if (!button) throw new Error('connect button not found')
    return button
  }
`

/**
 * Arms the open timer. The first input event that reaches the window (capturing, so before any of the
 * page's own listeners: pointerover/mouseover when a press or a tap lands where the pointer was not,
 * pointerdown, touchstart, mousedown, or keydown) starts it at the event's own timeStamp (the moment
 * Chromium took the input, on the page's performance.now() clock), so that time the input spent waiting
 * for a busy main thread counts; `inputDelay` is that wait (timeStamp → performance.now() in the
 * listener). From then on each animation frame checks for the modal (aria-modal=true) with a laid-out
 * 'Foyer Dev Wallet' row, and `window.__benchOpen` resolves with the time from the input to that frame.
 */
export const armOpenTimer = `(() => {
  ${prelude}
  window.__benchOpen = new Promise((resolve, reject) => {
    const kinds = ['pointerover', 'mouseover', 'pointerdown', 'touchstart', 'mousedown', 'keydown']
    let started
    const onInput = (event) => {
      if (started !== undefined) return
      const now = performance.now()
      const stamp = event.timeStamp
      started = stamp > 0 && stamp <= now && now - stamp < 5000 ? stamp : now
      for (const kind of kinds) window.removeEventListener(kind, onInput, true)
      const input = { type: event.type, at: started, inputDelay: now - started }
      const check = () => {
        const now = performance.now()
        const dialog = deepFind(document, (el) => el.getAttribute('aria-modal') === 'true')
        const item = dialog && [...dialog.querySelectorAll('button')].find((b) => b.textContent.includes('Foyer Dev Wallet'))
        if (item && item.getBoundingClientRect().height > 0) resolve({ ms: now - started, input, visibleAt: now })
        else if (now - started > 10000) reject(new Error('wallet list never appeared'))
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    }
    for (const kind of kinds) window.addEventListener(kind, onInput, true)
  })
  return true
})()`

/** What `window.__benchOpen` resolves with. */
export interface OpenResult {
  /** Input → wallet list visible (ms). */
  ms: number
  /** The first input event, its timeStamp (page clock) and how long it waited for the main thread (ms). */
  input: { type: string; at: number; inputDelay: number }
  visibleAt: number
}

/** The connect button's centre in the viewport (CSS pixels). */
export const buttonCentre = `(() => {
  ${prelude}
  const rect = connectButton().getBoundingClientRect()
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }
})()`

/** Focuses the connect button from script, as a keyboard user's Tab would, without a pointer. */
export const focusButton = `(() => {
  ${prelude}
  const button = connectButton()
  button.focus()
  let active = document.activeElement
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement
  if (active !== button) throw new Error('the connect button did not take the focus')
  return true
})()`

/** The page's load event and every resource it fetched so far (Resource Timing, page clock). */
export const resourceSnapshot = `(() => {
  const nav = performance.getEntriesByType('navigation')[0]
  return {
    loadStart: nav ? nav.loadEventStart : 0,
    resources: performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, type: e.initiatorType })),
  }
})()`

export interface ResourceSnapshot {
  loadStart: number
  resources: { name: string; start: number; type: string }[]
}

/**
 * Resolves once the page's main thread has had three idle periods of the full length in a row (the
 * browser grants an idle callback up to 50 ms when nothing else is queued) and no resource finished
 * loading across them; resolves with performance.now(). What the page scheduled for its idle time
 * (Foyer's prefetch of the modal, one step per idle callback) runs before such a stretch can pass.
 */
export const mainThreadIdle = `new Promise((resolve) => {
  let quiet = 0
  let finished = performance.getEntriesByType('resource').length
  const tick = (deadline) => {
    const now = performance.getEntriesByType('resource').length
    quiet = deadline.timeRemaining() >= 45 && now === finished ? quiet + 1 : 0
    finished = now
    if (quiet >= 3) resolve(performance.now())
    else requestIdleCallback(tick)
  }
  requestIdleCallback(tick)
})`
