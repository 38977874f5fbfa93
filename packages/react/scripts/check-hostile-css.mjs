// Real-browser check that host-page CSS cannot break Foyer's UI and Foyer's CSS cannot leak out
// (jsdom does not implement the shadow-DOM cascade, so the unit tests cannot show this).
// Usage: node packages/react/scripts/check-hostile-css.mjs   (needs Debian chromium at /usr/bin/chromium)
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'

const page = `
import { createFoyer, createMemoryStorage } from '@foyer/core'
import { createFakeAdapter, devnet, devnet2 } from '@foyer/core/test'
import { ConnectButton, FoyerProvider, NetworkButton } from '@foyer/react'
import { createRoot } from 'react-dom/client'
const foyer = createFoyer({
  projectId: 'p', networks: [devnet, devnet2], adapters: [createFakeAdapter()], storage: createMemoryStorage(),
})
createRoot(document.getElementById('root')).render(
  <FoyerProvider foyer={foyer}>
    <NetworkButton /><ConnectButton />
    <button id="page-button" type="button">page</button>
    <div className="card" id="page-card">page card</div>
  </FoyerProvider>,
)`

const html = `<!doctype html><meta charset="utf-8"><title>hostile host</title>
<style>
* { color: red !important; font-size: 40px; font-family: cursive !important; letter-spacing: 4px; line-height: 3; }
button { display: none; }
div { padding: 50px; }
.card, .overlay, .root, .title, .row { display: none !important; }
foyer-modal, foyer-connect-button { opacity: 0.1; }
</style><div id="root"></div><script type="module" src="./page.js"></script>`

const dir = await mkdtemp(join(tmpdir(), 'foyer-hostile-'))
await build({
  stdin: { contents: page, resolveDir: dirname(fileURLToPath(import.meta.url)), loader: 'tsx' },
  bundle: true,
  splitting: true,
  format: 'esm',
  outdir: dir,
  entryNames: 'page',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
})
await writeFile(join(dir, 'index.html'), html)
const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname
  try {
    const body = await readFile(join(dir, path === '/' ? 'index.html' : path))
    response.writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html' })
    response.end(body)
  } catch {
    response.writeHead(404).end()
  }
}).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const failures = []
const check = (label, ok, actual) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${ok ? '' : `: ${JSON.stringify(actual)}`}`)
  if (!ok) failures.push(label)
}
const style = (locator) =>
  locator.evaluate((el) => {
    const s = getComputedStyle(el)
    return {
      display: s.display,
      color: s.color,
      fontSize: s.fontSize,
      opacity: s.opacity,
      width: el.getBoundingClientRect().width,
    }
  })
try {
  const tab = await browser.newPage()
  await tab.goto(`http://127.0.0.1:${server.address().port}/`)
  const connect = tab.getByRole('button', { name: 'Connect Wallet' })
  await connect.waitFor()
  const button = await style(connect)
  check('page CSS applies to the page', (await style(tab.locator('#page-button'))).display === 'none')
  check(
    'connect button stays visible',
    button.display !== 'none' && button.color !== 'rgb(255, 0, 0)',
    button,
  )
  check('connect button keeps its font size', button.fontSize === '14px', button)
  const host = await tab.evaluate(
    () => getComputedStyle(document.querySelector('foyer-connect-button')).opacity,
  )
  check('button host ignores page !important rules', host === '1', host)
  await connect.click()
  const dialog = tab.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.waitFor()
  const card = await style(dialog)
  check(
    'dialog is 360px and unstyled by the page',
    card.width === 360 && card.color !== 'rgb(255, 0, 0)',
    card,
  )
  const row = await style(tab.getByRole('button', { name: /Fake Wallet/ }))
  check('wallet row visible at 14px', row.display === 'flex' && row.fontSize === '14px', row)
  const pageCard = await tab.locator('#page-card').evaluate((el) => getComputedStyle(el).borderRadius)
  check("modal CSS does not leak onto the page's .card", pageCard === '0px', pageCard)
  const modalHost = await tab.evaluate(() => {
    const s = getComputedStyle(document.querySelector('foyer-modal'))
    return { position: s.position, zIndex: s.zIndex, opacity: s.opacity }
  })
  check(
    'modal host is fixed at z-index 999',
    modalHost.position === 'fixed' && modalHost.zIndex === '999' && modalHost.opacity === '1',
    modalHost,
  )
} finally {
  await browser.close()
  server.close()
  await rm(dir, { recursive: true, force: true })
}
if (failures.length > 0) process.exit(1)
