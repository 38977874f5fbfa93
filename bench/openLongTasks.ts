// bench/open's long tasks: PerformanceObservers for 'longtask' and, where Chromium has it,
// 'long-animation-frame', registered by an init script before any of the page's scripts run, and the
// summary of what they saw on load (before the load event) and at idle (the 3 s after it).

/**
 * The init script (context.addInitScript): observes long tasks and long animation frames in the top
 * frame and keeps them in `window.__benchLong`; each long animation frame keeps its three longest
 * scripts (file, invoker, ms) so that a long one can be told apart as Foyer's, React's or the page's.
 * It also raises the Resource Timing buffer, which bench/open reads after the first open.
 */
export const longTaskInitScript = `(() => {
  if (window.top !== window) return
  try { performance.setResourceTimingBufferSize(2000) } catch {}
  const store = { longtask: [], loaf: [], observers: [], supported: PerformanceObserver.supportedEntryTypes || [] }
  window.__benchLong = store
  const keep = (entry) => {
    if (entry.entryType === 'longtask') {
      store.longtask.push({ start: entry.startTime, duration: entry.duration })
    } else {
      const scripts = [...(entry.scripts || [])]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map((s) => ({ url: s.sourceURL, fn: s.sourceFunctionName, invoker: s.invoker, type: s.invokerType, duration: s.duration }))
      store.loaf.push({ start: entry.startTime, duration: entry.duration, blocking: entry.blockingDuration, scripts })
    }
  }
  store.keep = keep
  for (const type of ['longtask', 'long-animation-frame']) {
    if (!store.supported.includes(type)) continue
    const observer = new PerformanceObserver((list) => list.getEntries().forEach(keep))
    observer.observe({ type, buffered: true })
    store.observers.push(observer)
  }
})()`

/** Everything observed so far, with the page's load event time and clock (ms on the page's clock). */
export const collectLongTasks = `(() => {
  const store = window.__benchLong
  if (!store) throw new Error('the long-task observers were not installed')
  for (const observer of store.observers) observer.takeRecords().forEach(store.keep)
  const nav = performance.getEntriesByType('navigation')[0]
  return {
    loadEnd: nav ? nav.loadEventEnd : 0,
    now: performance.now(),
    supported: store.supported.filter((t) => t === 'longtask' || t === 'long-animation-frame'),
    longtask: store.longtask,
    loaf: store.loaf,
  }
})()`

export interface LoafScript {
  url: string
  fn: string
  invoker: string
  type: string
  duration: number
}

export interface LongTasks {
  loadEnd: number
  now: number
  supported: string[]
  longtask: { start: number; duration: number }[]
  loaf: { start: number; duration: number; blocking: number; scripts: LoafScript[] }[]
}

export const idleWindowMs = 3000

/** Foyer's page chunk in a Vite build with `foyerChunks` (its group is named `foyer`); a URL or a path. */
export const isFoyerChunk = (url: string): boolean => /\/assets\/foyer-[\w-]+\.js$/.test(url)
export const longMs = 50

export type Phase = 'load' | 'idle'

/** Load: what started before the load event ended; idle: what started in the 3 s after it. */
export function phaseOf(start: number, loadEnd: number): Phase | undefined {
  if (start < loadEnd) return 'load'
  if (start < loadEnd + idleWindowMs) return 'idle'
  return undefined
}

/** One page load's long tasks and long animation frames (over 50 ms) in one phase. */
export interface PhaseSummary {
  tasks: number
  longestTask: number
  frames: number
  longestFrame: number
  longestBlocking: number
}

export function summarize(seen: LongTasks, phase: Phase): PhaseSummary {
  const tasks = seen.longtask.filter((t) => phaseOf(t.start, seen.loadEnd) === phase)
  const frames = seen.loaf.filter((f) => f.duration > longMs && phaseOf(f.start, seen.loadEnd) === phase)
  return {
    tasks: tasks.length,
    longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
    frames: frames.length,
    longestFrame: Math.max(0, ...frames.map((f) => f.duration)),
    longestBlocking: Math.max(0, ...frames.map((f) => f.blocking)),
  }
}

/** A long animation frame's longest script: file name (no host), invoker and its own ms. */
export function topScript(frame: LongTasks['loaf'][number]): { file: string; invoker: string; ms: number } {
  const script = frame.scripts[0]
  if (!script) return { file: '(no script over 5 ms: style, layout, paint)', invoker: '', ms: 0 }
  let file = script.url
  try {
    file = new URL(script.url).pathname
  } catch {
    file = script.url || '(unknown)'
  }
  const invoker = `${script.type}${script.invoker ? `: ${script.invoker}` : ''}`.slice(0, 70)
  return { file, invoker, ms: script.duration }
}
