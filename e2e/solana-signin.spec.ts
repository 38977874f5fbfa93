import { solanaDevAccounts } from '@foyer/devnet'
import type { Page } from '@playwright/test'
import { expectNoSeriousViolations } from './axe.js'
import { connect, demoUrl, expect, modal, test } from './fixtures.js'

// Sign-In With Solana (issue #12): the demo's sign-in (`?signIn=…`) with the Foyer Solana Dev Wallet,
// which signs the CAIP-122 message with `solana:signMessage` (Ed25519) from the ledger's dev account #0.
const address = solanaDevAccounts[0]?.address ?? ''
const solanaWallet = 'Foyer Solana Dev Wallet'

const signedIn = (page: Page) => page.getByRole('term').filter({ hasText: 'Signed in' }).locator('+ dd')

/** The message the wallet's panel shows, read from its request dialog. */
const walletPanel = (page: Page) => page.getByRole('dialog', { name: `${solanaWallet} request` })

test('default: optional sign-in — the Solana wallet signs the Sign-In With Solana message, and the session survives a reload', async ({
  page,
  wallet,
}) => {
  await page.goto(`${demoUrl()}/?signIn=optional`)
  await connect(page, wallet, solanaWallet)
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Sign In')
  await expect(dialog.getByText('Harbor Exchange asks you to sign in with your wallet')).toBeVisible()
  await expectNoSeriousViolations(page, 'SIWXSignMessage (Solana)')
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog.getByRole('status')).toContainText(`Check ${solanaWallet}`)
  // The wallet is asked to sign the CAIP-122 text for this site and this account.
  const panel = walletPanel(page)
  await expect(panel).toContainText(`wants you to sign in with your Solana account:`)
  await expect(panel).toContainText(address)
  await wallet.approve(solanaWallet)
  await expect(dialog).toBeHidden()
  await expect(signedIn(page)).toHaveText('yes')
  await expect(page.getByTestId('demo-network')).toContainText('solana:')

  await page.reload()
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(signedIn(page)).toHaveText('yes')
  await expect(modal(page)).toBeHidden()
})

test('behavior: required sign-in — a declined Solana signature (4001) stays on the view, it cannot be dismissed, signing again succeeds', async ({
  page,
  wallet,
}) => {
  await page.goto(`${demoUrl()}/?signIn=required`)
  await connect(page, wallet, solanaWallet)
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Sign In')
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await wallet.reject(solanaWallet)
  await expect(dialog.getByText('Signature declined').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await expect(signedIn(page)).toHaveText('no')

  // Signing again after the refusal works.
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await wallet.approve(solanaWallet)
  await expect(dialog).toBeHidden()
  await expect(signedIn(page)).toHaveText('yes')
})

test('behavior: required sign-in — Cancel on the Solana sign view disconnects', async ({ page, wallet }) => {
  await page.goto(`${demoUrl()}/?signIn=required`)
  await connect(page, wallet, solanaWallet)
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Sign In')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(dialog).toBeHidden()
})

test('behavior: sign-in verified and kept by the Foyer server (Ed25519) survives a reload', async ({
  page,
  wallet,
}) => {
  await page.goto(`${demoUrl()}/?signIn=backend`)
  await connect(page, wallet, solanaWallet)
  const verified = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/siwx/verify')
  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await wallet.approve(solanaWallet)
  const response = await verified
  expect(response.status()).toBe(200)
  const { session } = (await response.json()) as {
    session: { data: { accountAddress: string; chainId: string } }
  }
  expect(session.data).toMatchObject({ accountAddress: address, chainId: expect.stringMatching(/^solana:/) })
  await expect(modal(page)).toBeHidden()
  await expect(signedIn(page)).toHaveText('yes')

  const sessions = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v1/siwx/sessions',
  )
  await page.reload()
  expect((await sessions).status()).toBe(200)
  await expect(signedIn(page)).toHaveText('yes')
  await expect(modal(page)).toBeHidden()
})
