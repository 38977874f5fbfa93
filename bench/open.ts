// bench/open: drives Debian's Chromium against the demo on the local world and prints
//  - the median time from the click on the connect button to the wallet list being visible, for a visitor
//    who points at the button first (300 ms before the click: the modal prefetches on that intent) and
//    for a click with no pointer before it (a script's click: the modal chunk loads on the click),
//  - the main-thread JS time on page load (CDP ScriptDuration), and its difference from the same page
//    shell with React alone (apps/demo/react-only, measured in the same run, alternating with the demo),
//  - every request made on page load, before the visitor does anything.
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js'
import { startWorld } from '../scripts/world.js'

const runs = Number(process.env.RUNS ?? 15)

/**
 * Runs in the page: clicks the connect button and resolves when the modal's wallet list is visible.
 * Plain JS text (not a TS function) so that the TS loader's helpers do not leak into the page.
 */
const clickToWalletList = `new Promise((resolve, reject) => {
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
  const button = deepFind(document, (el) => el.tagName === 'BUTTON' && el.textContent.trim() === 'Connect Wallet')
  if (!button) return reject(new Error('connect button not found'))
  const started = performance.now()
  button.click()
  const check = () => {
    const dialog = deepFind(document, (el) => el.getAttribute('aria-modal') === 'true')
    const item = dialog && [...dialog.querySelectorAll('button')].find((b) => b.textContent.includes('Foyer Dev Wallet'))
    if (item && item.getBoundingClientRect().height > 0) resolve(performance.now() - started)
    else if (performance.now() - started > 10000) reject(new Error('wallet list never appeared'))
    else requestAnimationFrame(check)
  }
  check()
})`

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2
}

async function main() {
  const world = await startWorld()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const openTimes: number[] = []
  const coldOpenTimes: number[] = []
  const scriptTimes: number[] = []
  const baselineTimes: number[] = []
  let requests: { url: string; type: string }[] = []
  try {
    /**
     * Loads `url` in a fresh context and waits for the network to be idle: the page, the main-thread JS
     * of the load (ms) and the requests it made. The caller closes `context`.
     */
    const load = async (url: string) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const seen: { url: string; type: string }[] = []
      page.on('request', (r) => seen.push({ url: r.url(), type: r.resourceType() }))
      const cdp = await context.newCDPSession(page)
      await cdp.send('Performance.enable')
      await page.goto(url, { waitUntil: 'load' })
      await page.waitForLoadState('networkidle')
      const metrics = (await cdp.send('Performance.getMetrics')).metrics
      const script = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000
      return { context, page, script, requests: [...seen] }
    }
    for (let i = 0; i < runs; i++) {
      const baseline = await load(`${world.url}/react-only/`)
      baselineTimes.push(baseline.script)
      await baseline.context.close()

      const demo = await load(world.url)
      scriptTimes.push(demo.script)
      if (i === 0) requests = demo.requests
      // A visitor who reads the page, then points at the button for a moment before clicking.
      await demo.page.getByRole('button', { name: 'Connect Wallet' }).first().hover()
      await demo.page.waitForTimeout(300)
      openTimes.push((await demo.page.evaluate(clickToWalletList)) as number)
      await demo.context.close()

      // A click with no pointer before it: nothing was prefetched.
      const cold = await load(world.url)
      coldOpenTimes.push((await cold.page.evaluate(clickToWalletList)) as number)
      await cold.context.close()
    }
  } finally {
    await browser.close()
    await world.stop()
  }

  const demoHost = new URL(world.url).host
  console.log(`\nClick → wallet list visible, ${runs} runs (ms)\n`)
  console.log('| visitor | median | min | max | target | ratio to target | best peer (68 ms) ratio |')
  console.log('|---|---|---|---|---|---|---|')
  for (const [who, times] of [
    ['points, then clicks', openTimes],
    ['clicks with no pointer first', coldOpenTimes],
  ] as const) {
    const med = median(times)
    console.log(
      `| ${who} | ${med.toFixed(1)} | ${Math.min(...times).toFixed(1)} | ${Math.max(...times).toFixed(1)} | 60 | ${(med / 60).toFixed(2)} | ${(med / 68).toFixed(2)} |`,
    )
  }
  console.log('\nMain-thread JS on page load (CDP ScriptDuration, ms; same runs, pages alternating)\n')
  console.log('| page | median | min | max |\n|---|---|---|---|')
  const row = (name: string, xs: number[]) =>
    console.log(
      `| ${name} | ${median(xs).toFixed(1)} | ${Math.min(...xs).toFixed(1)} | ${Math.max(...xs).toFixed(1)} |`,
    )
  row('demo with Foyer', scriptTimes)
  row('same shell, React alone', baselineTimes)
  const difference = median(scriptTimes) - median(baselineTimes)
  console.log(
    `\nFoyer's share: ${difference.toFixed(1)} ms (target 20 ms, ratio ${(difference / 20).toFixed(2)}); ` +
      `${(median(scriptTimes) / Math.max(1, median(baselineTimes))).toFixed(2)}× React alone`,
  )
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

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
