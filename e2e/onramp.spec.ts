import { createPublicClient, http, parseEther } from 'viem'
import {
  accountButton,
  apiUrl,
  chains,
  connect,
  demoUrl,
  expect,
  modal,
  networkButton,
  openFromButton,
  test,
} from './fixtures.js'

// The Foyer Dev Wallet holds dev account #4 here (?devaccount=4): purchases raise its balance, and no
// other test reads #4. The provider is the Foyer server's sandbox checkout; the funder pays from a local
// account.
const truncated = '0x15d3…2C6A65'
const account = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const chainA = () => {
  const chain = chains.find((item) => item.chainId === 31337)
  if (!chain) throw new Error('Foyer Local is not running')
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

async function openBuy(page: import('@playwright/test').Page, wallet: import('./fixtures.js').DevWallet) {
  await page.goto(`${demoUrl()}/?devaccount=4`)
  await connect(page, wallet)
  await openFromButton(page, accountButton(page, truncated))
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Buy crypto' }).click()
  await expect(dialog).toHaveAccessibleName('Buy crypto')
  return dialog
}

test('default: buy ETH through the sandbox provider; the modal sees it arrive and the balance grows', async ({
  page,
  context,
  wallet,
}) => {
  const dialog = await openBuy(page, wallet)
  const amount = dialog.getByLabel('Amount (USD)')
  // Outside the card's limits (10.00–7500.00): said at once, no provider can be chosen.
  await amount.fill('5')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText('Between 10.00 and 7500.00 USD with this payment method')).toBeVisible()
  const providers = dialog.getByRole('list', { name: 'Providers' })
  await expect(providers.getByRole('button').first()).toBeDisabled()
  await amount.fill('25')
  const provider = providers.getByRole('button', { name: /Foyer Pay \(sandbox\)/ })
  await expect(provider).toContainText(/≈ 0\.\d+ ETH/)
  await expect(provider).toContainText('1.00–2.00 % fee')
  const quoted = (await provider.textContent())?.match(/≈ ([0-9.]+) ETH/)?.[1] ?? ''
  const before = await chainA().getBalance({ address: account })

  const [checkout] = await Promise.all([context.waitForEvent('page'), provider.click()])
  await expect(dialog).toHaveAccessibleName('Buying crypto')
  await expect(dialog.getByText('Complete your purchase with Foyer Pay (sandbox)')).toBeVisible()
  await checkout.waitForLoadState()
  await checkout.getByRole('button', { name: 'Complete purchase' }).click()
  await expect(checkout.getByRole('heading', { name: 'Purchase complete' })).toBeVisible()

  await expect(dialog.getByText(/^You bought [0-9.]+ ETH$/)).toBeVisible({ timeout: 20_000 })
  const bought = (await dialog.getByText(/^You bought/).textContent())?.match(/([0-9.]+) ETH/)?.[1] ?? ''
  expect(bought).toBe(quoted)
  await expect.poll(() => chainA().getBalance({ address: account })).toBe(before + parseEther(bought))
  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await expect(dialog).toHaveAccessibleName('Account')
  // The purchase is the newest entry of Activity.
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const newest = dialog.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem').first()
  await expect(newest).toContainText('Received')
  await expect(newest).toContainText(/\+0\.\d+ ETH/)
})

test('behavior: abandoning the checkout leaves the modal usable', async ({ page, context, wallet }) => {
  const dialog = await openBuy(page, wallet)
  const provider = dialog
    .getByRole('list', { name: 'Providers' })
    .getByRole('button', { name: /Harbor Ramp/ })
  await expect(provider).toContainText(/≈ 0\.\d+ ETH/)
  const [checkout] = await Promise.all([context.waitForEvent('page'), provider.click()])
  await expect(dialog).toHaveAccessibleName('Buying crypto')
  await checkout.close()
  await expect(dialog.getByText(/The checkout window is closed/)).toBeVisible({ timeout: 10_000 })
  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await expect(dialog).toHaveAccessibleName('Account')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog).toHaveAccessibleName('Send')
})

test('behavior: when the on-ramp options call fails, the sample providers say they are samples and cannot be bought from', async ({
  page,
  wallet,
}) => {
  // The options call fails; Ethereum is one of the spec's sample chains, so its fallback shows there.
  await page.route(`${apiUrl()}/v1/onramp/options**`, (route) => route.abort('connectionrefused'))
  await connect(page, wallet, 'Lantern Dev Wallet')
  await wallet.setMode('approve', 'dev.foyer.lantern')
  await openFromButton(page, networkButton(page))
  await modal(page)
    .getByRole('button', { name: /^Ethereum( Active)?$/ })
    .click()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:1')
  await openFromButton(page, accountButton(page, '0x'))
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Buy crypto' }).click()
  await expect(dialog).toHaveAccessibleName('Buy crypto')
  await expect(dialog.getByRole('note')).toHaveText(
    'Providers could not be loaded. These are sample providers, shown for reference only: nothing can be bought from them.',
  )
  const providers = dialog.getByRole('list', { name: 'Providers' })
  await expect(providers.getByRole('listitem')).toHaveText([
    /^Coinbase Sample.*Not available to buy$/,
    /^Meld Sample.*Not available to buy$/,
  ])
  // Nothing to choose: no provider is a button, so no checkout can open.
  await expect(providers.getByRole('button')).toHaveCount(0)
})
