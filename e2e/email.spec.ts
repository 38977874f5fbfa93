import type { Browser, Page } from '@playwright/test'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  answerInFrame,
  enterCode,
  framePrompt,
  fundOnLocalChain,
  mailedCode,
  mails,
  RECOVERY_PASSWORD,
  signedBy,
  signUp,
  startEmailLogin,
  typePasswordInFrame,
  uniqueEmail,
} from './emailLogin.js'
import { demoUrl, expect, modal, openModal, test } from './fixtures.js'

// Email login end to end (#11): the demo's Connect, the secure frame on its own origin, the Foyer
// server's one-time codes mailed to the local mail catcher, and the embedded wallet signing through
// ApproveTransaction.

async function freshDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(demoUrl())
  return page
}

const result = (page: Page) => page.getByRole('status', { name: 'Request result' })

test('default: sign up by email (another tab follows), sign a message through ApproveTransaction, stay signed in across a reload, disconnect in every tab', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('signup')
  // A second tab of the site, open before the sign-up: it follows the new wallet without a reload.
  const second = await page.context().newPage()
  await second.goto(demoUrl())
  const { address } = await signUp(page, email)
  await expect(second.getByTestId('demo-address')).toHaveText(address, { timeout: 30_000 })

  // The account view shows the email.
  await page.getByRole('banner').getByRole('button', { name: /0x/ }).first().click()
  await expect(modal(page).getByText(email)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  // The site asks to sign: the secure frame says what, in plain words, over the modal, and waits for Sign.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(modal(page).getByRole('heading', { name: 'Approve request' })).toBeVisible()
  await expect(framePrompt(page).getByRole('heading', { name: 'Signature request' })).toBeVisible()
  await expect(framePrompt(page).getByText('Sign in to Harbor Exchange')).toBeVisible()
  await expect(
    framePrompt(page).getByText(`${new URL(page.url()).origin} asks you to approve this.`),
  ).toBeVisible()
  await answerInFrame(page, 'Sign')
  await expect(result(page)).toContainText('Signature: 0x', { timeout: 30_000 })
  const signature = (await result(page).textContent())?.replace('Signature: ', '') as `0x${string}`
  expect(await signedBy(address, 'Sign in to Harbor Exchange', signature)).toBe(true)
  await expect(modal(page)).toBeHidden()

  // Reject answers the site with 4001, and nothing is signed.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await answerInFrame(page, 'Reject')
  await expect(result(page)).toHaveText('Error: User rejected the request.')
  await expect(page.locator('#w3m-iframe')).toBeHidden()

  // Closing the modal (Escape on the page's modal) aborts the request and the frame's prompt goes.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(framePrompt(page)).toBeVisible()
  await modal(page).press('Escape')
  await expect(result(page)).toHaveText('Error: Request was aborted')
  await expect(page.locator('#w3m-iframe')).toBeHidden()

  // A reload keeps the session: no new code. So does a second tab of the site.
  await page.reload()
  await expect(page.getByTestId('demo-address')).toHaveText(address, { timeout: 30_000 })
  await second.reload()
  await expect(second.getByTestId('demo-address')).toHaveText(address, { timeout: 30_000 })

  await page.getByRole('banner').getByRole('button', { name: /0x/ }).first().click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  // Signed out in every tab: the second follows without a reload (its frame forgets the session).
  await expect(second.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(second.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await second.close()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('behavior: a new device asks for the recovery password, refuses a wrong one, and opens the same wallet', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const email = uniqueEmail('device')
  const { address } = await signUp(page, email)

  const other = await freshDevice(browser)
  const firstCode = await mailedCode(email)
  // A known account's new device gets a code at once, as any address does (the first device's code
  // does not hold it up: the 30 s wait is per device); the mail says a new device asks to sign in.
  await startEmailLogin(other, email)
  const newDeviceCode = await mailedCode(email, { notCode: firstCode })
  expect((await mails(email))[0]?.subject).toBe('A new device asks to sign in')
  await enterCode(other, newDeviceCode)
  await expect(modal(other).getByRole('heading', { name: 'Enter your recovery password' })).toBeVisible()
  // Typed in the frame's own form: a wrong one is refused there, and the form stays for the right one.
  await expect(
    framePrompt(other).getByRole('heading', { name: 'Enter your recovery password' }),
  ).toBeVisible()
  // A keyboard user types at once: the frame's password field has the focus, and Enter submits.
  await other.keyboard.type('not the password at all')
  await expect(framePrompt(other).getByLabel('Recovery password')).toHaveValue('not the password at all')
  await other.keyboard.press('Enter')
  await expect(framePrompt(other).getByRole('status')).toContainText('Incorrect recovery password', {
    timeout: 30_000,
  })
  const field = framePrompt(other).getByLabel('Recovery password')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  // Typing again takes the refusal back.
  await other.keyboard.type('x')
  await expect(framePrompt(other).getByRole('status')).toHaveText('')
  await expect(field).not.toHaveAttribute('aria-invalid')
  await typePasswordInFrame(other, RECOVERY_PASSWORD)
  await expect(other.getByTestId('demo-address')).toHaveText(address, { timeout: 30_000 })
  await other.context().close()
})

test('behavior: a wrong code says how many tries are left, and a resend inside 30 s is refused', async ({
  page,
}) => {
  const email = uniqueEmail('codes')
  await startEmailLogin(page, email)
  const code = await mailedCode(email)
  const wrong = code === '000000' ? '111111' : '000000'
  await enterCode(page, wrong)
  await expect(modal(page).getByRole('alert')).toContainText('4 tries left.')
  await expect(modal(page).getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled()
  // The right code still works after a wrong one.
  await enterCode(page, code)
  await expect(modal(page).getByRole('heading', { name: 'Choose a recovery password' })).toBeVisible()
  await expect(framePrompt(page).getByRole('heading', { name: 'Create a recovery password' })).toBeVisible()
})

test('behavior: an address that cannot be one is refused before a code is sent', async ({ page }) => {
  await openModal(page)
  await modal(page).getByRole('textbox', { name: 'Email' }).fill('ada@')
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal(page).getByRole('alert')).toHaveText('Enter a valid email address')
  await expect(modal(page).getByRole('textbox', { name: 'Email' })).toHaveValue('ada@')
})

// Hardhat account #9 (a public test key), which no other browser test spends from.
const FUNDER_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

test('behavior: the email wallet receives ETH and sends some on through ApproveTransaction, as its preview said', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const { address } = await signUp(page, uniqueEmail('send'))
  const client = await fundOnLocalChain(address, '2', FUNDER_KEY)
  await page.reload()
  await expect(page.getByTestId('demo-balance')).toContainText('2', { timeout: 30_000 })

  const to = privateKeyToAccount(generatePrivateKey()).address
  await page.getByRole('button', { name: 'Send tokens' }).click()
  const dialog = modal(page)
  await expect(dialog.getByLabel('Token', { exact: true })).toContainText('ETH')
  await dialog.getByLabel('Amount', { exact: true }).fill('0.5')
  await dialog.getByLabel('To', { exact: true }).fill(to)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('list', { name: 'Balance changes' })).toHaveText('-0.5 ETH')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()

  // The embedded wallet's prompt is the secure frame's: what is sent, where, on which network.
  const prompt = framePrompt(page)
  await expect(prompt.getByRole('heading', { name: 'Transaction request' })).toBeVisible()
  await expect(prompt.getByText(to)).toBeVisible()
  await expect(prompt.getByText('0.5 ETH', { exact: true })).toBeVisible()
  await expect(prompt.getByText('Foyer Local', { exact: true })).toBeVisible()
  await answerInFrame(page, 'Approve')

  await expect(dialog.getByText('Transaction sent')).toBeVisible({ timeout: 30_000 })
  await expect(dialog.getByRole('status').filter({ hasText: 'network' })).toHaveText(
    'Confirmed on the network',
    {
      timeout: 30_000,
    },
  )
  await expect.poll(() => client.getBalance({ address: to })).toBe(parseEther('0.5'))
})

test('behavior: a login frame that cannot load says so (and the Invalid App Configuration alert), keeps the address, and Continue tries again', async ({
  page,
}) => {
  const frameOrigin = new URL(process.env.FOYER_FRAME_URL ?? 'http://127.0.0.1:1').origin
  const blockFrame = (route: import('@playwright/test').Route) => route.abort('connectionrefused')
  await page.route(`${frameOrigin}/**`, blockFrame)
  // The page waits 15 s for the frame's READY (FRAME_READY_TIMEOUT_MS) on its own timer: the page's clock
  // is moved past it instead of waiting.
  await page.clock.install()
  await page.reload()
  const email = uniqueEmail('frame-down')
  await openModal(page)
  await modal(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  // The frame is mounted (its READY timer set with it), and it does not load.
  await expect(page.locator('#w3m-iframe')).toBeAttached()
  await page.clock.fastForward(15_000)
  // The form's own error, and spec section 8's alert for an embedded wallet that failed to load.
  const alerts = modal(page).getByRole('alert')
  await expect(alerts.filter({ hasText: 'Unable to load email login dependency' })).toBeVisible()
  await expect(alerts.filter({ hasText: 'Invalid App Configuration' })).toContainText(
    'The secure login frame did not load.',
  )
  await expect(modal(page).getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await page.unroute(`${frameOrigin}/**`, blockFrame)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal(page).getByText(`Enter the code we sent to ${email}`)).toBeVisible()
  // Loaded at last, the frame's alert goes.
  await expect(alerts.filter({ hasText: 'Invalid App Configuration' })).toHaveCount(0)
})
