import type { BrowserContext, Page } from '@playwright/test'
import { choosePassword, framePrompt, RECOVERY_PASSWORD, typePasswordInFrame } from './emailLogin.js'
import { accountButton, apiUrl, demoUrl, expect, modal, openFromButton, openModal, test } from './fixtures.js'

// Social login (#27) on the demo through the devnet's identity providers: the modal opens
// the login window inside the click, the provider's own login and consent pages answer in it, the Foyer
// server redeems the code, and the secure frame opens the wallet (the recovery password as for email).

const socialsPage = () => `${demoUrl()}/`

/**
 * Clicks 'Continue with <provider>' in Connect (behind All socials for the fourth and later: GitHub,
 * Apple, Facebook) and resolves with the login window it opens.
 */
async function openLoginWindow(page: Page, provider: string, { behindAll = false } = {}): Promise<Page> {
  await page.goto(socialsPage())
  await openModal(page)
  if (behindAll) await modal(page).getByRole('button', { name: 'All socials' }).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    modal(page)
      .getByRole('button', { name: `Continue with ${provider}` })
      .click(),
  ])
  await expect(modal(page).getByText(`Log in with ${provider}`)).toBeVisible()
  return popup
}

/** At the provider: logs in as `name` and allows access; the window closes itself. */
async function logInAtProvider(popup: Page, name: string) {
  await popup.getByRole('button', { name: `Continue as ${name}` }).click()
  // Listening before the click: the callback page closes the window as soon as it loads, which can be
  // before the click's promise settles, and a 'close' already emitted is never seen by a later listener.
  const closed = popup.waitForEvent('close', { timeout: 20_000 })
  // The window may close while the click still waits on the navigation it started: that is the success.
  await popup
    .getByRole('button', { name: 'Allow' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
  await closed
}

/** Makes the dev identity provider's next token or userinfo answer fail (POST /__devnet/fault). */
async function failNext(provider: string, fault: Record<string, unknown>) {
  const url = process.env.FOYER_IDP_URL
  if (!url) throw new Error('FOYER_IDP_URL is not set: the global setup did not run')
  const response = await fetch(`${url}/__devnet/fault`, {
    method: 'POST',
    body: JSON.stringify({ provider, fault }),
  })
  expect(response.status).toBe(204)
}

async function address(page: Page) {
  return ((await page.getByTestId('demo-address').textContent()) ?? '').trim()
}

test('default: a GitHub login creates the wallet with a recovery password and shows the username; a new browser logs in to the same wallet', async ({
  page,
  browser,
}) => {
  test.slow()
  const popup = await openLoginWindow(page, 'GitHub', { behindAll: true })
  await logInAtProvider(popup, 'Alice Liddell')
  const first = await choosePassword(page)

  // The account shows the provider's name for the user.
  await openFromButton(page, accountButton(page, `${first.slice(0, 6)}…`))
  await expect(modal(page).getByText('alice-liddell')).toBeVisible()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  // Another browser (a new device): the same GitHub identity, the recovery password, the same wallet.
  const context: BrowserContext = await browser.newContext()
  try {
    const other = await context.newPage()
    const again = await openLoginWindow(other, 'GitHub', { behindAll: true })
    await logInAtProvider(again, 'Alice Liddell')
    await expect(framePrompt(other).getByLabel('Recovery password')).toBeVisible({ timeout: 30_000 })
    await typePasswordInFrame(other, RECOVERY_PASSWORD)
    await expect(other.getByTestId('demo-status')).toHaveText('connected', { timeout: 30_000 })
    expect(await address(other)).toBe(first)
  } finally {
    await context.close()
  }
})

test('behavior: cancelling at the provider says so, and Try again opens a new login window', async ({
  page,
}) => {
  const popup = await openLoginWindow(page, 'Google')
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal(page).getByText('The login was cancelled at Google')).toBeVisible({ timeout: 20_000 })
  const [retry] = await Promise.all([
    page.waitForEvent('popup'),
    modal(page).getByRole('button', { name: 'Try again' }).click(),
  ])
  await expect(retry.getByRole('button', { name: 'Continue as Bob Carroll' })).toBeVisible()
  await retry.close()
  await expect(modal(page).getByText('The login window was closed before the login finished')).toBeVisible()
})

// Each provider's own login ends with a wallet (GitHub's above, with its username and a second browser).
for (const [provider, behindAll] of [
  ['Google', false],
  ['X', false],
  ['Discord', false],
  ['Apple', true],
  ['Facebook', true],
] as const) {
  test(`default: a ${provider} login creates a wallet`, async ({ page }) => {
    const popup = await openLoginWindow(page, provider, { behindAll })
    await logInAtProvider(popup, 'Alice Liddell')
    const created = await choosePassword(page)
    await expect(accountButton(page, `${created.slice(0, 6)}…`)).toBeVisible()
  })
}

test('error: a provider that answers garbage, and an ID token signed by another key, each say so and leave Try again', async ({
  page,
}) => {
  await failNext('discord', { endpoint: 'userinfo', kind: 'garbage' })
  await logInAtProvider(await openLoginWindow(page, 'Discord'), 'Bob Carroll')
  await expect(modal(page).getByText('Discord is not responding. Try again later')).toBeVisible({
    timeout: 20_000,
  })
  await expect(modal(page).getByRole('button', { name: 'Try again' })).toBeVisible()

  await failNext('google', { endpoint: 'token', kind: 'idToken', signature: 'foreign' })
  await logInAtProvider(await openLoginWindow(page, 'Google'), 'Bob Carroll')
  await expect(modal(page).getByText('The answer from Google could not be verified. Try again')).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('attack: a callback with a forged state is refused by the server, and the login stays unfinished', async ({
  page,
}) => {
  const popup = await openLoginWindow(page, 'X')
  // The window opens blank in the click and is sent to the provider once the frame has the login's
  // link: forging before that navigation lost the forged page to it (the provider's page showed
  // instead). Wait for the provider, as a visitor sees it.
  await expect(popup.getByRole('button', { name: 'Continue as Bob Carroll' })).toBeVisible()
  // The provider's redirect, with a state that no login started: the server's page refuses it.
  await popup.goto(`${apiUrl()}/auth/v1/social/callback?state=${'A'.repeat(43)}&code=forged`)
  await expect(popup.getByText('This sign-in is unknown or was used already: start again')).toBeVisible()
  await popup.close()
  await expect(modal(page).getByText('The login window was closed before the login finished')).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('default: the same e-mail at two providers opens two wallets, never one without the person asking', async ({
  page,
}) => {
  // Bob has bob@example.com at Apple and at Facebook: each identity gets its own wallet.
  await logInAtProvider(await openLoginWindow(page, 'Apple', { behindAll: true }), 'Bob Carroll')
  const atApple = await choosePassword(page)
  await openFromButton(page, accountButton(page, `${atApple.slice(0, 6)}…`))
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await logInAtProvider(await openLoginWindow(page, 'Facebook', { behindAll: true }), 'Bob Carroll')
  // A new wallet (the recovery password is chosen, not asked for), at another address.
  const atFacebook = await choosePassword(page)
  expect(atFacebook).not.toBe(atApple)
})

// Spec section 5: inside Telegram's web view, iOS drops Google, macOS drops X, Android drops Facebook and X.
for (const { platform, userAgent, dropped } of [
  {
    platform: 'iOS',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    dropped: ['Google'],
  },
  {
    platform: 'macOS',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    dropped: ['X'],
  },
  {
    platform: 'Android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Mobile Safari/537.36 Telegram-Android/11.2.0',
    dropped: ['Facebook', 'X'],
  },
]) {
  test(`rule: inside Telegram on ${platform} the socials it cannot use are not offered`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent })
    try {
      const page = await context.newPage()
      // Telegram's in-app web view announces itself by its bridge.
      await page.addInitScript(() => {
        ;(window as unknown as { TelegramWebviewProxy: object }).TelegramWebviewProxy = {}
      })
      await page.goto(socialsPage())
      await openModal(page)
      await modal(page).getByRole('button', { name: 'All socials' }).click()
      for (const provider of ['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'])
        await expect(
          modal(page).getByRole('button', { name: `Continue with ${provider}`, exact: true }),
        ).toHaveCount(dropped.includes(provider) ? 0 : 1)
    } finally {
      await context.close()
    }
  })
}
