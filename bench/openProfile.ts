// bench/openProfile: where a cold click's time goes. Loads the demo (fresh context), leaves it idle 3 s
// after the load event, records a Chromium trace of one cold click until the wallet list shows, and
// prints the main thread's tasks from the input on (over 2 ms), each with what it spent time in (script
// by file, style, layout, paint, compile, GC), and the JS functions with the most self time.
// RUNS (default 1) clicks; `node --import tsx bench/openProfile.ts`. With PHASE=load it traces the page load
// and the idle window after it instead (no click), and prints the tasks over MIN_MS (default 10) in it;
// PAGE names another of the world's pages to load (PAGE=foyer-only/, where bench/open reads its target;
// PAGE=plain-dialog/, the floor of the clicks).
import { type Browser, chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js'
import { startWorld } from '../scripts/world.js'
import { idleWindowMs } from './openLongTasks.js'
import { armOpenTimer, buttonCentre, type OpenResult } from './openPage.js'
import { load, waysIn } from './openScenarios.js'
import { fileOf, startTrace, type TraceEvent, threadTasks } from './trace.js'

function report(events: TraceEvent[], fromUs: number, toUs: number, minMs = 2, zero = 'the input') {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  if (!main) throw new Error('no renderer main thread in the trace')
  const onMain = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined,
  )
  const tasks = threadTasks(events, main, fromUs, toUs, minMs)
  const kinds: Record<string, string> = {
    UpdateLayoutTree: 'style',
    RecalculateStyles: 'style',
    ParseAuthorStyleSheet: 'css parse',
    Layout: 'layout',
    Paint: 'paint',
    PrePaint: 'prepaint',
    'v8.compile': 'compile',
    'v8.compileModule': 'compile',
    V8CompileModule: 'compile',
    'V8.CompileCode': 'compile',
    EvaluateScript: 'evaluate',
    'v8.evaluateModule': 'evaluate',
    MinorGC: 'gc',
    MajorGC: 'gc',
    'V8.GC_SCAVENGER': 'gc',
    HitTest: 'hit test',
    EventDispatch: 'event',
    FunctionCall: 'script',
    TimerFire: 'timer',
    FireAnimationFrame: 'raf',
    ResourceReceivedData: 'net',
    ParseHTML: 'html',
    Commit: 'commit',
  }
  console.log(
    `\nmain-thread tasks over ${minMs} ms from ${zero} (t=0) to ${((toUs - fromUs) / 1000).toFixed(0)} ms`,
  )
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
    const sums = new Map<string, number>()
    for (const e of inside) {
      const kind = kinds[e.name]
      if (!kind) continue
      let label = kind
      if (e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compile')
        label = `${kind} ${fileOf(e.args?.data?.url ?? e.args?.fileName)}`
      if (e.name === 'EventDispatch') label = `event ${e.args?.data?.type}`
      sums.set(label, (sums.get(label) ?? 0) + (e.dur ?? 0) / 1000)
    }
    const parts = [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
      .join(', ')
    console.log(
      `  t=${((task.ts - fromUs) / 1000).toFixed(0).padStart(5)} ms  ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${parts}`,
    )
  }
  // JS self time from the sampled profile, by function and file, in the window.
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid)
  const nodes = new Map<number, { fn: string; url: string }>()
  const self = new Map<string, number>()
  let ts = events.find((e) => e.name === 'Profile' && e.pid === main.pid)?.args?.data?.startTime ?? 0
  for (const chunk of chunks) {
    const data = chunk.args?.data?.cpuProfile
    for (const node of data?.nodes ?? [])
      nodes.set(node.id, {
        fn: `${node.callFrame.functionName || '(anonymous)'}@${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`,
        url: node.callFrame.url,
      })
    const samples: number[] = data?.samples ?? []
    const deltas: number[] = chunk.args?.data?.timeDeltas ?? []
    samples.forEach((id, i) => {
      ts += deltas[i] ?? 0
      if (ts < fromUs || ts > toUs) return
      const node = nodes.get(id)
      if (!node) return
      const key = `${node.fn} ${fileOf(node.url)}`
      self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0) / 1000)
    })
  }
  console.log('\nJS self time in the window (sampled), top 25')
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${key}`)
}

/** Traces a fresh load of the demo through the idle window after its load event. */
async function traceLoad(browser: Browser, url: string, run: number) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const trace = await startTrace(await context.newCDPSession(page))
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(idleWindowMs + 200)
    const events = await trace.stop()
    if (process.env.TRACE_OUT) {
      const { writeFile } = await import('node:fs/promises')
      await writeFile(`${process.env.TRACE_OUT}-load-${run}.json`, JSON.stringify({ events }))
    }
    const navigation = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming')
    const fromUs = navigation?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts))
    const loadEvent = events.find((e) => e.name === 'MarkLoad' || e.name === 'loadEventEnd')
    console.log(`\nload event at ${loadEvent ? ((loadEvent.ts - fromUs) / 1000).toFixed(0) : '?'} ms`)
    const lastUs = Math.max(...events.map((e) => e.ts + (e.dur ?? 0)))
    report(events, fromUs, lastUs, Number(process.env.MIN_MS ?? 10), 'the navigation')
  } finally {
    await context.close()
  }
}

async function main() {
  const runs = Number(process.env.RUNS ?? 1)
  const world = await startWorld()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  if (process.env.PHASE === 'load') {
    try {
      for (let run = 0; run < runs; run++)
        await traceLoad(browser, `${world.url}/${process.env.PAGE ?? ''}`, run)
    } finally {
      await browser.close()
      await world.stop()
    }
    return
  }
  const way = waysIn.find((w) => w.key === (process.env.WAY ?? 'cold'))
  if (!way) throw new Error(`no way in ${process.env.WAY}`)
  try {
    for (let run = 0; run < runs; run++) {
      const { context, page, cdp } = await load(browser, `${world.url}/${process.env.PAGE ?? ''}`, way.touch)
      try {
        await page.waitForTimeout(idleWindowMs + 200)
        const at = (await page.evaluate(buttonCentre)) as { x: number; y: number }
        const trace = await startTrace(cdp)
        await way.prepare?.(page, at)
        await page.evaluate(armOpenTimer)
        await way.act(page, cdp, at)
        const result = (await page.evaluate('window.__benchOpen')) as OpenResult
        await page.waitForTimeout(100)
        const events = await trace.stop()
        // The trace clock (µs, monotonic) against the page clock: the first input's EventDispatch.
        const input = events.find(
          (e) => e.name === 'EventDispatch' && e.args?.data?.type === result.input.type && e.ts > 0,
        )
        const fromUs = input?.ts ?? 0
        const toUs = fromUs + result.ms * 1000
        console.log(
          `\nrun ${run + 1}: ${way.key} → list ${result.ms.toFixed(0)} ms (input ${result.input.type}, waited ${result.input.inputDelay.toFixed(0)} ms)`,
        )
        report(events, fromUs - 5000, toUs)
        if (process.env.TRACE_OUT) {
          const { writeFile } = await import('node:fs/promises')
          await writeFile(`${process.env.TRACE_OUT}-${run}.json`, JSON.stringify({ fromUs, toUs, events }))
          const scripts = (await page.evaluate(
            `Promise.all(performance.getEntriesByType('resource').filter((e) => /Modal-|styles-|main-/.test(e.name)).map((e) => fetch(e.name).then((r) => r.text()).then((text) => [e.name, text])))`,
          )) as [string, string][]
          for (const [name, text] of scripts)
            await writeFile(`${process.env.TRACE_OUT}-${new URL(name).pathname.split('/').pop()}`, text)
        }
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await world.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
