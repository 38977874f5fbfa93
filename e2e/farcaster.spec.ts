import type { Page } from '@playwright/test'
import { choosePassword } from './emailLogin.js'
import { accountButton, demoUrl, expect, modal, openFromButton, openModal, test } from './fixtures.js'

// Sign In With Farcaster (#27) on the demo: the modal shows the sign-in channel's link as
// a QR code, the dev Farcaster app (the link, opened as a phone would) signs the SIWF message with the
// user's custody key, the local auth relay carries it back, the Foyer server verifies it with
// @farcaster/auth-client against the IdRegistry on the local chain, and the secure frame opens the wallet.

/** Connect → All socials → Farcaster: resolves with the sign-in link the view shows. */
async function openFarcasterView(page: Page): Promise<string> {
  await page.goto(`${demoUrl()}/`)
  await openModal(page)
  await modal(page).getByRole('button', { name: 'All socials' }).click()
  await modal(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
  const link = modal(page).getByRole('link', { name: 'Open Farcaster' })
  await expect(link).toHaveAttribute('href', /\/farcaster\?channelToken=/)
  await expect(modal(page).getByRole('img', { name: /QR code/i })).toBeVisible()
  return (await link.getAttribute('href')) ?? ''
}

/** The dev Farcaster app, as a phone opens the link: signs in as `username`. */
async function approveInApp(page: Page, url: string, username: string) {
  const app = await page.context().newPage()
  try {
    await app.goto(url)
    await app.getByRole('button', { name: `Sign in as @${username}` }).click()
    await expect(app.getByRole('status')).toHaveText(new RegExp(`Signed in as @${username}`))
  } finally {
    await app.close()
  }
}

test('default: a Farcaster sign-in from the QR code creates the wallet and shows the username', async ({
  page,
}) => {
  test.slow()
  const url = await openFarcasterView(page)
  await approveInApp(page, url, 'alice')
  const address = await choosePassword(page)
  await openFromButton(page, accountButton(page, `${address.slice(0, 6)}…`))
  await expect(modal(page).getByText('alice')).toBeVisible()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('behavior: Back from the Farcaster view forgets its link; opening it again shows a new one', async ({
  page,
}) => {
  const first = await openFarcasterView(page)
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await modal(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
  const link = modal(page).getByRole('link', { name: 'Open Farcaster' })
  await expect(link).toHaveAttribute('href', /\/farcaster\?channelToken=/)
  expect(await link.getAttribute('href')).not.toBe(first)
})

test('behavior: declined in the Farcaster app, the modal keeps waiting with the same link and connects nothing', async ({
  page,
}) => {
  const url = await openFarcasterView(page)
  const app = await page.context().newPage()
  try {
    await app.goto(url)
    await app.getByRole('button', { name: 'Cancel' }).click()
    await expect(app.getByRole('status')).toHaveText(/Sign-in cancelled/)
  } finally {
    await app.close()
  }
  // Farcaster's relay has no refusal: the channel stays open until it expires or the visitor leaves.
  await expect(modal(page).getByText(/Scan with your phone.s camera or the Farcaster app/)).toBeVisible()
  await expect(modal(page).getByRole('link', { name: 'Open Farcaster' })).toHaveAttribute('href', url)
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await expect(modal(page).getByRole('button', { name: 'Continue with Farcaster' })).toBeVisible()
})
