import type { Page } from '@playwright/test'
import { expectNoSeriousViolations } from './axe.js'
import { connect, devAccount, expect, modal, networkButton, openFromButton, test } from './fixtures.js'

/** Opens Receive from the demo's 'Receive funds' button (the Account view's entry point comes with its feature row). */
async function openReceive(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Receive funds' }).click()
  await expect(modal(page)).toHaveAccessibleName('Receive')
}

/** For each <img> of the modal matching `selector`: whether it loaded a real image. */
async function imagesLoaded(page: Page, selector: string): Promise<boolean[]> {
  return modal(page)
    .locator(selector)
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0))
}

test('default: the address as a QR code, copied with a toast', async ({ page, wallet, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await connect(page, wallet)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await openReceive(page)
  const dialog = modal(page)

  const qr = dialog.getByRole('img', { name: 'QR code of your address' })
  await expect(qr).toBeVisible()
  // The wallet's icon (an EIP-6963 data URL) sits in the centre of the code.
  await expect.poll(() => imagesLoaded(page, '.qr-logo img')).toEqual([true])
  await expect(dialog.getByText(devAccount, { exact: true })).toBeVisible()

  const networks = dialog.getByRole('list', { name: 'Networks' })
  await expect(networks.getByRole('listitem')).toHaveText([
    'Foyer Local',
    'Foyer Local B',
    'Ethereum',
    'Base',
    'Arbitrum One',
    'OP Mainnet',
  ])
  // Network images come from the Foyer server (GET /public/getAssetImage/{caipNetworkId}).
  await expect.poll(() => imagesLoaded(page, 'li img')).toEqual([true, true, true, true, true, true])

  await dialog.getByRole('button', { name: 'Copy address' }).click()
  // The toast lives in the dialog (screen readers in the modal hear it), at its foot: clear of the
  // header and its Close button, and it never takes a click.
  const toast = dialog.getByRole('status').filter({ hasText: 'Address copied' })
  await expect(toast).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(devAccount)
  const toastBox = await toast.boundingBox()
  const closeBox = await dialog.getByRole('button', { name: 'Close' }).boundingBox()
  const cardBox = await dialog.boundingBox()
  expect(toastBox && closeBox && cardBox).toBeTruthy()
  if (toastBox && closeBox && cardBox) {
    expect(toastBox.y).toBeGreaterThan(closeBox.y + closeBox.height)
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height)
  }
  await expect(toast).toHaveCSS('pointer-events', 'none')
  await expectNoSeriousViolations(page, 'Receive')
})

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' })

  test('behavior: Receive and Networks pass axe in the dark theme', async ({ page, wallet }) => {
    await connect(page, wallet)
    await openReceive(page)
    await expect(modal(page).getByRole('img', { name: 'QR code of your address' })).toBeVisible()
    await expectNoSeriousViolations(page, 'Receive (dark)')
    await page.keyboard.press('Escape')
    await expect(modal(page)).toHaveCount(0)

    await openFromButton(page, networkButton(page))
    const dialog = modal(page)
    await expect(dialog).toHaveAccessibleName('Choose Network')
    await expect(dialog.getByRole('button', { name: /^Foyer Local( Active)?$/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect.poll(() => imagesLoaded(page, 'li img')).toEqual([true, true, true, true, true, true])
    await expectNoSeriousViolations(page, 'Networks (dark)')
  })
})
