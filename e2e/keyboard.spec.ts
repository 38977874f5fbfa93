import { accountButton, expect, modal, test } from './fixtures.js'

// With motion, unlike the other specs (playwright.config.ts): the animated views stay under test.
test.use({ reducedMotion: 'no-preference' })

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
  // The arrows work from the start: from the dialog itself, ArrowDown enters the wallet list.
  for (let i = 0; i < 10 && !(await foyerWallet.evaluate((el) => el.matches(':focus'))); i++) {
    await page.keyboard.press('ArrowDown')
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

test('behavior: a control focused while the card grows stays where it is drawn', async ({ page }) => {
  // While the card's height catches up with a taller view (a 150 ms transition, longer on a busy
  // machine), the lower part of the view is clipped. Focus (Tab) or a scrollIntoView there must not
  // scroll the clipping box: the content would then slide back down as the height grows, and a press
  // that follows lands on whatever slid under the pointer (a lost 'Copy link' after 'Try again' in
  // walletconnect.spec was this: pressed at y 307 on the button, released on the paragraph above it).
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Connect Wallet')
  const result = await page.evaluate(() => {
    const root = document.querySelector('foyer-modal')?.shadowRoot
    const body = root?.querySelector<HTMLElement>('.body')
    const card = root?.querySelector<HTMLElement>('.card')
    if (!body || !card) return undefined
    // The frame mid-transition: shorter than the view it holds.
    body.style.transition = 'none'
    body.style.height = '160px'
    // The last control: past what the view itself can scroll to, and so below the frame's edge.
    const clipped = Array.from(body.querySelectorAll<HTMLElement>('button, input')).at(-1)
    clipped?.focus()
    clipped?.scrollIntoView()
    return { clipped: clipped !== undefined, bodyScroll: body.scrollTop, cardScroll: card.scrollTop }
  })
  expect(result).toEqual({ clipped: true, bodyScroll: 0, cardScroll: 0 })
})
