// bench/open's printout: Markdown tables of medians over the runs, with min and max and the ratios.

import { kib, printTable } from './measureChunks.js'
import type { FirstOpenFile } from './openFirstOpen.js'
import {
  isFoyerChunk,
  type LongTasks,
  longMs,
  type Phase,
  phaseOf,
  summarize,
  topScript,
} from './openLongTasks.js'
import type { IdleLoad, OpenEvent, Opened, WayIn } from './openScenarios.js'

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2
}
const f1 = (n: number) => n.toFixed(1)
const stats = (xs: number[]) => [f1(median(xs)), f1(Math.min(...xs)), f1(Math.max(...xs))]

export type Opens = Record<WayIn['key'], { foyer: Opened[]; floor: Opened[] }>

/** Input → wallet list visible, Foyer against the plain React dialog, with the ratio and the targets. */
export function printWaysIn(waysIn: WayIn[], opens: Opens, runs: number): void {
  console.log(
    `\nInput → wallet list visible, ${runs} runs each, pages alternating (ms); each input once the page ` +
      'was idle (three full idle periods of its main thread in a row, no request in flight or begun)\n',
  )
  const body = waysIn.map((way) => {
    const foyer = opens[way.key].foyer.map((o) => o.ms)
    const floor = opens[way.key].floor.map((o) => o.ms)
    const ratio = median(foyer) / Math.max(0.1, median(floor))
    const met = ratio <= 1.5 && median(foyer) < 100
    // Each run opens both pages one after the other: the run's own ratio cancels the machine's slower
    // and faster spells, which the ratio of medians does not.
    const paired = median(foyer.map((ms, i) => ms / Math.max(0.1, floor[i] ?? ms)))
    return [
      way.label,
      ...stats(foyer),
      ...stats(floor),
      ratio.toFixed(2),
      paired.toFixed(2),
      way.target ? (met ? 'met' : 'not met') : '—',
    ]
  })
  printTable(
    [
      'way in',
      'Foyer median',
      'min',
      'max',
      'plain dialog median',
      'min',
      'max',
      'Foyer / plain',
      "median of each run's ratio",
      'target ≤ 1.5× and < 100 ms (on Foyer / plain)',
    ],
    body,
  )
  console.log('\nThe main thread during those opens (medians; ms)\n')
  const detail = waysIn.flatMap((way) =>
    (['foyer', 'floor'] as const).map((page) => {
      const list = opens[way.key][page]
      const types = [...new Set(list.map((o) => o.input.type))].join(', ')
      return [
        way.label,
        page === 'foyer' ? 'Foyer' : 'plain dialog',
        types,
        f1(median(list.map((o) => o.input.inputDelay))),
        f1(median(list.map((o) => o.settledAfterLoad))),
        f1(median(list.map((o) => o.longestTaskInOpen))),
        f1(Math.max(...list.map((o) => o.longestTaskInOpen))),
      ]
    }),
  )
  printTable(
    [
      'way in',
      'page',
      'timer started by',
      'input waited (its timeStamp → first listener)',
      'page idle at (ms after load)',
      'longest task after the input',
      'its max',
    ],
    detail,
  )
}

/** What happened between the input and the wallet list in one open (Foyer's, first run). */
export function printTimeline(title: string, opened: Opened | undefined): void {
  if (!opened) return
  console.log(`\n${title}: ${f1(opened.ms)} ms from the input (${opened.input.type}) to the list\n`)
  // Fetches in a row are one line: how many, over how long, and the first files' names.
  const rows: string[][] = []
  let fetches: OpenEvent[] = []
  const flush = () => {
    const [first, last] = [fetches[0], fetches[fetches.length - 1]]
    if (first && last) {
      const names = fetches.map((e) => e.what.replace(/^\/assets\//, '')).join(', ')
      const what = fetches.length === 1 ? 'fetch' : `${fetches.length} fetches`
      rows.push([
        f1(first.at),
        what,
        f1(last.at - first.at),
        names.length > 90 ? `${names.slice(0, 90)}…` : names,
      ])
    }
    fetches = []
  }
  for (const e of opened.timeline) {
    if (e.kind === 'fetch') {
      fetches.push(e)
      continue
    }
    flush()
    rows.push([f1(e.at), e.kind, f1(e.ms), e.what])
  }
  flush()
  rows.push([f1(opened.ms), 'wallet list visible', '', ''])
  printTable(['ms after the input', 'what', 'ms', 'detail'], rows)
}

/** A page of bench/open's load runs: its name in the tables and its loads. */
export interface LoadedPage {
  name: string
  loads: IdleLoad[]
}

/**
 * Main-thread script time on load, each page against React alone (the last of `pages`). The target
 * (Foyer's share within 20 ms) is read on the page that differs from the baseline by Foyer alone
 * (foyer-only/); the demo's page also renders panels of its own (host code), shown for comparison.
 */
export function printScriptTime(pages: LoadedPage[], baseline: LoadedPage, targetPage: LoadedPage): void {
  console.log(
    '\nMain-thread JS on page load (CDP ScriptDuration, ms; same runs, pages in turn), read at the load ' +
      'event and again once the network was idle (500 ms without a request: Foyer prefetches the modal in ' +
      "the page's idle time, and a prefetch that started before then is counted in the second)\n",
  )
  printTable(
    ['page', 'at load: median', 'min', 'max', 'network idle: median', 'min', 'max'],
    [...pages, baseline].map(({ name, loads }) => [
      name,
      ...stats(loads.map((l) => l.scriptAtLoad)),
      ...stats(loads.map((l) => l.script)),
    ]),
  )
  for (const page of pages)
    for (const [when, pick, targeted] of [
      ['on load (at the load event)', (l: IdleLoad) => l.scriptAtLoad, true],
      ['until the network was idle', (l: IdleLoad) => l.script, false],
    ] as const) {
      const demo = median(page.loads.map(pick))
      const base = median(baseline.loads.map(pick))
      const target =
        page === targetPage && targeted ? `target 20 ms, ratio ${((demo - base) / 20).toFixed(2)}; ` : ''
      console.log(
        `${page.name} over ${baseline.name} ${when}: ${f1(demo - base)} ms (${target}` +
          `${(demo / Math.max(1, base)).toFixed(2)}× React alone)`,
      )
    }
}

/** The files a page fetched (paths): a long frame's script is the React-only page's too, or Foyer's page's alone. */
const scriptPaths = (loads: IdleLoad[]) =>
  new Set(loads.flatMap((l) => l.resources.resources.map((r) => new URL(r.name).pathname)))

/** Long tasks and long animation frames on load and at idle, Foyer's pages next to React alone (the last). */
export function printLongTasks(pages: LoadedPage[]): void {
  const supported = pages[0]?.loads[0]?.longTasks.supported.join(' and ') || 'none'
  console.log(
    `\nLong tasks (over ${longMs} ms) on load (until the load event's end) and at idle (the 3 s after it); ` +
      `observers registered before the page's scripts (${supported}). Median per load [max over loads]\n`,
  )
  const cell = (xs: number[]) => `${f1(median(xs))} [${f1(Math.max(...xs))}]`
  const body: string[][] = []
  for (const { name, loads } of pages)
    for (const phase of ['load', 'idle'] as Phase[]) {
      const s = loads.map((l) => summarize(l.longTasks, phase))
      body.push([
        name,
        phase,
        cell(s.map((x) => x.tasks)),
        cell(s.map((x) => x.longestTask)),
        cell(s.map((x) => x.frames)),
        cell(s.map((x) => x.longestFrame)),
        cell(s.map((x) => x.longestBlocking)),
      ])
    }
  printTable(
    [
      'page',
      'phase',
      'long tasks',
      'longest task',
      `long frames > ${longMs} ms`,
      'longest frame',
      'its blocking',
    ],
    body,
  )
  printLongFrames(pages)
  printFoyersOwn(pages.slice(0, -1))
}

/**
 * The verdict on Foyer's own long tasks: at idle, every long task on Foyer's pages counts, and every
 * long frame that blocked (one with a task over 50 ms in it: the host's pages do nothing then); on load
 * and at idle, a long frame counts whose longest script is Foyer's (its page chunk, or a chunk it fetched
 * after the load event: the host's pages fetch nothing then).
 */
function printFoyersOwn(foyerPages: LoadedPage[]): void {
  const loads = foyerPages.flatMap((p) => p.loads)
  const idleTasks = loads.reduce((n, l) => n + summarize(l.longTasks, 'idle').tasks, 0)
  const idleFrames = loads.reduce(
    (n, l) =>
      n +
      l.longTasks.loaf.filter(
        (f) => f.duration > longMs && f.blocking > 0 && phaseOf(f.start, l.longTasks.loadEnd) === 'idle',
      ).length,
    0,
  )
  const foyersFrames = loads.flatMap((l) => {
    const lazy = new Set(
      l.resources.resources.filter((r) => r.start > l.longTasks.loadEnd).map((r) => new URL(r.name).pathname),
    )
    return l.longTasks.loaf.filter((f) => {
      const { file } = topScript(f)
      return (
        f.duration > longMs && phaseOf(f.start, l.longTasks.loadEnd) && (isFoyerChunk(file) || lazy.has(file))
      )
    })
  })
  const met = idleTasks + idleFrames + foyersFrames.length === 0
  console.log(
    `\nFoyer's pages (${loads.length} loads): at idle ${idleTasks} long tasks and ${idleFrames} long frames that blocked; ` +
      `on load or at idle ${foyersFrames.length} long frames whose longest script is Foyer's ` +
      `(target none: ${met ? 'met' : 'not met'})`,
  )
}

/** Every long animation frame over 50 ms, grouped by page, phase and the script that ran longest in it. */
function printLongFrames(pages: LoadedPage[]): void {
  const onReactOnly = scriptPaths(pages.at(-1)?.loads ?? [])
  const groups = new Map<string, { key: string[]; durations: number[]; script: number[] }>()
  const add = (page: string, seen: LongTasks) => {
    for (const frame of seen.loaf) {
      const phase = phaseOf(frame.start, seen.loadEnd)
      if (!phase || frame.duration <= longMs) continue
      const top = topScript(frame)
      const whose = onReactOnly.has(top.file) ? 'also on the React-only page' : 'the Foyer page only'
      const key = [page, phase, top.file, top.invoker, top.ms ? whose : '']
      const id = key.join('\u0000')
      const group = groups.get(id) ?? { key, durations: [], script: [] }
      group.durations.push(frame.duration)
      group.script.push(top.ms)
      groups.set(id, group)
    }
  }
  for (const { name, loads } of pages) for (const l of loads) add(name, l.longTasks)
  if (groups.size === 0) {
    console.log(`\nNo animation frame over ${longMs} ms on either page, on load or at idle.`)
    return
  }
  console.log(`\nAnimation frames over ${longMs} ms, by the script that ran longest in them (all loads)\n`)
  printTable(
    [
      'page',
      'phase',
      'longest script (file)',
      'invoker',
      'file loaded by',
      'frames',
      'frame ms median',
      'max',
      'script ms median',
    ],
    [...groups.values()].map((g) => [
      ...g.key,
      String(g.durations.length),
      f1(median(g.durations)),
      f1(Math.max(...g.durations)),
      f1(median(g.script)),
    ]),
  )
}

/** The first-open download: each file of the first run, and the totals over the runs. */
export function printFirstOpen(runs: FirstOpenFile[][], others: string): void {
  console.log(
    '\nFirst-open download on a cold click (files fetched after the load event up to the wallet list; gzip -9 ' +
      "of the served build). The first view is the modal's chunk and the chunks it imports statically " +
      "(what opening the modal needs); the page's other idle prefetches are counted apart\n",
  )
  const first = runs[0] ?? []
  printTable(
    ['when', 'file', 'part', 'KiB gzip'],
    first.length
      ? first.map((f) => [f.when, f.path, f.firstView ? 'first view' : 'other prefetch', kib(f.gzip)])
      : [['—', 'nothing fetched', '', '0.0']],
  )
  const total = (pick: (f: FirstOpenFile) => boolean) =>
    runs.map((files) => files.filter(pick).reduce((sum, f) => sum + f.gzip, 0) / 1024)
  const firstView = total((f) => f.firstView)
  console.log('')
  printTable(
    ['first-open download', 'median KiB gzip', 'min', 'max', 'target'],
    [
      [
        "the first view (the modal's chunk and its static imports)",
        ...stats(firstView),
        `≤ 30 KiB: ${(median(firstView) / 30).toFixed(2)}×, ${median(firstView) <= 30 ? 'met' : 'not met'}`,
      ],
      ["the page's other idle prefetches", ...stats(total((f) => !f.firstView)), ''],
      ['all of it', ...stats(total(() => true)), ''],
      ['of which fetched after the input', ...stats(total((f) => f.when === 'after the input')), ''],
    ],
  )
  console.log(`\nOther requests between the input and the wallet list (first run): ${others}`)
}

/** Every request of the demo page's load, before the visitor does anything. */
export function printRequests(requests: { url: string; type: string }[], demoHost: string): void {
  console.log(`\nRequests on page load, before any interaction (${requests.length}; demo host ${demoHost})\n`)
  console.log('| host | type | path | note |\n|---|---|---|---|')
  for (const r of requests) {
    const u = new URL(r.url)
    const note =
      u.protocol === 'data:' ? 'inline' : u.pathname === '/__devwallet.js' ? 'dev wallet "extension"' : ''
    console.log(`| ${u.host || u.protocol} | ${r.type} | ${u.pathname.slice(0, 60)} | ${note} |`)
  }
  const outside = requests.filter((r) => !r.url.startsWith('data:') && new URL(r.url).host !== demoHost)
  console.log(`\nRequests to hosts other than the demo host on page load: ${outside.length}`)
}
