import { solanaDevAccounts } from '@foyer/devnet'
import type { Page } from '@playwright/test'
import {
  type Address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { recoverMessageAddress } from 'viem'
import {
  accountButton,
  demoUrl,
  devAccount,
  expect,
  modal,
  networkButton,
  openFromButton,
  openModal,
  solanaLedger,
  test,
} from './fixtures.js'
import { copyUri, logSiteErrors, openMobileWallet } from './mobileWallet.js'

// Basic WalletConnect mode (spec section 2): the demo page `/basic/` has no chain adapter, only
// `walletConnectBasic`. The dev mobile wallet's Solana account is its fifth dev account.
const solanaAddress = solanaDevAccounts[4]?.address ?? ''
const message = 'Sign in to Harbor Exchange'
const result = (page: Page) => page.getByRole('status', { name: 'Request result' })

test.describe.configure({ mode: 'parallel' })

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  logSiteErrors(page)
})

test('default: the modal opens on the QR code; one pairing connects EVM and Solana, each signs, the phone ends it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await page.goto(`${demoUrl()}/basic/`)
  await openModal(page)
  // No wallet list and no email: the QR code is the first view.
  await expect(modal(page).getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(modal(page).getByRole('button', { name: /Foyer Dev Wallet/ })).toHaveCount(0)
  await expect(modal(page).getByRole('textbox', { name: /email/i })).toHaveCount(0)

  const mobile = await openMobileWallet(context)
  await mobile.pair(await copyUri(page))
  await mobile.approve('Connect to Harbor Exchange')
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(devAccount)

  // The account: its balance read from the chain; Receive is offered, Send and Swap (which need a chain
  // adapter) are not.
  await openFromButton(page, accountButton(page))
  await expect(
    modal(page)
      .getByText(/10000(\.0+)? ETH/)
      .first(),
  ).toBeVisible({ timeout: 15_000 })
  const features = modal(page).getByRole('navigation', { name: 'Wallet features' })
  await expect(features.getByRole('button', { name: 'Receive' })).toBeVisible()
  await expect(features.getByRole('button', { name: /^(Send|Swap)$/ })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  // The wallet declines, then signs: the signature recovers to the dev account.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await mobile.reject('personal_sign')
  await expect(result(page)).toContainText('Error:', { timeout: 15_000 })
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await mobile.approve('personal_sign')
  await expect(result(page)).toContainText('Signature: 0x', { timeout: 15_000 })
  const signature = (await result(page).textContent())?.replace('Signature: ', '') as `0x${string}`
  expect(await recoverMessageAddress({ message, signature })).toBe(devAccount)

  // The session's Solana account: the network switch needs no second connect.
  await openFromButton(page, networkButton(page))
  await modal(page)
    .getByRole('button', { name: /^Foyer Solana Local( Active)?$/ })
    .click()
  await expect(page.getByTestId('demo-address')).toHaveText(solanaAddress)
  await expect(page.getByTestId('demo-network')).toContainText(solanaLedger().caipNetworkId)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await mobile.approve('solana_signMessage')
  await expect(result(page)).toContainText('Signature: ', { timeout: 15_000 })
  const solanaSignature = (await result(page).textContent())?.replace('Signature: ', '') ?? ''
  const verified = await verifySignature(
    await getPublicKeyFromAddress(solanaAddress as Address),
    getBase58Encoder().encode(solanaSignature) as SignatureBytes,
    new TextEncoder().encode(message),
  )
  expect(verified).toBe(true)

  // The phone ends the session: both families disconnect.
  await mobile.page.getByRole('button', { name: 'Disconnect Harbor Exchange' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible({ timeout: 15_000 })
})

test('behavior: on a phone the modal opens on All Wallets', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  try {
    await page.goto(`${demoUrl()}/basic/`)
    await openModal(page)
    await expect(modal(page)).toHaveAccessibleName('All Wallets')
    await expect(modal(page).getByRole('searchbox')).toBeVisible()
  } finally {
    await context.close()
  }
})
