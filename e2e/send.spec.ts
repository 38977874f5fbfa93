import { DEVNET_TOKENS } from '@foyer/devnet'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chains, connect, type DevWallet, expect, modal, networkButton, test } from './fixtures.js'

// Sends come from Lantern (Hardhat account #2) on Foyer Local B, so that the accounts other tests read
// keep their balances; each test pays a fresh address.
const fUSD = DEVNET_TOKENS.find((token) => token.symbol === 'fUSD')?.address ?? '0x'
const chainB = () => {
  const chain = chains.find((item) => item.chainId === 31338)
  if (!chain) throw new Error('Foyer Local B is not running')
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

async function lanternOnChainB(page: import('@playwright/test').Page, wallet: DevWallet) {
  await connect(page, wallet, 'Lantern Dev Wallet')
  await wallet.setMode('approve', 'dev.foyer.lantern')
  await networkButton(page).click()
  await modal(page)
    .getByRole('button', { name: /^Foyer Local B( Active)?$/ })
    .click()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31338')
  await wallet.setMode('ask', 'dev.foyer.lantern')
  await page.getByRole('button', { name: 'Send tokens' }).click()
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Send')
  await expect(dialog.getByLabel('Token', { exact: true })).toContainText('ETH')
  return dialog
}

test('default: send ETH — inline error first, then preview, the wallet, and the money arrives', async ({
  page,
  wallet,
}) => {
  const to = privateKeyToAccount(generatePrivateKey()).address
  const dialog = await lanternOnChainB(page, wallet)
  await dialog.getByLabel('Amount', { exact: true }).fill('1000000')
  await expect(dialog.getByText('Insufficient balance')).toBeVisible()
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('To', { exact: true }).fill('0x1234')
  await expect(dialog.getByText('Enter a valid address (0x…) or a name')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Preview send' })).toBeDisabled()

  await dialog.getByLabel('Amount', { exact: true }).fill('1.5')
  await dialog.getByLabel('To', { exact: true }).fill(to)
  await expect(dialog.getByText(/Network fee: 0\.0/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('definition').first()).toContainText('1.5 ETH')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(wallet.panel('Lantern Dev Wallet')).toContainText('Send 1.5 ETH')
  await wallet.approve('Lantern Dev Wallet')
  await expect(page.getByText('Transaction started')).toBeVisible()
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('')
  await expect.poll(() => chainB().getBalance({ address: to })).toBe(parseEther('1.5'))
  await expect(page.getByTestId('demo-balance')).not.toHaveText('10000 ETH')
})

test('behavior: send an ERC-20 (fUSD, 6 decimals); a declined send keeps the form', async ({
  page,
  wallet,
}) => {
  const to = privateKeyToAccount(generatePrivateKey()).address
  const dialog = await lanternOnChainB(page, wallet)
  const token = dialog.getByLabel('Token', { exact: true })
  const option = await token.locator('option', { hasText: /^fUSD/ }).getAttribute('value')
  await token.selectOption(option ?? '')
  await dialog.getByLabel('Amount', { exact: true }).fill('5')
  await dialog.getByLabel('To', { exact: true }).fill(to)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await wallet.reject('Lantern Dev Wallet')
  await expect(dialog.getByText('The wallet declined the transaction')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await wallet.approve('Lantern Dev Wallet')
  await expect(page.getByText('Transaction started')).toBeVisible()
  await expect
    .poll(() =>
      chainB().readContract({ address: fUSD, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    )
    .toBe(parseUnits('5', 6))
})

test('behavior: changing the network resets the send form', async ({ page, wallet }) => {
  const dialog = await lanternOnChainB(page, wallet)
  await dialog.getByLabel('Amount', { exact: true }).fill('2')
  await page.keyboard.press('Escape')
  await wallet.setMode('approve', 'dev.foyer.lantern')
  await networkButton(page).click()
  await modal(page)
    .getByRole('button', { name: /^Foyer Local( Active)?$/ })
    .click()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')
  await page.getByRole('button', { name: 'Send tokens' }).click()
  await expect(modal(page).getByLabel('Amount', { exact: true })).toHaveValue('')
})
