import { accountButton, apiUrl, connect, devAccount, expect, modal, test } from './fixtures.js'

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

  await accountButton(page).click()
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
  await accountButton(page).click()
  await expect(modal(page).getByTestId('account-balance')).toHaveText('10000 ETH')
  expect(refused).toBeGreaterThan(0)
})
