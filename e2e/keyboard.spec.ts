import { accountButton, expect, modal, test } from './fixtures.js'

test('behavior: keyboard only — connect, read the account, disconnect', async ({ page, wallet }) => {
  await wallet.setMode('approve', 'dev.foyer.wallet')
  const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
  await connectButton.focus()
  await page.keyboard.press('Enter')
  const dialog = modal(page)
  await expect(dialog).toBeVisible()

  // Focus is inside the dialog; Tab reaches the wallets, and Tab never leaves the dialog.
  const focusedInDialog = () =>
    page.evaluate(() => {
      let active: Element | null = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      return !!active?.closest('[aria-modal="true"]')
    })
  for (let i = 0; i < 8; i++) {
    expect(await focusedInDialog()).toBe(true)
    await page.keyboard.press('Tab')
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusedInDialog()).toBe(true)
  }

  // Escape closes and returns focus to the opener.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(connectButton).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  const foyerWallet = dialog.getByRole('button', { name: /Foyer Dev Wallet/ })
  for (let i = 0; i < 10 && !(await foyerWallet.evaluate((el) => el.matches(':focus'))); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(foyerWallet).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')

  await accountButton(page).focus()
  await page.keyboard.press('Enter')
  const disconnect = dialog.getByRole('button', { name: 'Disconnect' })
  // Past the address, Choose a name, the features row and the tabs.
  for (let i = 0; i < 24 && !(await disconnect.evaluate((el) => el.matches(':focus'))); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(disconnect).toBeFocused()
  // A visible focus indicator on the focused control.
  const outline = await disconnect.evaluate((el) => getComputedStyle(el).outlineStyle)
  expect(outline).not.toBe('none')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})
