// bench/open's Foyer share of the main thread on page load, attributed rather than subtracted. CDP's
// ScriptDuration of a page with Foyer minus that of React alone moved from 12 to 71 ms between runs of
// 12 loads on this 2-core machine, with the page's Foyer code unchanged (the two pages' own noise, tens
// of ms each, does not cancel out). Here a Chromium trace of a fresh load is read from the navigation
// to the load event's end on the page's main thread: Foyer's share is the time of every V8 CPU-profile
// sample whose stack holds a frame of one of Foyer's chunks (by default the page's `foyer-*.js`, the
// chunk `foyerChunks` keeps Foyer's page code in), and the compile of those chunks. Not in it: React's
// own work between its calls of Foyer's components (a stack of React frames alone) and the garbage
// collection of what Foyer allocated; the subtraction above still counts those.
import type { Browser } from 'playwright-core'
import { printTable } from './measureChunks.js'
import { isFoyerChunk, longMs } from './openLongTasks.js'
import { median } from './openReport.js'
import { fileOf, type ProfileNode, startTrace, type TraceEvent, taskEntries, threadTasks } from './trace.js'

export interface ScriptShare {
  /** Samples with a Foyer frame on the stack (ms). */
  sampled: number
  /** Compile events of Foyer's chunks on the main thread, outside the samples' JS (ms). */
  compile: number
  /**
   * Compile events of Foyer's chunks on the page's other threads (ms): the streaming compile, which
   * V8's compile hint on Foyer's page chunk (@foyer/react/vite) makes a full one. Not in the share.
   */
  background: number
  /** Every sample of JS (ms), whoever's: the page's script time as the profile saw it. */
  allJs: number
  /** Navigation to the load event's end (ms). */
  loadMs: number
  /** The median interval between samples (µs). */
  intervalUs: number
  /** The Foyer chunks the page ran (file names). */
  files: string[]
  /**
   * The main thread's tasks over 50 ms in the load, each with the ms of Foyer's samples in it and its
   * longest JS entry (trace.ts's taskEntries). `own`: a task of Foyer's, one Foyer asked for (its timer,
   * idle callback, message or script is the longest entry) or one its listeners alone made long.
   * Otherwise the task is the host's or the browser's, with Foyer's code running in it.
   */
  longTasks: { ms: number; foyer: number; entry: string; own: boolean }[]
}

/** Loads `url` in a fresh context with a trace running and reads Foyer's share of its load. */
export async function scriptShareOnLoad(
  browser: Browser,
  url: string,
  isFoyer: (url: string) => boolean = isFoyerChunk,
): Promise<ScriptShare> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const trace = await startTrace(await context.newCDPSession(page))
    await page.goto(url, { waitUntil: 'load' })
    // The sampler's last chunk of the load is flushed with the trace's end.
    await page.waitForTimeout(100)
    return shareOf(await trace.stop(), isFoyer)
  } finally {
    await context.close()
  }
}

/** Foyer's share of the main thread in a trace of one page load. */
function shareOf(events: TraceEvent[], isFoyer: (url: string) => boolean): ScriptShare {
  const load = events.find((e) => e.name === 'MarkLoad' && e.args?.data?.isMainFrame !== false)
  if (!load) throw new Error('no load event (MarkLoad) in the trace')
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.pid === load.pid && e.args?.data?.isLoadingMainFrame)
    .filter((e) => e.ts <= load.ts && !e.args?.data?.documentLoaderURL?.startsWith('about:'))
    .at(-1)
  if (!navigation) throw new Error('no navigationStart before the load event in the trace')
  const fromUs = navigation.ts
  const toUs = load.ts + (load.dur ?? 0)
  const profile = events.find((e) => e.name === 'Profile' && e.pid === load.pid && e.tid === load.tid)
  if (!profile) throw new Error("no CPU profile of the page's main thread in the trace")
  const nodes = new Map<number, ProfileNode>()
  const foyerNode = new Map<number, boolean>()
  const onFoyerStack = (id: number): boolean => {
    const known = foyerNode.get(id)
    if (known !== undefined) return known
    const node = nodes.get(id)
    const result =
      !!node && (isFoyer(node.callFrame.url) || (node.parent !== undefined && onFoyerStack(node.parent)))
    foyerNode.set(id, result)
    return result
  }
  // The main thread's tasks over 50 ms that began in the load.
  const long = threadTasks(events, load, fromUs, toUs, longMs)
    .filter((e) => e.ts >= fromUs)
    .map((e) => {
      const entries = taskEntries(events, e)
      const entry = entries[0]
      // Foyer's listeners of an event the browser dispatches anyway (the document's load) make the task
      // Foyer's only when they alone run long; a task Foyer asked for (its timer, idle callback, message)
      // is Foyer's when its entry is the task's longest.
      const listening = entries.filter((x) => isFoyer(x.url)).reduce((ms, x) => ms + x.ms, 0)
      return {
        from: e.ts,
        to: e.ts + (e.dur ?? 0),
        ms: (e.dur ?? 0) / 1000,
        foyer: 0,
        entry: entry ? `${entry.kind}${entry.url ? ` (${fileOf(entry.url)})` : ''}` : 'no JS',
        own: (!!entry && isFoyer(entry.url) && entry.scheduled) || listening > longMs,
      }
    })
  const notJs = new Set(['(root)', '(program)', '(idle)', '(garbage collector)'])
  const files = new Set<string>()
  let sampled = 0
  let allJs = 0
  const intervals: number[] = []
  let ts = profile.args?.data?.startTime ?? 0
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
    const data = chunk.args?.data
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const samples = data?.cpuProfile?.samples ?? []
    const deltas = data?.timeDeltas ?? []
    samples.forEach((id, i) => {
      const delta = deltas[i] ?? 0
      ts += delta
      intervals.push(delta)
      if (ts < fromUs || ts > toUs) return
      const node = nodes.get(id)
      if (!node || notJs.has(node.callFrame.functionName)) return
      const ms = (deltas[i + 1] ?? delta) / 1000
      allJs += ms
      if (!onFoyerStack(id)) return
      sampled += ms
      const task = long.find((t) => ts >= t.from && ts <= t.to)
      if (task) task.foyer += ms
      for (
        let at: ProfileNode | undefined = node;
        at;
        at = at.parent === undefined ? undefined : nodes.get(at.parent)
      )
        if (isFoyer(at.callFrame.url)) files.add(at.callFrame.url.split('/').pop() ?? '')
    })
  }
  const compiles = (onMain: boolean) => {
    const list = events.filter(
      (e) =>
        e.pid === load.pid &&
        (e.tid === load.tid) === onMain &&
        e.ph === 'X' &&
        /compile|parseOnBackground/i.test(e.name) &&
        e.ts >= fromUs &&
        e.ts <= toUs &&
        isFoyer(e.args?.data?.url ?? e.args?.fileName ?? ''),
    )
    // Nested compile events (a module's, its functions') count once, as the outermost.
    const outermost = list.filter(
      (e) =>
        !list.some(
          (o) => o !== e && o.tid === e.tid && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0),
        ),
    )
    return outermost.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0)
  }
  const sorted = [...intervals].sort((a, b) => a - b)
  return {
    sampled,
    compile: compiles(true),
    background: compiles(false),
    allJs,
    loadMs: (toUs - fromUs) / 1000,
    intervalUs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    files: [...files],
    longTasks: long.map(({ ms, foyer, entry, own }) => ({ ms, foyer, entry, own })),
  }
}

/** A page of the attributed measure: its name in the table and its traced loads. */
export interface SharedPage {
  name: string
  shares: ScriptShare[]
}

/**
 * Foyer's attributed share of each page's load, median [min, max] over the traced loads, with the
 * target (within 20 ms of React alone: Foyer's share is what it adds) read on `target`.
 */
export function printScriptShare(pages: SharedPage[], target: SharedPage): void {
  const f1 = (n: number) => n.toFixed(1)
  const spread = (xs: number[]) => `${f1(median(xs))} [${f1(Math.min(...xs))}, ${f1(Math.max(...xs))}]`
  const foyer = (share: ScriptShare) => share.sampled + share.compile
  console.log(
    "\nFoyer's share of the main thread on page load, attributed (a trace per load, navigation to the load " +
      "event's end: V8 samples with a frame of Foyer's page chunk on the stack, and its compile; " +
      `median [min, max] over ${target.shares.length} loads, ms)\n`,
  )
  printTable(
    [
      'page',
      "Foyer's code",
      'of which compile',
      'compiled off the main thread (not in it)',
      'all JS sampled',
      'Foyer / all JS',
      'sample interval µs',
      'Foyer files',
    ],
    pages.map(({ name, shares }) => [
      name,
      spread(shares.map(foyer)),
      spread(shares.map((s) => s.compile)),
      spread(shares.map((s) => s.background)),
      spread(shares.map((s) => s.allJs)),
      `${f1(median(shares.map((s) => (100 * foyer(s)) / Math.max(1, s.allJs))))} %`,
      f1(median(shares.map((s) => s.intervalUs))),
      [...new Set(shares.flatMap((s) => s.files))].join(' ') || 'none',
    ]),
  )
  console.log(
    `\nThe same traces' tasks over ${longMs} ms on load, each entered by its longest JS entry (the script, ` +
      "listener, timer or callback the browser ran it for). A task of Foyer's is one Foyer asked for (its " +
      'timer, idle callback, message or script is the longest entry), or the task of an event the browser ' +
      `dispatches anyway (a document's load) in which Foyer's listeners alone ran over ${longMs} ms. Foyer's ` +
      "page code also runs inside the host's tasks (the module script that imports it and calls createFoyer, " +
      "React's render of its button): that share is the attributed time above, whose target is 20 ms, and " +
      `here each task's part of it. Without Foyer's part, a task would last its ms minus Foyer's\n`,
  )
  const count = (labels: string[]) => {
    const counts = new Map<string, number>()
    for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
    return [...counts].map(([label, n]) => `${label} ×${n}`).join(', ')
  }
  printTable(
    [
      'page',
      'loads with a long task',
      'long tasks (ms)',
      'entered by',
      "Foyer's code in them (ms)",
      `${longMs} ms or less without it`,
      "tasks of Foyer's",
    ],
    pages.map(({ name, shares }) => {
      const tasks = shares.flatMap((s) => s.longTasks)
      const underWithout = tasks.filter((t) => t.foyer > 0 && t.ms - t.foyer <= longMs)
      const own = tasks.filter((t) => t.own)
      return [
        name,
        `${shares.filter((s) => s.longTasks.length > 0).length} of ${shares.length}`,
        tasks.map((t) => f1(t.ms)).join(', ') || 'none',
        count(tasks.map((t) => t.entry)) || '—',
        tasks.map((t) => f1(t.foyer)).join(', ') || '—',
        `${underWithout.length}${underWithout.length ? ` (${underWithout.map((t) => `${f1(t.ms)} − ${f1(t.foyer)}`).join(', ')})` : ''}`,
        own.length ? own.map((t) => `${f1(t.ms)} ${t.entry}`).join(', ') : 'none',
      ]
    }),
  )
  const ownTasks = pages.flatMap((p) => p.shares.flatMap((s) => s.longTasks.filter((t) => t.own)))
  console.log(
    `\nTasks of Foyer's over ${longMs} ms on load, all pages: ${ownTasks.length} in ${target.shares.length} loads ` +
      `each (target none: ${ownTasks.length === 0 ? 'met' : 'not met'})`,
  )
  const ms = median(target.shares.map(foyer))
  console.log(
    `${target.name}: Foyer's code on load ${f1(ms)} ms (target within 20 ms of React alone: ` +
      `${(ms / 20).toFixed(2)}× the budget, ${ms <= 20 ? 'met' : 'not met'})`,
  )
}
