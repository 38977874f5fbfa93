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
    .filter(
      (e, _, all) => !all.some((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0)),
    )
}
