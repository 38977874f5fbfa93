import { accountButton, connect, demoUrl, expect, modal, openFromButton, test } from './fixtures.js'

test('default: the demo’s app on React 18 connects, shows the account and disconnects', async ({
  page,
  wallet,
}) => {
  await page.goto(`${demoUrl()}/react18/`)
  await expect(page.locator('html')).toHaveAttribute('data-react-version', /^18\./)
  await connect(page, wallet)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await openFromButton(page, accountButton(page))
  await expect(modal(page).getByTestId('account-balance')).toHaveText('10000 ETH')
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})
