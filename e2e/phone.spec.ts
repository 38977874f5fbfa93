import {
  accountButton,
  connect,
  expect,
  modal,
  networkButton,
  openFromButton,
  openModal,
  test,
} from './fixtures.js'

// A phone (390 × 844) with the demo's own header: once connected the account and network buttons fit
// it, the page does not grow sideways, and every sheet (Close included) is inside the viewport.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

async function expectInViewport(page: import('@playwright/test').Page, what: string) {
  const dialog = modal(page)
  const box = await dialog.boundingBox()
  expect(box, what).not.toBeNull()
  if (!box) return
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(390.5)
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox()
  expect(close, `${what}: Close`).not.toBeNull()
  if (close) expect(close.x + close.width, `${what}: Close`).toBeLessThanOrEqual(390.5)
}

test('behavior: at 390 px the connected header fits and every sheet is in view', async ({ page, wallet }) => {
  await openModal(page)
  await expectInViewport(page, 'Connect')
  await page.keyboard.press('Escape')
  await connect(page, wallet)
  await expect(accountButton(page)).toBeVisible()
  await expect(networkButton(page, 'Foyer Local')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await openFromButton(page, accountButton(page))
  await expect(modal(page).getByRole('button', { name: 'Disconnect' })).toBeAttached()
  await expectInViewport(page, 'Account')
  await page.keyboard.press('Escape')
  await openFromButton(page, networkButton(page, 'Foyer Local'))
  await expect(modal(page)).toHaveAccessibleName('Choose Network')
  await expectInViewport(page, 'Networks')
})

test('behavior: on a phone the account sheet keeps Disconnect in view, clear of the dev wallets pill', async ({
  page,
  wallet,
}) => {
  await connect(page, wallet)
  await openFromButton(page, accountButton(page))
  const dialog = modal(page)
  await dialog.getByRole('tab', { name: /NFTs/ }).click()
  await expect(dialog.getByRole('list', { name: /NFT/ }).getByRole('listitem').first()).toBeVisible()
  const disconnect = dialog.getByRole('button', { name: 'Disconnect' })
  // In view without scrolling, and the element at its centre is the button itself (nothing covers it).
  await expect(disconnect).toBeInViewport({ ratio: 1 })
  const box = await disconnect.boundingBox()
  expect(box).not.toBeNull()
  if (!box) return
  const hit = await page.evaluate(
    ({ x, y }) => {
      const host = document.elementFromPoint(x, y)
      const inner = host?.shadowRoot?.elementFromPoint(x, y)
      return inner?.closest('button')?.textContent ?? host?.tagName ?? ''
    },
    { x: box.x + 12, y: box.y + box.height / 2 },
  )
  expect(hit).toBe('Disconnect')
  // The Networks row too: the footer stays while the lists scroll under it.
  await expect(dialog.getByRole('button', { name: 'Foyer Local', exact: true })).toBeInViewport({ ratio: 1 })
})
