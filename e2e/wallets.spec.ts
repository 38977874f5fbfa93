import { expectNoSeriousViolations } from './axe.js'
import { accountButton, apiUrl, connect, expect, modal, openFromButton, openModal, test } from './fixtures.js'

async function openAllWallets(page: import('@playwright/test').Page) {
  await openModal(page)
  const dialog = modal(page)
  await dialog.getByRole('button', { name: /^All Wallets/ }).click()
  await expect(dialog).toHaveAccessibleName('All Wallets')
  return dialog
}

test('default: the Connect view lists installed, recommended and All Wallets with its count', async ({
  page,
}) => {
  await openModal(page)
  const list = modal(page).getByRole('list', { name: 'Wallets' })
  await expect(list.getByRole('button', { name: /^All Wallets\s*\d+\+?$/ })).toBeVisible()
  // The spec's connector order: WalletConnect first, then the installed wallets.
  await expect(list.getByRole('button').first()).toContainText('WalletConnect')
  await expect(list.getByRole('button').nth(1)).toContainText('Installed')
  // 4 recommended directory wallets below the installed ones.
  await expect(
    list.getByRole('button').filter({ hasNotText: /Installed|All Wallets|WalletConnect/ }),
  ).toHaveCount(4)
})

test('behavior: All Wallets loads 40, then the next page when scrolled to the end', async ({ page }) => {
  const dialog = await openAllWallets(page)
  const rows = dialog.getByRole('list', { name: 'All wallets' }).getByRole('button')
  await expect(rows).toHaveCount(40)
  await rows.last().scrollIntoViewIfNeeded()
  await expect.poll(() => rows.count()).toBeGreaterThan(40)
  await expectNoSeriousViolations(page, 'AllWallets')
})

test('behavior: search shows results, and a no-results state', async ({ page }) => {
  const dialog = await openAllWallets(page)
  const box = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await box.fill('rabb')
  const results = dialog.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('button')).toHaveText(['Rabby'])
  await box.fill('no wallet is called this')
  await expect(dialog.getByText('No wallet found')).toBeVisible()
  await box.fill('')
  await expect(dialog.getByRole('list', { name: 'All wallets' })).toBeVisible()
})

test('behavior: a wallet that is not installed shows how to get it', async ({ page }) => {
  const dialog = await openAllWallets(page)
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('rabby')
  await dialog.getByRole('list', { name: 'Search results' }).getByRole('button', { name: 'Rabby' }).click()
  await expect(dialog).toHaveAccessibleName('Get Rabby')
  const links = dialog.getByRole('list', { name: 'Ways to get Rabby' }).getByRole('link')
  await expect(links).toHaveCount(2)
  const extension = links.filter({ hasText: 'Chrome extension' })
  await expect(extension).toHaveAttribute('href', /^https:\/\/chromewebstore\.google\.com\//)
  await expect(extension).toHaveAttribute('target', '_blank')
  await expect(extension).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(links.filter({ hasText: 'Website' })).toHaveAttribute('href', 'https://rabby.io/')
  await expectNoSeriousViolations(page, 'GetWallet')
})

test('behavior: the last used wallet comes first with "Recent" after a reconnect', async ({
  page,
  wallet,
}) => {
  await connect(page, wallet, 'Lantern Dev Wallet')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await openFromButton(page, accountButton(page, '0x3C44…4293BC'))
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await page.reload()
  await openModal(page)
  // The spec's connector order: WalletConnect, then recent wallets, then installed ones.
  const rows = modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button')
  await expect(rows.first()).toContainText('WalletConnect')
  const first = rows.nth(1)
  await expect(first).toContainText('Lantern Dev Wallet')
  await expect(first).toContainText('Recent')
  const stored = await page.evaluate(() => localStorage.getItem('@foyer/recent_wallets'))
  expect(JSON.parse(stored ?? '[]')[0]).toMatchObject({ rdns: expect.stringContaining('lantern') })
})

for (const outcome of ['answers', 'fails'] as const) {
  test(`behavior: a late directory that ${outcome} moves no row under the pointer`, async ({ page }) => {
    // Transitions off: the rows' places are final as soon as the answer is painted.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`${apiUrl()}/getWallets?**`, async (route) => {
      await held
      if (outcome === 'answers') await route.continue()
      else await route.abort('connectionrefused')
    })
    await openModal(page)
    const list = modal(page).getByRole('list', { name: 'Wallets' })
    await expect(list).toHaveAttribute('aria-busy', 'true')
    const rows = list.getByRole('button')
    const places = () =>
      Promise.all([rows.first(), rows.nth(1)].map(async (row) => JSON.stringify(await row.boundingBox())))
    const before = await places()
    release()
    await expect(list).toHaveAttribute('aria-busy', 'false')
    await expect(rows.filter({ hasNotText: /Installed|All Wallets|WalletConnect/ })).toHaveCount(
      outcome === 'answers' ? 4 : 0,
    )
    // WalletConnect and the first installed wallet are where they were when the visitor aimed at them.
    expect(await places()).toEqual(before)
  })
}
