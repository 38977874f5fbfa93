import type { BrowserContext, Page } from '@playwright/test'
import { demoUrl, expect, modal, openModal } from './fixtures.js'

// The site's side runs with WalletConnect Verify off (Foyer's default): nothing leaves for
// verify.walletconnect.org. The dev mobile wallet's page still loads the SDK's "verify" iframe; offline,
// the tests answer it locally (a dummy attestation whose payload carries the requested id).
const verifyPage = `<!doctype html><script>
const id = new URLSearchParams(location.search).get('id')
const b64 = (s) => btoa(s).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '')
const jwt = b64(JSON.stringify({ alg: 'ES256', typ: 'JWT' })) + '.' + b64(JSON.stringify({ id })) + '.c2ln'
parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation: jwt }), '*')
</script>`

async function answerVerify(page: Page) {
  await page.route(
    (url) => url.hostname === 'verify.walletconnect.org' || url.hostname === 'verify.walletconnect.com',
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: verifyPage })
        : route.fulfill({ status: 404, body: '' }),
  )
}

/**
 * The site's own console errors (the WalletConnect SDK's, a failed connect's) go to the test's output, so
 * that a pairing that fails under load says why on the site's side too.
 */
export function logSiteErrors(page: Page) {
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' && !text.startsWith('Failed to load resource'))
      console.log(`[site] ${text}`)
  })
}

/** The wallet page's errors to the test's output, every host but 127.0.0.1 cut off, Verify answered locally. */
async function prepareWalletPage(wallet: Page) {
  // The phone page's own errors go to the test's output: a request it failed to answer says why there.
  wallet.on('console', (message) => {
    const text = message.text()
    // Resource errors are expected: the page is cut off from every host but 127.0.0.1.
    if (message.type() === 'error' && !text.startsWith('Failed to load resource'))
      console.log(`[mobile wallet] ${text}`)
  })
  await answerVerify(wallet)
}

/** What a test does on the dev mobile wallet page: pair, find, approve or reject a request. */
async function walletControls(wallet: Page) {
  await expect(wallet.getByRole('heading', { name: 'Foyer Mobile Wallet' })).toBeVisible()
  const requests = wallet.getByRole('list', { name: 'Requests' })
  return {
    page: wallet,
    async pair(uri: string) {
      await wallet.getByLabel('WalletConnect URI').fill(uri)
      await wallet.getByRole('button', { name: 'Pair' }).click()
    },
    request(text: string | RegExp) {
      return requests.getByRole('listitem').filter({ hasText: text })
    },
    async approve(text: string | RegExp) {
      await this.request(text).getByRole('button', { name: 'Approve' }).click()
    },
    async reject(text: string | RegExp) {
      await this.request(text).getByRole('button', { name: 'Reject' }).click()
    },
  }
}

/**
 * The dev mobile wallet page (served by the demo server at /wallet) in a second tab. `query`: page options
 * ('?addChains=0': it cannot add chains; '?authenticate=0': it ignores one-click sign-in).
 */
export async function openMobileWallet(context: BrowserContext, query = '') {
  const wallet = await context.newPage()
  await prepareWalletPage(wallet)
  await wallet.goto(`${demoUrl()}/wallet${query}`)
  return walletControls(wallet)
}

/**
 * The dev mobile wallet page the site opens itself, in a new tab, through the wallet's link (`open`
 * clicks what opens it): it pairs from the link's URI at once.
 */
export async function followMobileWallet(context: BrowserContext, open: () => Promise<void>) {
  const [wallet] = await Promise.all([context.waitForEvent('page'), open()])
  await prepareWalletPage(wallet)
  return walletControls(wallet)
}

/** Opens the modal on WalletConnect and reads the pairing URI through the 'Copy link' button. */
export async function showPairingUri(page: Page): Promise<string> {
  await openModal(page)
  await modal(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  // Loading the WalletConnect client and its first relay connection took 8 s with two CPU burners
  // beside two test workers; unloaded it is well under a second (the first test prints it).
  await expect(modal(page).getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible({
    timeout: 30_000,
  })
  return copyUri(page)
}

export async function copyUri(page: Page): Promise<string> {
  // A marker first, so that neither an earlier copy nor a refused write ('Copy failed') can be read as
  // this copy. The test watches the clipboard itself rather than the 'Link copied' toast: the toast
  // shows for 2.5 s, and in the stress run (two CPU burners beside two workers) it was found missing in
  // 4 of 150 runs, with the QR code and Copy link on screen; ConnectingWalletConnectView.test.tsx
  // checks the toast where time is controlled.
  const marker = `foyer:before-copy:${Math.random()}`
  await page.evaluate((text) => navigator.clipboard.writeText(text), marker)
  await modal(page).getByRole('button', { name: 'Copy link' }).click()
  const read = () => page.evaluate(() => navigator.clipboard.readText())
  await expect.poll(read).not.toBe(marker)
  const uri = await read()
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}
