import type { Page } from '@playwright/test'
import { enterCode, mailedCode, signUp, uniqueEmail } from './emailLogin.js'
import { expect, modal, test } from './fixtures.js'

// Email update end to end (#11): an account made by email login changes its address through the three
// views (UpdateEmailWallet, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp) with the codes the Foyer
// server mails to the current and to the new address. The helpers are email.spec.ts's.

async function openAccount(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /0x/ }).first().click()
  // The Account view's title is for screen readers only: the dialog's name.
  await expect(modal(page)).toHaveAccessibleName('Account')
}

test('default: sign up by email, update the email with the codes sent to both addresses, and keep it across a reload', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('update-from')
  const newEmail = uniqueEmail('update-to')
  const { code: signInCode } = await signUp(page, email)
  const address = (await page.getByTestId('demo-address').textContent()) ?? ''

  await openAccount(page)
  await expect(modal(page).getByText(email)).toBeVisible()
  await modal(page).getByRole('button', { name: 'Update email' }).click()

  await expect(modal(page).getByRole('heading', { name: 'Update email' })).toBeVisible()
  // The current address is refused before anything is mailed.
  await modal(page).getByRole('textbox', { name: 'New email' }).fill(email)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal(page).getByRole('alert')).toHaveText('This is already your email address')
  await modal(page).getByRole('textbox', { name: 'New email' }).fill(newEmail)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()

  // The first code went to the current address.
  await expect(modal(page).getByRole('heading', { name: 'Confirm current email' })).toBeVisible()
  await expect(modal(page).getByText(`Enter the code we sent to your current email, ${email}`)).toBeVisible()
  await expect(modal(page).getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled()
  await enterCode(page, await mailedCode(email, { notCode: signInCode }))

  // The second, to the new address; the server checks both with it.
  await expect(modal(page).getByRole('heading', { name: 'Confirm new email' })).toBeVisible()
  await expect(modal(page).getByText(`Enter the code we sent to your new email, ${newEmail}`)).toBeVisible()
  await enterCode(page, await mailedCode(newEmail))

  await expect(modal(page)).toHaveAccessibleName('Account', { timeout: 30_000 })
  await expect(modal(page).getByText('Email updated')).toBeVisible()
  await expect(modal(page).getByText(newEmail)).toBeVisible()
  await expect(modal(page).getByText(email, { exact: true })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  // A reload keeps the session and shows the new address.
  await page.reload()
  await expect(page.getByTestId('demo-address')).toHaveText(address, { timeout: 30_000 })
  await openAccount(page)
  await expect(modal(page).getByText(newEmail)).toBeVisible()
  await expect(modal(page).getByText(email, { exact: true })).toHaveCount(0)
})

test('behavior: a wrong code for the new address says how many tries are left, and the right one still works', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('update-wrong')
  const newEmail = uniqueEmail('update-wrong-to')
  const { code: signInCode } = await signUp(page, email)

  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Update email' }).click()
  await modal(page).getByRole('textbox', { name: 'New email' }).fill(newEmail)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal(page).getByRole('heading', { name: 'Confirm current email' })).toBeVisible()
  await enterCode(page, await mailedCode(email, { notCode: signInCode }))
  await expect(modal(page).getByRole('heading', { name: 'Confirm new email' })).toBeVisible()

  const code = await mailedCode(newEmail)
  await enterCode(page, code === '000000' ? '111111' : '000000')
  await expect(modal(page).getByRole('alert')).toHaveText('Wrong code. 4 tries left.')
  await expect(modal(page).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('')
  await enterCode(page, code)
  await expect(modal(page)).toHaveAccessibleName('Account', { timeout: 30_000 })
  await expect(modal(page).getByText(newEmail)).toBeVisible()
})
