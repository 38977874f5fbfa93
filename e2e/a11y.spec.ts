import { expectNoSeriousViolations, expectNoViolationsOf } from './axe.js'
import { accountButton, connect, expect, modal, openFromButton, openModal, test } from './fixtures.js'

// An axe scan takes seconds on a loaded 2-core machine: each test scans a few views and has triple the
// default budget (test.slow), so that the suite holds under load without retries.

test('default: the views before a connection pass axe with no serious or critical violation', async ({
  page,
  wallet,
}) => {
  test.slow()
  await expectNoSeriousViolations(page, 'page')
  await openModal(page)
  const dialog = modal(page)
  await expectNoSeriousViolations(page, 'Connect')
  // The modal over the page adds no second banner landmark (moderate rules, checked all the same).
  await expectNoViolationsOf(page, 'Connect over the page', [
    'landmark-no-duplicate-banner',
    'landmark-unique',
  ])

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
})

test('default: the connected views pass axe with no serious or critical violation', async ({
  page,
  wallet,
}) => {
  test.slow()
  const dialog = modal(page)
  await connect(page, wallet)
  await openFromButton(page, accountButton(page))
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
