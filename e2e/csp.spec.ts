import {
  accountButton,
  connect,
  demoUrl,
  expect,
  modal,
  openFromButton,
  openModal,
  test,
  watchCspViolations,
} from './fixtures.js'

test('default: under a strict Content-Security-Policy the modal is styled, connects and opens Account with no violation', async ({
  page,
  wallet,
}) => {
  const violations = await watchCspViolations(page)
  const response = await page.goto(`${demoUrl()}/?csp=strict`)
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self' 'nonce-")
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-')

  await openModal(page)
  const dialog = modal(page)
  // The shadow root's styles apply (constructed sheets, which the policy allows).
  const row = dialog.getByRole('button', { name: /Foyer Dev Wallet/ })
  await expect(row).toHaveCSS('display', 'flex')
  await page.keyboard.press('Escape')

  await connect(page, wallet)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await openFromButton(page, accountButton(page))
  await expect(dialog.getByTestId('account-balance')).toHaveText('10000 ETH')
  await expect(dialog.getByRole('tablist', { name: 'Account assets' })).toHaveCSS('display', 'flex')
  expect(violations).toEqual([])
})
