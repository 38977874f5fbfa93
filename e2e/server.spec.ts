import type { Page } from '@playwright/test'
import {
  accountButton,
  apiUrl,
  connect,
  type DevWallet,
  demoUrl,
  devAccount,
  expect,
  modal,
  openFromButton,
  test,
} from './fixtures.js'

const balancePath = `/v1/account/${devAccount}/balance`

test('default: the account balance comes from the Foyer server, read from the local chain', async ({
  page,
  wallet,
}) => {
  const answered = page.waitForResponse(
    (response) => response.url().startsWith(apiUrl()) && new URL(response.url()).pathname === balancePath,
  )
  await connect(page, wallet)
  const response = await answered
  expect(response.status()).toBe(200)
  const query = new URL(response.url()).searchParams
  expect(query.get('chainId')).toBe('eip155:31337')
  expect(query.get('projectId')).toBe('foyer-demo')
  // The server prices the native token from the local swap pool and lists the seeded tokens too.
  const { balances } = (await response.json()) as {
    balances: { symbol: string; address?: string; price?: number; quantity: { numeric: string } }[]
  }
  const native = balances.find((entry) => entry.address === undefined)
  expect(native).toMatchObject({ symbol: 'ETH', quantity: { numeric: '10000' } })
  expect(native?.price).toBeGreaterThan(0)
  expect(balances.map((entry) => entry.symbol)).toEqual(expect.arrayContaining(['fUSD', 'HBR', 'lBTC']))

  await openFromButton(page, accountButton(page))
  await expect(modal(page).getByTestId('account-balance')).toHaveText('10000 ETH')
})

test('behavior: with the Foyer server unreachable, the balance is read from the chain instead', async ({
  page,
  wallet,
}) => {
  let refused = 0
  await page.route(`${apiUrl()}/**`, (route) => {
    refused++
    return route.abort('connectionrefused')
  })
  await connect(page, wallet)
  await expect(page.getByTestId('demo-balance')).toHaveText('10000 ETH')
  await openFromButton(page, accountButton(page))
  await expect(modal(page).getByTestId('account-balance')).toHaveText('10000 ETH')
  expect(refused).toBeGreaterThan(0)
})

/**
 * Connects, then comes back with the modal closed: the session is restored and the balance the page asks
 * the server for is refused. The visitor learns of it when it happens, as a toast (`title: description`),
 * not at the next open; opened (within the toast's time or after it), the modal's banner says it, and
 * only the banner.
 */
async function expectServerAlert(page: Page, wallet: DevWallet, title: string, description: string) {
  await connect(page, wallet)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.reload()
  const toast = page.getByRole('alert').filter({ hasText: `${title}:` })
  await expect(toast).toHaveText(`${title}: ${description}`)
  await openFromButton(page, accountButton(page))
  await expect(modal(page).getByText(title, { exact: true })).toBeVisible()
  await expect(toast).toHaveCount(0)
}

test('behavior: a page origin the project does not allow — the server’s refusal shows at once as a toast on the page while the modal is closed, and as the banner in the modal', async ({
  page,
  wallet,
}) => {
  // The same demo under another name of this machine (127.0.0.1 as an IPv4-mapped IPv6 address): an
  // origin that is not on the project's allowlist, so the Foyer server answers 403 'origin not allowed'.
  const foreign = new URL(demoUrl())
  foreign.hostname = '[::ffff:127.0.0.1]'
  await page.route(
    (url) => url.hostname === foreign.hostname,
    (route) => route.continue(),
  )
  await page.goto(foreign.href)
  await expectServerAlert(
    page,
    wallet,
    'Invalid App Configuration',
    'This origin is not on the allowlist of the project; add it to the Foyer server configuration.',
  )
})

test('behavior: a projectId the server does not know — "Invalid Project ID" shows as a toast on the page, and as the banner in the modal', async ({
  page,
  wallet,
}) => {
  // The page's requests to the Foyer server name a project it does not have, as a site built with a
  // mistyped projectId would: the server answers 401 'Unauthorized: invalid key'.
  let renamed = 0
  await page.route(`${apiUrl()}/**`, (route) => {
    const url = new URL(route.request().url())
    if (!url.searchParams.has('projectId')) return route.continue()
    url.searchParams.set('projectId', 'no-such-project')
    renamed++
    return route.continue({ url: url.href })
  })
  await expectServerAlert(
    page,
    wallet,
    'Invalid Project ID',
    'The Foyer server does not know this projectId; check the projectId passed to createFoyer.',
  )
  expect(renamed).toBeGreaterThan(0)
})
