/** How long the prompt must have been fully in view before its answer buttons work. */
export const ARM_DELAY_MS = 500

export interface Arming {
  /** Whether a click now may answer the prompt. */
  armed(): boolean
  stop(): void
}

/**
 * Keeps a prompt's answer buttons disabled until the prompt has been in view, unobscured and untransformed,
 * for `ARM_DELAY_MS`: a page that shows the frame transparently, covers it or slides it under the pointer
 * (clickjacking) gets no click through. Where the browser reports real visibility (Intersection Observer
 * v2's `isVisible`, Chromium), that is what counts; elsewhere the frame's document being visible does, and
 * the delay alone stops a click that was aimed before the prompt appeared.
 */
export function armWhenVisible(
  window: Window & typeof globalThis,
  target: Element,
  onChange: (armed: boolean) => void,
  delayMs = ARM_DELAY_MS,
): Arming {
  let visible = false
  let armed = false
  let timer: number | undefined
  const set = (next: boolean) => {
    if (armed === next) return
    armed = next
    onChange(next)
  }
  const update = (next: boolean) => {
    visible = next
    if (timer !== undefined) window.clearTimeout(timer)
    timer = undefined
    if (!next) return set(false)
    timer = window.setTimeout(() => set(visible), delayMs)
  }
  const Observer = window.IntersectionObserver
  const tracksVisibility =
    typeof Observer === 'function' &&
    typeof window.IntersectionObserverEntry === 'function' &&
    'isVisible' in window.IntersectionObserverEntry.prototype
  let observer: IntersectionObserver | undefined
  const onVisibility = () => update(window.document.visibilityState === 'visible')
  if (tracksVisibility) {
    observer = new Observer(
      (entries: IntersectionObserverEntry[]) => {
        const entry = entries[entries.length - 1] as IntersectionObserverEntry & { isVisible?: boolean }
        update(entry.isVisible === true)
      },
      { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    )
    observer?.observe(target)
  } else {
    window.document.addEventListener('visibilitychange', onVisibility)
    onVisibility()
  }
  return {
    armed: () => armed && visible,
    stop() {
      if (timer !== undefined) window.clearTimeout(timer)
      observer?.disconnect()
      window.document.removeEventListener('visibilitychange', onVisibility)
    },
  }
}
