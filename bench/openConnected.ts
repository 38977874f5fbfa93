// bench/openConnected: a connected visitor who comes back (issue #32's rules, which bench/open reads for
// a visitor who is not connected). Per run, in a fresh context of Debian's Chromium against the demo on
// the local world: connect the Foyer Dev Wallet, reload (the page restores the connection), wait until
// the page is idle (openPage's mainThreadIdle), then click the account button and time it until the
// account view shows the address. Printed: the long tasks on load and at idle (observers registered
// before the page's scripts, ./openLongTasks.ts), and the first account open with the longest task in it.
// RUNS (default 5); `npm run bench:open-connected`.
import { type Browser, chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js'
import { startWorld } from '../scripts/world.js'
import { printTable } from './measureChunks.js'
import { collectLongTasks, type LongTasks, longTaskInitScript, summarize } from './openLongTasks.js'
import { deepFindSource, mainThreadIdle } from './openPage.js'
import { median } from './openReport.js'

const runs = Number(process.env.RUNS ?? 5)
const address = '0xf39F'

/**
 * Arms the account-open timer: the first pointerdown (capturing, at its timeStamp) starts it; each
 * animation frame then looks, through shadow roots, for the open dialog showing the account's address.
 */
const armAccountTimer = `(() => {
  ${deepFindSource}
  window.__benchAccount = new Promise((resolve, reject) => {
    const onInput = (event) => {
      window.removeEventListener('pointerdown', onInput, true)
      const now = performance.now()
      const started = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now
      const check = () => {
        const at = performance.now()
        const dialog = deepFind(document, (el) => el.getAttribute('aria-modal') === 'true')
        if (dialog && dialog.textContent.includes(${JSON.stringify(address)}) && dialog.getBoundingClientRect().height > 0)
          resolve({ ms: at - started, from: started, to: at })
        else if (at - started > 10000) reject(new Error('the account view never showed'))
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    }
    window.addEventListener('pointerdown', onInput, true)
  })
  return true
})()`

interface Run {
  seen: LongTasks
  open: { ms: number; longest: number }
}

async function once(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext()
  await context.addInitScript(longTaskInitScript)
  try {
    const page = await context.newPage()
    await page.goto(url)
    await page.evaluate(`window.foyerDevWallet.setMode('approve')`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.locator('[aria-modal="true"][role="dialog"]')
    await dialog.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
    const account = page.getByRole('banner').getByRole('button', { name: new RegExp(address) })
    await account.waitFor()
    // The visitor comes back: a fresh load that restores the connection.
    await page.reload()
    await account.waitFor()
    await page.evaluate(mainThreadIdle)
    const seen = (await page.evaluate(collectLongTasks)) as LongTasks
    await page.evaluate(armAccountTimer)
    await account.click()
    const timed = (await page.evaluate('window.__benchAccount')) as { ms: number; from: number; to: number }
    await page.waitForTimeout(100)
    const after = (await page.evaluate(collectLongTasks)) as LongTasks
    const inOpen = after.longtask.filter((t) => t.start + t.duration >= timed.from && t.start <= timed.to)
    return { seen, open: { ms: timed.ms, longest: Math.max(0, ...inOpen.map((t) => t.duration)) } }
  } finally {
    await context.close()
  }
}

async function main() {
  const world = await startWorld()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const results: Run[] = []
  try {
    for (let run = 0; run < runs; run++) {
      results.push(await once(browser, `${world.url}/`))
      process.stderr.write(`run ${run + 1}/${runs} done\n`)
    }
  } finally {
    await browser.close()
    await world.stop()
  }
  const f1 = (n: number) => n.toFixed(1)
  const cell = (xs: number[]) => `${f1(median(xs))} [${f1(Math.min(...xs))}, ${f1(Math.max(...xs))}]`
  const load = results.map((r) => summarize(r.seen, 'load'))
  const idle = results.map((r) => summarize(r.seen, 'idle'))
  console.log(
    `\nA connected visitor comes back: reload, idle, first account open; ${runs} runs, median [min, max]\n`,
  )
  printTable(
    ['measure', 'value', 'issue #32'],
    [
      ['long tasks on load (count)', cell(load.map((s) => s.tasks)), ''],
      ['longest task on load (ms)', cell(load.map((s) => s.longestTask)), ''],
      ['long tasks at idle (count)', cell(idle.map((s) => s.tasks)), ''],
      [
        'longest task at idle (ms)',
        cell(idle.map((s) => s.longestTask)),
        `none over 50 ms: ${idle.every((s) => s.tasks === 0) ? 'met' : 'not met'}`,
      ],
      ['click → account view (ms)', cell(results.map((r) => r.open.ms)), ''],
      ['longest task in that open (ms)', cell(results.map((r) => r.open.longest)), ''],
    ],
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
