import type { Page } from '@playwright/test'
import { recoverMessageAddress } from 'viem'
import { expectNoSeriousViolations } from './axe.js'
import {
  accountButton,
  demoUrl,
  devAccount,
  expect,
  modal,
  networkButton,
  openFromButton,
  openModal,
  test,
  watchCspViolations,
} from './fixtures.js'
import {
  copyUri,
  followMobileWallet,
  logSiteErrors,
  openMobileWallet,
  showPairingUri,
} from './mobileWallet.js'

const result = (page: Page) => page.getByRole('status', { name: 'Request result' })

// Each test pairs its own page with its own phone page and sends no transaction: they share both workers.
// In file order this file, the longest, ran alone on one worker at the end of every run (126 s of it).
test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  logSiteErrors(page)
})

test('behavior: the QR code shows at once, nothing leaves for a host the site did not configure, and a phone connects after the modal closed', async ({
  page,
  context,
}) => {
  const foreign: string[] = []
  const local = (url: string) => /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:|\/)/.test(url)
  page.on('request', (request) => {
    if (!local(request.url()) && !request.url().startsWith('data:')) foreign.push(request.url())
  })
  page.on('websocket', (socket) => {
    if (!local(socket.url())) foreign.push(socket.url())
  })
  page.on('frameattached', (frame) => {
    if (frame.url() && !local(frame.url()) && frame.url() !== 'about:blank') foreign.push(frame.url())
  })
  await openModal(page)
  const started = Date.now()
  await modal(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await expect(modal(page).getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible({
    timeout: 30_000,
  })
  console.log(`[walletconnect] QR code visible ${Date.now() - started} ms after the click`)
  const uri = await copyUri(page)
  // Closed before the phone answers: the code is gone from the screen, so the page's button says
  // 'Connect Wallet' again (not 'Connecting...' until the pairing expires), and the phone that was given
  // the link can still approve it.
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  const mobile = await openMobileWallet(context)
  await mobile.pair(uri)
  await mobile.approve('Connect to Harbor Exchange')
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await mobile.approve('personal_sign')
  await expect(result(page)).toContainText('Signature: 0x', { timeout: 15_000 })
  // The 'Check your phone' toast lasts as long as the request, not longer.
  await expect(page.getByRole('status').filter({ hasText: 'Check your phone' })).toBeHidden()
  expect(foreign).toEqual([])
})

test('default: pair by URI, sign, switch to a chain the wallet adds, reload, wallet-side disconnect', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const mobile = await openMobileWallet(context)
  const uri = await showPairingUri(page)
  await expectNoSeriousViolations(page, 'ConnectingWalletConnect')
  await mobile.pair(uri)
  await mobile.approve('Connect to Harbor Exchange')
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  await expect(modal(page)).toBeHidden()

  // A request through the session: the wallet asks on the phone.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await mobile.approve('personal_sign')
  await expect(result(page)).toContainText('Signature: 0x', { timeout: 15_000 })
  const signature = (await result(page).textContent())?.replace('Signature: ', '') as `0x${string}`
  expect(await recoverMessageAddress({ message: 'Sign in to Harbor Exchange', signature })).toBe(devAccount)

  // Foyer Local B is unknown to the wallet: 4902, then wallet_addEthereumChain, which it asks about.
  await openFromButton(page, networkButton(page))
  await modal(page)
    .getByRole('button', { name: /^Foyer Local B( Active)?$/ })
    .click()
  await mobile.approve('wallet_addEthereumChain')
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31338', { timeout: 15_000 })

  // The session survives a reload.
  await page.reload()
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })

  // The wallet ends the session: the page shows the visitor as disconnected.
  await mobile.page.getByRole('button', { name: 'Disconnect Harbor Exchange' }).click()
  await expect(accountButton(page)).toBeHidden({ timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
})

test('behavior: the wallet rejects the proposal; Try again shows a new code', async ({ page, context }) => {
  const mobile = await openMobileWallet(context)
  const uri = await showPairingUri(page)
  await mobile.pair(uri)
  await mobile.reject('Connect to Harbor Exchange')
  await expect(modal(page).getByRole('alert')).toHaveText('Connection declined', { timeout: 15_000 })
  await expectNoSeriousViolations(page, 'ConnectingWalletConnect (declined)')
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await expect(modal(page).getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible({
    timeout: 15_000,
  })
  expect(await copyUri(page)).not.toBe(uri)
})

test('behavior: the wallet rejects a request', async ({ page, context }) => {
  const mobile = await openMobileWallet(context)
  await mobile.pair(await showPairingUri(page))
  await mobile.approve('Connect to Harbor Exchange')
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await mobile.reject('personal_sign')
  await expect(result(page)).toHaveText('Error: User rejected the request.', { timeout: 15_000 })
})

test('behavior: the pairing URI is replaced when it expires', async ({ page }) => {
  await page.clock.install()
  await page.goto(demoUrl())
  const first = await showPairingUri(page)
  // 3 min 30 s on (the page clock also runs with real time, slowly on a loaded machine): the URI stays.
  // The exact 10 s margin is checked by core's isPairingExpired test on a fake clock.
  await page.clock.fastForward('03:30')
  expect(await copyUri(page)).toBe(first)
  // 3 min 51 s or later: under 10 s remain, the URI counts as expired and is replaced.
  await page.clock.fastForward('00:21')
  await expect.poll(() => copyUri(page), { timeout: 15_000 }).not.toBe(first)
})

test('behavior: relay unreachable shows an error; Try again pairs once it is back', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  // While the relay is "down" every socket to it is closed at once; then sockets reach it again.
  let relayDown = true
  await page.routeWebSocket(/^ws:\/\/127\.0\.0\.1/, (ws) => {
    if (relayDown) ws.close({ code: 1006 })
    else ws.connectToServer()
  })
  // The page's clock is Playwright's: the 20 s the modal gives the relay pass at once (a timing rule is
  // not waited out in real time), and the SDK's own timers still run with real time otherwise.
  await page.clock.install()
  await page.reload()
  await openModal(page)
  await modal(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const alert = modal(page).getByRole('alert').filter({ hasText: 'Could not reach the WalletConnect relay' })
  // Spec section 8's sockets timeout alert stands over the view while the relay is out of reach.
  const timedOut = modal(page).getByRole('alert').filter({ hasText: 'Connection Timed Out' })
  // The 20 s start when the SDK begins loading, a moment after the click: jump until they have passed.
  await expect(async () => {
    await page.clock.fastForward('00:21')
    await expect(alert).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect(timedOut).toBeVisible()
  await expectNoSeriousViolations(page, 'ConnectingWalletConnect (error)')
  relayDown = false
  const mobile = await openMobileWallet(context)
  // Try again reconnects to the relay at once (not on the SDK's own reconnect schedule) and pairs.
  const qr = modal(page).getByRole('img', { name: 'WalletConnect QR code' })
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await expect(qr).toBeVisible({ timeout: 30_000 })
  await expect(timedOut).toBeHidden()
  await mobile.pair(await copyUri(page))
  await mobile.approve('Connect to Harbor Exchange')
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
})

const signedIn = (page: Page) => page.getByRole('term').filter({ hasText: 'Signed in' }).locator('+ dd')

test('behavior: one-click sign-in — approving the sign-in on the phone connects and signs in at once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  // One-click sign-in is for sites whose networks are all eip155 (spec section 4): the demo without Solana.
  await page.goto(`${demoUrl()}/?signIn=required&solana=off`)
  const mobile = await openMobileWallet(context)
  await mobile.pair(await showPairingUri(page))
  await mobile.approve('Sign in to Harbor Exchange')
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  await expect(signedIn(page)).toHaveText('yes', { timeout: 15_000 })
  // No separate signature: the sign-in view never opened and the phone has nothing more to approve.
  await expect(modal(page)).toBeHidden()
  await expect(mobile.page.getByText('Nothing to approve.')).toBeVisible()

  // The session is a normal one: it survives a reload, still signed in.
  await page.reload()
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  await expect(signedIn(page)).toHaveText('yes')
})

test('behavior: a wallet without one-click sign-in answers the proposal; the sign-in view asks for a signature', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${demoUrl()}/?signIn=required&solana=off`)
  const mobile = await openMobileWallet(context, '?authenticate=0')
  await mobile.pair(await showPairingUri(page))
  await mobile.approve('Connect to Harbor Exchange')
  await expect(modal(page)).toHaveAccessibleName('Sign In', { timeout: 15_000 })
  await expect(signedIn(page)).toHaveText('no')
  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await mobile.approve('personal_sign')
  await expect(signedIn(page)).toHaveText('yes', { timeout: 15_000 })
  await expect(modal(page)).toBeHidden()
})

test('behavior: a wallet that cannot add chains shows the networks it did not approve disabled', async ({
  page,
  context,
}) => {
  const mobile = await openMobileWallet(context, '?addChains=0')
  await mobile.pair(await showPairingUri(page))
  await mobile.approve('Connect to Harbor Exchange')
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  // The modal closes once the session's Solana family is connected too: click after it has.
  await openFromButton(page, networkButton(page))
  const list = modal(page).getByRole('list', { name: 'Networks' })
  await expect(
    modal(page).getByText('Your connected wallet does not support some of the networks of this app.'),
  ).toBeVisible()
  const other = list.getByRole('button', { name: /^Foyer Local B/ })
  await expect(other).toHaveAttribute('aria-disabled', 'true')
  await expect(other).toHaveAccessibleDescription('Not supported by your wallet')
  await expect(list.getByRole('button', { name: /^Foyer Local( Active)?$/ })).not.toHaveAttribute(
    'aria-disabled',
  )
  await expect(other).toBeDisabled()
})

test('behavior: under a strict Content-Security-Policy WalletConnect pairs and signs with no violation', async ({
  page,
  context,
}) => {
  const violations = await watchCspViolations(page)
  const response = await page.goto(`${demoUrl()}/?csp=strict`)
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-')
  const mobile = await openMobileWallet(context)
  await mobile.pair(await showPairingUri(page))
  await mobile.approve('Connect to Harbor Exchange')
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await mobile.approve('personal_sign')
  await expect(result(page)).toContainText('Signature: 0x', { timeout: 15_000 })
  expect(violations).toEqual([])
})

test('behavior: the site’s own wallet (customWallets) is listed, found by search, and pairs through its link', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  // The demo adds the dev mobile wallet as a custom wallet: a web app at /wallet the directory lacks.
  await page.goto(`${demoUrl()}/?customWallet=on`)
  await openModal(page)
  const wallets = modal(page).getByRole('list', { name: 'Wallets' })
  const row = wallets.getByRole('button', { name: 'Foyer Demo Wallet', exact: true })
  await expect(row).toBeVisible()
  await expect(row.locator('img')).toHaveAttribute('src', /\/demo-wallet\.svg$/)

  await wallets.getByRole('button', { name: /^All Wallets/ }).click()
  await modal(page).getByRole('searchbox', { name: 'Search wallets' }).fill('demo wallet')
  const results = modal(page).getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('button').first()).toHaveAccessibleName('Foyer Demo Wallet', {
    timeout: 15_000,
  })
  await results.getByRole('button', { name: 'Foyer Demo Wallet', exact: true }).click()
  await expect(modal(page).getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible({
    timeout: 30_000,
  })
  // 'Open' opens its web app in a new tab with the pairing URI (the site keeps its page); it pairs at once.
  const mobile = await followMobileWallet(context, () =>
    modal(page).getByRole('button', { name: 'Open Foyer Demo Wallet' }).click(),
  )
  expect(new URL(mobile.page.url()).pathname).toBe('/wallet/wc')
  await mobile.approve('Connect to Harbor Exchange')
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  await expect(modal(page)).toBeHidden()
})
