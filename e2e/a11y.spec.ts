import { expectNoSeriousViolations } from './axe.js'
import { accountButton, connect, expect, modal, openModal, test } from './fixtures.js'

test('default: every view passes axe with no serious or critical violation', async ({ page, wallet }) => {
  await expectNoSeriousViolations(page, 'page')
  await openModal(page)
  const dialog = modal(page)
  await expectNoSeriousViolations(page, 'Connect')

  await dialog.getByRole('button', { name: 'What is a wallet?' }).click()
  await expect(dialog).toHaveAccessibleName('What is a wallet?')
  await expectNoSeriousViolations(page, 'WhatIsAWallet')
  await dialog.getByRole('button', { name: 'Back' }).click()

  await dialog.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
  await expect(dialog.getByText('Continue in Foyer Dev Wallet')).toBeVisible()
  await expectNoSeriousViolations(page, 'ConnectingExternal')
  await wallet.reject()
  await expect(dialog.getByText('Connection declined')).toBeVisible()
  await expectNoSeriousViolations(page, 'ConnectingExternal (error)')
  await page.keyboard.press('Escape')

  await connect(page, wallet)
  await accountButton(page).click()
  await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await expectNoSeriousViolations(page, 'Account')

  await dialog.getByRole('button', { name: /Foyer Local/ }).click()
  await expect(dialog).toHaveAccessibleName('Choose Network')
  await expectNoSeriousViolations(page, 'Networks')

  await wallet.setMode('reject', 'dev.foyer.wallet')
  await dialog.getByRole('button', { name: /^Foyer Local B( Active)?$/ }).click()
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expectNoSeriousViolations(page, 'SwitchNetwork (error)')
})
