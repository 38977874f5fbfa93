/**
 * Debian's Chromium and the flags it needs on this kind of machine (closed network, root, no GPU).
 *
 * Two builds of the same Chromium, both Debian packages of one version:
 * - `chromiumPath`, the full browser (package `chromium`): the benchmarks, and the tests about what a
 *   visitor's browser decides on its own (a private window refusing a cross-site frame its storage).
 * - `testChromiumPath`, the headless shell (package `chromium-headless-shell`): the browser tests. Same
 *   Blink and V8, without the desktop browser around them; it is the build Playwright itself runs headless
 *   tests in. A new context and its first page cost it 0.15 s of CPU against 1.5 s for the full browser
 *   (its renderer alone takes ~1 s to start): about 180 s of the browser step's 650 CPU seconds (#30).
 */
export const chromiumPath = process.env.FOYER_CHROMIUM ?? '/usr/bin/chromium'
export const testChromiumPath = process.env.FOYER_TEST_CHROMIUM ?? '/usr/bin/chromium-headless-shell'

/**
 * Every host but this machine fails to resolve inside the browser (Chromium's own rule, in its network
 * stack; it applies to IP literals too): nothing a page asks of another host leaves the machine,
 * WebSockets included, and the tests pay nothing per request. Intercepting each request with
 * Playwright's `page.route` for the same purpose sent every request of every page through the test
 * worker (#30). Left to resolve: 127.0.0.1, localhost and `::ffff:7f00:1` (127.0.0.1 written as IPv6,
 * which server.spec uses as a second page origin on this machine).
 */
export const OFFLINE_RESOLVER_RULES =
  'MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE ::ffff:7f00:1'

export const chromiumArgs = [
  `--host-resolver-rules=${OFFLINE_RESOLVER_RULES}`,
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The browser tests' flags: the same, with V8's tiers capped at Sparkplug (`--max-opt=1`: no Maglev or
 * TurboFan). A test's pages live for seconds, too short for an optimising compile to pay back the CPU it
 * takes on the two cores the test run shares; what the tests check (what a page shows and does) does not
 * depend on it. Measured over the whole browser step (#30, one run each, nothing else on the machine,
 * per-process CPU from /proc): the renderers' CPU went from 642 to 548 s, all processes' from 1,438 to
 * 1,269 s, and the step from 738 s to 657 s, every test passing. The benchmarks keep Chromium's defaults
 * (`chromiumArgs`): they measure what a visitor's browser does.
 */
export const testChromiumArgs = [...chromiumArgs, '--js-flags=--max-opt=1']
