import { solanaDevAccounts } from '@foyer/devnet'
import type { Page } from '@playwright/test'
import { expectNoSeriousViolations } from './axe.js'
import {
  accountButton,
  apiUrl,
  connect,
  demoUrl,
  devAccount,
  expect,
  modal,
  openFromButton,
  test,
} from './fixtures.js'

/** Hardhat account #10: funded with ETH by the node, never used by the seed (no tokens, NFTs or history). */
const freshAccount = '0xBcd4042DE499D14e55001CcbB24a551F3b954096'

/** Connects the Foyer Dev Wallet (account #0) and opens the Account view from the account button. */
async function openAccount(page: Page, wallet: Parameters<typeof connect>[1]) {
  await connect(page, wallet)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await openFromButton(page, accountButton(page))
  await expect(modal(page)).toHaveAccessibleName('Account')
  return modal(page)
}

const serverDown = (page: Page) => page.route(`${apiUrl()}/**`, (route) => route.abort('connectionrefused'))

test('default: the seeded account shows tokens with values, sorted, and the total', async ({
  page,
  wallet,
}) => {
  const dialog = await openAccount(page, wallet)
  const tablist = dialog.getByRole('tablist', { name: 'Account assets' })
  await expect(tablist.getByRole('tab')).toHaveText(['Tokens', 'NFTs', 'Activity'])
  await expect(tablist.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
  const tokens = dialog.getByRole('list', { name: 'Tokens held' })
  await expect(tokens.getByRole('listitem').first()).toBeVisible()
  const rows = await tokens.getByRole('listitem').allTextContents()
  const symbols = ['ETH', 'fUSD', 'HBR', 'lBTC']
  for (const symbol of symbols) expect(rows.some((row) => row.includes(` ${symbol}`))).toBe(true)
  // Fiat values with 2 decimals (en-US), quantities with at most 3 decimals; sorted by value.
  const values = rows.map((row) => {
    const match = /\$([\d,]+\.\d{2})/.exec(row)
    return match?.[1] ? Number(match[1].replaceAll(',', '')) : -1
  })
  expect(values.filter((value) => value >= 0).length).toBeGreaterThanOrEqual(3)
  expect([...values].sort((a, b) => b - a)).toEqual(values)
  const quantities = tokens.getByText(/^[\d,]+(\.\d{1,3})? [A-Za-z]+$/)
  await expect(quantities).toHaveCount(rows.length)
  await expect(dialog.getByText('Total value')).toBeVisible()
  await expectNoSeriousViolations(page, 'Account: Tokens')
})

test('behavior: NFTs lists the Harbor Passes and never the spam collection', async ({ page, wallet }) => {
  const dialog = await openAccount(page, wallet)
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  const nfts = dialog.getByRole('list', { name: 'NFTs held' })
  await expect(nfts.getByRole('listitem').first()).toBeVisible()
  await expect(nfts.getByRole('img', { name: /Foyer Harbor Passes #\d+/ }).first()).toBeVisible()
  await expect(nfts.getByText('Foyer Harbor Passes', { exact: true }).first()).toBeVisible()
  await expect(nfts.getByText(/Free Airdrop Claim/)).toHaveCount(0)
  // The images come from the Foyer server and load.
  await expect
    .poll(() =>
      nfts
        .getByRole('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true)
  await expectNoSeriousViolations(page, 'Account: NFTs')
})

test('behavior: Activity is grouped by day, signed, and loads more pages on scroll', async ({
  page,
  wallet,
}) => {
  const dialog = await openAccount(page, wallet)
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const panel = dialog.getByRole('tabpanel', { name: 'Activity' })
  const rows = panel.getByRole('listitem')
  await expect(rows.first()).toBeVisible()
  await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible()
  const firstPage = await rows.count()
  expect(firstPage).toBeGreaterThan(0)
  await expect(panel.getByRole('button', { name: 'Load more activity' })).toBeVisible()
  const pages = page.waitForResponse((response) => /\/history\?.*cursor=/.test(response.url()))
  await panel.evaluate((element) => element.scrollTo(0, element.scrollHeight))
  await pages
  await expect.poll(() => rows.count()).toBeGreaterThan(firstPage)
  // Receive rows carry a plus sign and the sender; sends a minus sign and the receiver; spam-only
  // entries are hidden.
  const received = panel.getByRole('listitem').filter({ hasText: 'Received' })
  await expect(received.first()).toBeVisible()
  for (const text of await received.allTextContents()) {
    expect(text).toMatch(/From \S+/)
    expect(text).toContain('+')
  }
  for (const text of await panel.getByRole('listitem').filter({ hasText: 'Sent' }).allTextContents()) {
    expect(text).toMatch(/To \S+/)
    expect(text).toContain('-')
  }
  await expect(panel.getByText(/Free Airdrop Claim/)).toHaveCount(0)
  // Quantities have at most 3 decimals.
  for (const text of await rows.allTextContents()) expect(text).not.toMatch(/\d\.\d{4,}/)
  await expectNoSeriousViolations(page, 'Account: Activity')
})

test('behavior: a fresh account shows only ETH and the empty NFT and activity states', async ({
  page,
  wallet,
}) => {
  // The dev wallets only hold seeded accounts: the server is asked about Hardhat's unused #10 instead.
  await page.route(`${apiUrl()}/v1/account/**`, (route) =>
    route.continue({ url: route.request().url().replace(new RegExp(devAccount, 'i'), freshAccount) }),
  )
  const dialog = await openAccount(page, wallet)
  const tokens = dialog.getByRole('list', { name: 'Tokens held' })
  await expect(tokens.getByRole('listitem')).toHaveCount(1)
  await expect(tokens.getByRole('listitem')).toContainText('ETH')
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  await expect(dialog.getByText('No NFTs yet')).toBeVisible()
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(dialog.getByText('No activity yet')).toBeVisible()
  await expectNoSeriousViolations(page, 'Account: empty Activity')
})

test('behavior: with the server down each tab shows its failed state', async ({ page, wallet }) => {
  await connect(page, wallet)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await serverDown(page)
  await openFromButton(page, accountButton(page))
  const dialog = modal(page)
  const tokens = dialog.getByRole('tabpanel', { name: 'Tokens' })
  // The portfolio may still be cached from the connect (30 s): force a refetch through Try again if so.
  await expect(tokens.getByText('Token Balance Unavailable').or(tokens.getByRole('list'))).toBeVisible()
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  await expect(dialog.getByRole('tabpanel', { name: 'NFTs' }).getByText('Failed to fetch NFTs')).toBeVisible()
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch transactions' })).toBeVisible()
  const activity = dialog.getByRole('tabpanel', { name: 'Activity' })
  await expect(activity.getByText('Failed to fetch transactions')).toBeVisible()
  await page.unroute(`${apiUrl()}/**`)
  await activity.getByRole('button', { name: 'Try again' }).click()
  await expect(activity.getByRole('listitem').first()).toBeVisible()
  await expectNoSeriousViolations(page, 'Account: failed states')
})

test('behavior: Token Balance Unavailable blocks retries for 30 seconds', async ({ page, wallet }) => {
  await page.clock.install()
  await page.goto(demoUrl())
  await serverDown(page)
  await connect(page, wallet)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await openFromButton(page, accountButton(page))
  const tokens = modal(page).getByRole('tabpanel', { name: 'Tokens' })
  await expect(tokens.getByText('Token Balance Unavailable')).toBeVisible()
  await page.unroute(`${apiUrl()}/**`)
  const balanceRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/balance')) balanceRequests.push(request.url())
  })
  await tokens.getByRole('button', { name: 'Try again' }).click()
  await expect(tokens.getByText('Token Balance Unavailable')).toBeVisible()
  expect(balanceRequests).toEqual([])
  await page.clock.fastForward(30_000)
  await tokens.getByRole('button', { name: 'Try again' }).click()
  await expect(tokens.getByRole('list', { name: 'Tokens held' })).toBeVisible()
  expect(balanceRequests.length).toBeGreaterThan(0)
})

test('behavior: a Solana account is offered only what Solana can do — no Swap, no name', async ({
  page,
  wallet,
}) => {
  // Names and swaps are eip155 only (spec section 9; e2e/swap.spec.ts opens Swap from an EVM account).
  const solana = solanaDevAccounts[0]?.address ?? ''
  await connect(page, wallet, 'Foyer Solana Dev Wallet')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await openFromButton(page, accountButton(page, `${solana.slice(0, 4)}…${solana.slice(-6)}`))
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Account')
  const features = dialog.getByRole('navigation', { name: 'Wallet features' })
  await expect(features.getByRole('button', { name: 'Send' })).toBeVisible()
  await expect(features.getByRole('button', { name: 'Swap' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
})

test('behavior: a token icon that does not load shows the symbol’s initials, never a broken image', async ({
  page,
  wallet,
}) => {
  const solana = solanaDevAccounts[0]?.address ?? ''
  await connect(page, wallet, 'Foyer Solana Dev Wallet')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await openFromButton(page, accountButton(page, `${solana.slice(0, 4)}…${solana.slice(-6)}`))
  const tokens = modal(page).getByRole('list', { name: 'Tokens held' })
  // The ledger's FOY has no icon on the server (a 404): its initials stand in.
  const foy = tokens.getByRole('listitem').filter({ hasText: 'FOY' })
  await expect(foy.getByTestId('token-image-fallback')).toHaveText('FO')
  // No image of the list is left broken (loaded, or replaced by initials).
  await expect
    .poll(() =>
      tokens
        .locator('img')
        .evaluateAll(
          (images) =>
            images.filter(
              (image) => !(image as HTMLImageElement).complete || !(image as HTMLImageElement).naturalWidth,
            ).length,
        ),
    )
    .toBe(0)
})

test('rule: balances are rounded half-up to 3 decimals, not cut (997.249975 reads 997.25)', async ({
  page,
  wallet,
}) => {
  // The server's portfolio, with the native balance at a value whose 4th decimal rounds up.
  await page.route(`${apiUrl()}/v1/account/*/balance**`, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }
    for (const balance of body.balances) if (balance.symbol === 'ETH') balance.quantity.numeric = '997.249975'
    await route.fulfill({ response, json: body })
  })
  const dialog = await openAccount(page, wallet)
  const eth = dialog
    .getByRole('list', { name: 'Tokens held' })
    .getByRole('listitem')
    .filter({ hasText: /^EtherETH/ })
  await expect(eth).toContainText('997.25 ETH')
  await expect(eth).not.toContainText('997.249')
  // The tokens tab fetches again (forceUpdate=true) when the native balance moves, which another worker's
  // test does by sending from the same dev account on the shared chain. When the test ended with that
  // answer still in the handler, its route.fetch threw after the test ("Test ended"): an error outside any
  // test, which failed the run (clean-clone run on b10ae67). Let the handler finish first.
  await page.unrouteAll({ behavior: 'wait' })
})
