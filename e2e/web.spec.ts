import { demoUrl, devAccount, expect, modal, test } from './fixtures.js'

test('default: a page without React connects and disconnects through Foyer’s custom elements', async ({
  page,
  wallet,
}) => {
  await page.goto(`${demoUrl()}/web/`)
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  // The connect button's `label` attribute reaches the button inside the element.
  await page.locator('foyer-connect-button').getByRole('button', { name: 'Connect' }).click()
  await expect(modal(page)).toBeVisible()
  await modal(page)
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .click()
  await wallet.approve('Foyer Dev Wallet')

  // subscribe() told the page; the account and network elements render for the connection.
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(devAccount)
  await expect(page.getByTestId('demo-network')).toHaveText(/^eip155:/)
  await expect(modal(page)).toBeHidden()
  const account = page.locator('foyer-account-button').getByRole('button', { name: /0xf39F…b92266/ })
  await expect(account).toBeVisible()
  await expect(page.locator('foyer-network-button').getByRole('button')).toHaveAccessibleName(/Foyer Local/)

  await account.click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.locator('foyer-account-button').getByRole('button')).toHaveCount(0)
  await expect(page.locator('foyer-connect-button').getByRole('button', { name: 'Connect' })).toBeVisible()
})

test('behavior: the page opens the modal itself with open()', async ({ page }) => {
  await page.goto(`${demoUrl()}/web/`)
  await page.getByRole('button', { name: 'Open Foyer' }).click()
  await expect(modal(page)).toBeVisible()
  await expect(modal(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
})
