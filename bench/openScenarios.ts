// bench/open's page loads and the four ways a visitor opens the modal. Every load is a fresh browser
// context (empty cache, nothing prefetched but what the page itself does), with the long-task observers
// installed before the page's scripts run.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import {
  collectLongTasks,
  idleWindowMs,
  type LongTasks,
  longMs,
  longTaskInitScript,
  topScript,
} from './openLongTasks.js'
import {
  armOpenTimer,
  buttonCentre,
  focusButton,
  mainThreadIdle,
  type OpenResult,
  type ResourceSnapshot,
  resourceSnapshot,
} from './openPage.js'

type Point = { x: number; y: number }

/** A way into the modal: what happens before the timer is armed (`prepare`), then the input itself (`act`). */
export interface WayIn {
  key: 'cold' | 'tap' | 'enter' | 'hover'
  label: string
  /** A touch device (the context has touch events). */
  touch?: boolean
  /** Held to the targets (≤ 1.5× the plain dialog and < 100 ms). */
  target: boolean
  prepare?(page: Page, at: Point): Promise<void>
  act(page: Page, cdp: CDPSession, at: Point): Promise<void>
}

export const waysIn: WayIn[] = [
  {
    key: 'cold',
    label: 'cold click, no pointer lead',
    target: true,
    // A press and a release at the button's centre and nothing before them: no mouse move, so no hover.
    async act(_page, cdp, { x, y }) {
      const event = { x, y, button: 'left' as const, clickCount: 1 }
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', buttons: 1, ...event })
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', buttons: 0, ...event })
    },
  },
  {
    key: 'tap',
    label: 'tap (touch events)',
    touch: true,
    target: true,
    act: (page, _cdp, { x, y }) => page.touchscreen.tap(x, y),
  },
  {
    key: 'enter',
    label: 'Enter from the keyboard',
    target: true,
    // Focused from script (no pointer) right before the key: no lead time on the focus either.
    async act(page) {
      await page.evaluate(focusButton)
      await page.keyboard.press('Enter')
    },
  },
  {
    key: 'hover',
    label: 'click after a 300 ms hover',
    target: false,
    async prepare(page, { x, y }) {
      await page.mouse.move(x, y)
      await page.waitForTimeout(300)
    },
    async act(page) {
      await page.mouse.down()
      await page.mouse.up()
    },
  },
]

export interface Loaded {
  context: BrowserContext
  page: Page
  cdp: CDPSession
  /** Main-thread JS of the load until the network was idle (CDP ScriptDuration, ms). */
  script: number
  /**
   * The same, read as soon as the load event has fired (ms): the page's own start, before what it does
   * once idle (Foyer's prefetch of the modal) — unless an idle callback ran before the read.
   */
  scriptAtLoad: number
  /** The requests made until the network was idle. */
  requests: { url: string; type: string }[]
  /** With `settle`: when the page was idle (main thread and network), ms after its load event. */
  settledAfterLoad?: number
}

/**
 * Loads `url` in a fresh context and waits for the load event and an idle network (500 ms without a
 * request). With `settle`, it then waits until the page is idle (untilIdle): a visitor reads the page
 * before acting. The caller closes `context`.
 */
export async function load(browser: Browser, url: string, touch = false, settle = false): Promise<Loaded> {
  const context = await browser.newContext(touch ? { hasTouch: true } : {})
  await context.addInitScript(longTaskInitScript)
  const page = await context.newPage()
  const seen: { url: string; type: string }[] = []
  let inFlight = 0
  page.on('request', (r) => {
    seen.push({ url: r.url(), type: r.resourceType() })
    inFlight++
  })
  page.on('requestfinished', () => inFlight--)
  page.on('requestfailed', () => inFlight--)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const scriptDuration = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')?.value ??
      0) * 1000
  await page.goto(url, { waitUntil: 'load' })
  const scriptAtLoad = await scriptDuration()
  await page.waitForLoadState('networkidle')
  const script = await scriptDuration()
  const requests = [...seen]
  const settledAfterLoad = settle
    ? await untilIdle(page, () => ({ begun: seen.length, inFlight }))
    : undefined
  return { context, page, cdp, script, scriptAtLoad, requests, settledAfterLoad }
}

/**
 * Waits until the page is idle: its main thread had three full idle periods in a row (page side,
 * mainThreadIdle) while no request was in flight and none began. Playwright's network idle alone can come
 * 130 ms after the load event on a loaded machine, before the page's first idle callback has run, and a
 * click then races what the page does at idle (Foyer's prefetch of the modal): no visitor clicks that
 * soon after seeing a page. Gives up after 10 s. Returns the time it was reached, ms after the load event.
 */
async function untilIdle(page: Page, requests: () => { begun: number; inFlight: number }): Promise<number> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const before = requests()
    const at = (await page.evaluate(mainThreadIdle)) as number
    const after = requests()
    const quiet = before.inFlight === 0 && after.inFlight === 0 && before.begun === after.begun
    if (quiet || Date.now() > deadline) {
      const loadEnd = (await page.evaluate(
        "performance.getEntriesByType('navigation')[0].loadEventEnd",
      )) as number
      return at - loadEnd
    }
  }
}

export interface IdleLoad {
  script: number
  scriptAtLoad: number
  requests: { url: string; type: string }[]
  longTasks: LongTasks
  resources: ResourceSnapshot
}

/** Loads `url`, then leaves the page alone until 3 s after its load event and collects its long tasks. */
export async function loadAndIdle(browser: Browser, url: string): Promise<IdleLoad> {
  const loaded = await load(browser, url)
  try {
    const clock = (await loaded.page.evaluate(collectLongTasks)) as LongTasks
    await loaded.page.waitForTimeout(Math.max(0, clock.loadEnd + idleWindowMs - clock.now) + 100)
    const longTasks = (await loaded.page.evaluate(collectLongTasks)) as LongTasks
    const resources = (await loaded.page.evaluate(resourceSnapshot)) as ResourceSnapshot
    return {
      script: loaded.script,
      scriptAtLoad: loaded.scriptAtLoad,
      requests: loaded.requests,
      longTasks,
      resources,
    }
  } finally {
    await loaded.context.close()
  }
}

/** Something that happened between the input and the wallet list: `at` ms after the input. */
export interface OpenEvent {
  at: number
  kind: 'long task' | 'long frame' | 'fetch'
  ms: number
  what: string
}

export interface Opened extends OpenResult {
  /** Everything the page fetched until the list was visible. */
  resources: ResourceSnapshot
  /** When the page was idle and the input came, ms after the load event. */
  settledAfterLoad: number
  /** The longest long task that ran after the input (ms; 0 when none). */
  longestTaskInOpen: number
  /** The long tasks, long animation frames and fetches from the input to the list, in order. */
  timeline: OpenEvent[]
}

/** The open's timeline: what ran long and what was fetched after the input, until the list showed. */
function timelineOf(result: OpenResult, tasks: LongTasks, resources: ResourceSnapshot): OpenEvent[] {
  const from = result.input.at
  const during = (start: number, ms: number) => start + ms > from && start <= result.visibleAt
  const events: OpenEvent[] = [
    ...tasks.longtask
      .filter((t) => during(t.start, t.duration))
      .map((t) => ({ at: t.start - from, kind: 'long task' as const, ms: t.duration, what: '' })),
    ...tasks.loaf
      .filter((f) => f.duration > longMs && during(f.start, f.duration))
      .map((f) => {
        const top = topScript(f)
        const what = top.ms ? `${top.file} (${top.invoker}, ${top.ms.toFixed(0)} ms)` : top.file
        return { at: f.start - from, kind: 'long frame' as const, ms: f.duration, what }
      }),
    ...resources.resources
      .filter((r) => r.start >= from && r.start <= result.visibleAt)
      .map((r) => ({ at: r.start - from, kind: 'fetch' as const, ms: 0, what: new URL(r.name).pathname })),
  ]
  return events.sort((a, b) => a.at - b.at)
}

/** Loads `url` in a fresh context, opens the modal `way`'s way and times input → wallet list visible. */
export async function openOnce(browser: Browser, url: string, way: WayIn): Promise<Opened> {
  const { context, page, cdp, settledAfterLoad = 0 } = await load(browser, url, way.touch, true)
  try {
    const at = (await page.evaluate(buttonCentre)) as Point
    await way.prepare?.(page, at)
    await page.evaluate(armOpenTimer)
    await way.act(page, cdp, at)
    const result = (await page.evaluate('window.__benchOpen')) as OpenResult
    const resources = (await page.evaluate(resourceSnapshot)) as ResourceSnapshot
    const tasks = (await page.evaluate(collectLongTasks)) as LongTasks
    // A task still running when the input came counts: the input waited for it.
    const inOpen = tasks.longtask.filter((t) => t.start + t.duration > result.input.at).map((t) => t.duration)
    const timeline = timelineOf(result, tasks, resources)
    return { ...result, resources, settledAfterLoad, longestTaskInOpen: Math.max(0, ...inOpen), timeline }
  } finally {
    await context.close()
  }
}
