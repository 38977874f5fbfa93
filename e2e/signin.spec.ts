import { expectNoSeriousViolations } from './axe.js'
import { connect, demoUrl, expect, modal, test } from './fixtures.js'

const signedIn = (page: import('@playwright/test').Page) =>
  page.getByRole('term').filter({ hasText: 'Signed in' }).locator('+ dd')

test('default: optional sign-in — sign after connecting, and the session survives a reload', async ({
  page,
  wallet,
}) => {
  await page.goto(`${demoUrl()}/?signIn=optional`)
  await connect(page, wallet)
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Sign In')
  await expect(dialog.getByText('Harbor Exchange asks you to sign in with your wallet')).toBeVisible()
  await expectNoSeriousViolations(page, 'SIWXSignMessage')
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog.getByRole('status')).toContainText('Check Foyer Dev Wallet')
  await wallet.approve()
  await expect(dialog).toBeHidden()
  await expect(signedIn(page)).toHaveText('yes')

  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(signedIn(page)).toHaveText('yes')
  await expect(modal(page)).toBeHidden()
})

test('behavior: required sign-in — a declined signature stays on the view, it cannot be dismissed, Cancel disconnects', async ({
  page,
  wallet,
}) => {
  await page.goto(`${demoUrl()}/?signIn=required`)
  await connect(page, wallet)
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Sign In')
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await wallet.reject()
  await expect(dialog.getByText('Signature declined').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await expect(signedIn(page)).toHaveText('no')

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(dialog).toBeHidden()
})

test('behavior: an expired session asks again at the next connect', async ({ page, wallet }) => {
  await page.clock.install({ time: new Date('2026-11-23T08:00:00Z') })
  await page.goto(`${demoUrl()}/?signIn=optional`)
  await connect(page, wallet)
  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await wallet.approve()
  await expect(signedIn(page)).toHaveText('yes')

  // A day and an hour later (sessions last 24 h), the same wallet connects again.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.clock.setSystemTime(new Date('2026-11-24T09:00:00Z'))
  await connect(page, wallet)
  await expect(modal(page)).toHaveAccessibleName('Sign In')
  await expect(signedIn(page)).toHaveText('no')
})

test('behavior: sign-in verified and kept by the Foyer server survives a reload', async ({
  page,
  wallet,
}) => {
  await page.goto(`${demoUrl()}/?signIn=backend`)
  await connect(page, wallet)
  const verified = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/siwx/verify')
  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await wallet.approve()
  expect((await verified).status()).toBe(200)
  await expect(modal(page)).toBeHidden()
  await expect(signedIn(page)).toHaveText('yes')

  const sessions = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v1/siwx/sessions',
  )
  await page.reload()
  expect((await sessions).status()).toBe(200)
  await expect(signedIn(page)).toHaveText('yes')
  await expect(modal(page)).toBeHidden()
})

test('behavior: a device clock an hour ahead of the server — the server refuses the sign-in, and the modal says Session Expired and to check the time', async ({
  page,
  wallet,
}) => {
  await page.clock.install({ time: new Date(Date.now() + 3_600_000) })
  await page.goto(`${demoUrl()}/?signIn=backend`)
  await connect(page, wallet)
  const verified = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/siwx/verify')
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await wallet.approve()
  // The server's answer: its own words and the code the client recognises.
  const answer = await verified
  expect(answer.status()).toBe(400)
  expect(await answer.json()).toMatchObject({ code: 'SIWX_ISSUEDINFUTURE' })
  // Not 'Signature declined': the visitor signed; the banner says what to do.
  await expect(dialog.getByText('Check the time settings of this device')).toBeVisible()
  await expect(dialog.getByText('Session Expired').first()).toBeVisible()
  await expect(dialog.getByText('Signature declined')).toHaveCount(0)
  await expect(signedIn(page)).toHaveText('no')
})
