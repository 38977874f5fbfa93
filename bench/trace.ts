// Chromium traces for the benches: start one on a CDP session, read its events (bench/openProfile,
// bench/openScriptShare).
import type { CDPSession } from 'playwright-core'

export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  /** Links a `Profile` event to its `ProfileChunk`s. */
  id?: string
  args?: TraceArgs
}

export interface ProfileNode {
  id: number
  /** The calling node's id (trace ProfileChunk nodes); none at the root. */
  parent?: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}

export interface TraceArgs {
  name?: string
  fileName?: string
  data?: {
    type?: string
    url?: string
    functionName?: string
    isMainFrame?: boolean
    isLoadingMainFrame?: boolean
    documentLoaderURL?: string
    startTime?: number
    cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
    timeDeltas?: number[]
  }
}

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
]

export const fileOf = (url: string | undefined) => {
  if (!url) return ''
  try {
    return new URL(url).pathname.split('/').pop() ?? url
  } catch {
    return url
  }
}

/** Starts a Chromium trace on `cdp`; `stop` ends it and resolves with its events. */
export async function startTrace(cdp: CDPSession): Promise<{ stop(): Promise<TraceEvent[]> }> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])))
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReportEvents',
  })
  return {
    async stop() {
      await cdp.send('Tracing.end')
      await done
      return events
    },
  }
}

/** Whether `inner` lies within `outer`'s span (trace µs). */
const within = (inner: TraceEvent, outer: TraceEvent) =>
  outer.ts <= inner.ts && outer.ts + (outer.dur ?? 0) >= inner.ts + (inner.dur ?? 0)

/**
 * The tasks that thread `pid`/`tid` ran for over `minMs`, overlapping `fromUs`–`toUs` (trace µs). Chromium
 * records a task twice, nested (RunTask in ThreadControllerImpl::RunTask): the outer one counts.
 */
export function threadTasks(
  events: TraceEvent[],
  { pid, tid }: { pid: number; tid: number },
  fromUs: number,
  toUs: number,
  minMs: number,
): TraceEvent[] {
  return events
    .filter(
      (e) =>
        e.pid === pid &&
        e.tid === tid &&
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        (e.dur ?? 0) > minMs * 1000 &&
        e.ts + (e.dur ?? 0) >= fromUs &&
        e.ts <= toUs,
    )
    .filter((e, _, all) => !all.some((o) => o !== e && within(e, o)))
}

/** Who started a stretch of JS in a task: the page's module script, a classic script, or a callback. */
export interface TaskEntry {
  /** `module script`, `script`, or the callback's occasion: `DOMContentLoaded listener`, `timer`… */
  kind: string
  /** The entry's file (URL); empty for the page's module script, which the trace does not name. */
  url: string
  functionName: string
  ms: number
  /**
   * Whether the page's code asked for this task (a timer, an idle callback, an animation frame, a message,
   * its own script), rather than listening to an event the browser dispatches anyway (the document's load,
   * DOMContentLoaded): that event's task is the browser's, and a listener's share of it is its own ms.
   */
  scheduled: boolean
}

/** Trace events that enter JS from the browser; a FunctionCall nested in another JS entry is a call within it. */
const jsEntries = new Set(['v8.evaluateModule', 'EvaluateScript', 'FunctionCall'])

/** The events around a FunctionCall that say why the browser called it. */
const occasions: Record<string, (e: TraceEvent) => string> = {
  EventDispatch: (e) => `${e.args?.data?.type ?? 'event'} listener`,
  TimerFire: () => 'timer',
  FireIdleCallback: () => 'idle callback',
  FireAnimationFrame: () => 'animation frame',
  'MessagePort::Accept': () => 'MessagePort message',
  RunMicrotasks: () => 'microtask',
}

/**
 * The outermost JS entries of `task` (one of `threadTasks`), longest first: where the browser handed the
 * task to a page's code (the host's module script that imports Foyer and calls createFoyer, Foyer's timer,
 * a listener…). bench/openScriptShare reads from them whose task it is.
 */
export function taskEntries(events: TraceEvent[], task: TraceEvent): TaskEntry[] {
  const inTask = events.filter(
    (e) => e.pid === task.pid && e.tid === task.tid && e.ph === 'X' && e !== task && within(e, task),
  )
  // Outer before inner (earlier start, then longer): an entry is outermost when none kept before holds it.
  const entries = inTask
    .filter((e) => jsEntries.has(e.name))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const outermost: TraceEvent[] = []
  for (const e of entries) if (!outermost.some((o) => within(e, o))) outermost.push(e)
  return outermost
    .map((e) => {
      const occasion = inTask
        .filter((o) => o.name in occasions && within(e, o))
        .sort((a, b) => (a.dur ?? 0) - (b.dur ?? 0))[0]
      const kind =
        e.name === 'v8.evaluateModule'
          ? 'module script'
          : e.name === 'EvaluateScript'
            ? 'script'
            : occasion
              ? (occasions[occasion.name] as (e: TraceEvent) => string)(occasion)
              : 'call'
      return {
        kind,
        url: e.args?.data?.url ?? '',
        functionName: e.args?.data?.functionName ?? '',
        ms: (e.dur ?? 0) / 1000,
        scheduled: occasion ? occasion.name !== 'EventDispatch' : e.name !== 'FunctionCall',
      }
    })
    .sort((a, b) => b.ms - a.ms)
}
