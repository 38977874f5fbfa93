// bench/open: drives Debian's Chromium against the demo on the local world and prints
//  - the time from the input to the wallet list being visible for four ways into the modal, each on a
//    freshly loaded page (a new context), once the page is idle (openScenarios.ts's untilIdle): a cold
//    mouse click (press and release, no pointer before it),
//    a tap (touch events), Enter on the focused button, and a click after a 300 ms hover (the modal
//    prefetches on that intent); each against the floor, a plain React dialog listing the same wallets
//    (apps/demo/plain-dialog), in the same run, pages alternating, with the ratio Foyer / floor,
//  - the main-thread JS time on page load (CDP ScriptDuration, read at the load event and once the network
//    was idle, which counts Foyer's idle prefetch when it started before), and its difference from the same page
//    shell with React alone (apps/demo/react-only, measured in the same run, the pages in turn), for the demo
//    and for that shell with Foyer's button in place of the plain one (apps/demo/foyer-only: what embedding
//    Foyer adds, without the demo's own panels; the target is read there),
//  - Foyer's share of that time, attributed in a trace of loads of their own (./openScriptShare.ts: V8's
//    samples with Foyer's page chunk on the stack), on the three pages; the target is read on foyer-only;
//    beside it, what Foyer's chunks compiled off the main thread (the compile hint's streaming compile),
//  - the long tasks and long animation frames on load and in the 3 s of idle after the load event, on
//    the three pages, with the script each long frame spent most time in,
//  - the first-open download: the files the demo fetched from its load event to the wallet list on a
//    cold click, gzipped,
//  - every request made on page load, before the visitor does anything.
// RUNS (default 9) loads of each; ./openScenarios.ts says how each way in is driven and timed.
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js'
import { startWorld } from '../scripts/world.js'
import { type FirstOpenFile, firstOpenFiles, otherOpenRequests } from './openFirstOpen.js'
import {
  type Opens,
  printFirstOpen,
  printLongTasks,
  printRequests,
  printScriptTime,
  printTimeline,
  printWaysIn,
} from './openReport.js'
import { type IdleLoad, loadAndIdle, openOnce, waysIn } from './openScenarios.js'
import { printScriptShare, type ScriptShare, scriptShareOnLoad } from './openScriptShare.js'

const runs = Number(process.env.RUNS ?? 9)

/** Turns the pages' order by one from one run to the next: each goes first, second and so on in turn. */
const rotate = <T>(run: number, list: T[]): T[] => list.map((_, i) => list[(i + run) % list.length] as T)

async function main() {
  const world = await startWorld()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const origin = new URL(world.url).origin
  const pages = { foyer: `${world.url}/`, floor: `${world.url}/plain-dialog/` }
  const opens = Object.fromEntries(waysIn.map((w) => [w.key, { foyer: [], floor: [] }])) as unknown as Opens
  const loadPages = {
    foyer: { name: 'demo with Foyer', url: pages.foyer, loads: [] as IdleLoad[] },
    foyerOnly: {
      name: "same shell, Foyer's button",
      url: `${world.url}/foyer-only/`,
      loads: [] as IdleLoad[],
    },
    reactOnly: { name: 'same shell, React alone', url: `${world.url}/react-only/`, loads: [] as IdleLoad[] },
  }
  // Foyer's attributed share of each page's load (./openScriptShare.ts): loads of their own, traced.
  const shared = ({ name, url }: { name: string; url: string }) => ({
    name,
    url,
    shares: [] as ScriptShare[],
  })
  const sharePages = {
    foyer: shared(loadPages.foyer),
    foyerOnly: shared(loadPages.foyerOnly),
    reactOnly: shared(loadPages.reactOnly),
  }
  const firstOpen: FirstOpenFile[][] = []
  let otherRequests = ''
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of rotate(run, Object.values(loadPages)))
        page.loads.push(await loadAndIdle(browser, page.url))
      for (const page of rotate(run, Object.values(sharePages)))
        page.shares.push(await scriptShareOnLoad(browser, page.url))
      for (const way of waysIn)
        for (const page of rotate(run, ['foyer', 'floor'] as const)) {
          const opened = await openOnce(browser, pages[page], way)
          opens[way.key][page].push(opened)
          if (page !== 'foyer' || way.key !== 'cold') continue
          firstOpen.push(await firstOpenFiles(opened, origin))
          if (run === 0) otherRequests = otherOpenRequests(opened, origin)
        }
      process.stderr.write(`run ${run + 1}/${runs} done\n`)
    }
  } finally {
    await browser.close()
    await world.stop()
  }

  printWaysIn(waysIn, opens, runs)
  printTimeline('Foyer, cold click, first run', opens.cold.foyer[0])
  printTimeline('Foyer, Enter, first run', opens.enter.foyer[0])
  const { foyer, foyerOnly, reactOnly } = loadPages
  printScriptTime([foyer, foyerOnly], reactOnly, foyerOnly)
  printScriptShare(Object.values(sharePages), sharePages.foyerOnly)
  printLongTasks([foyer, foyerOnly, reactOnly])
  printFirstOpen(firstOpen, otherRequests)
  printRequests(foyer.loads[0]?.requests ?? [], new URL(world.url).host)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
