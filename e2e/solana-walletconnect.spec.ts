import { solanaDevAccounts } from '@foyer/devnet'
import type { Page } from '@playwright/test'
import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import {
  accountButton,
  demoUrl,
  devAccount,
  expect,
  modal,
  networkButton,
  openFromButton,
  previewSolanaSend,
  solanaLedger,
  test,
} from './fixtures.js'
import { logSiteErrors, openMobileWallet, showPairingUri } from './mobileWallet.js'

// One WalletConnect session for both families (issue #12): the demo proposes its eip155 and solana
// networks, the dev mobile wallet approves both (its Solana accounts are the ledger's dev accounts #4 and
// #6), and the page then has an EVM and a Solana account from one pairing.
const solanaAddress = solanaDevAccounts[4]?.address ?? ''
const signedIn = (page: Page) => page.getByRole('term').filter({ hasText: 'Signed in' }).locator('+ dd')

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  logSiteErrors(page)
})

/** Pairs the page with the dev mobile wallet and approves the session on the phone. */
async function pair(page: Page, context: Parameters<typeof openMobileWallet>[0]) {
  const mobile = await openMobileWallet(context)
  await mobile.pair(await showPairingUri(page))
  await mobile.approve('Connect to Harbor Exchange')
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  return mobile
}

/** Picks the demo's Solana network: the session's Solana account is there, no Connect needed. */
async function toSolana(page: Page) {
  // A WalletConnect connect closes the modal only after it has connected the session's other family
  // (Solana): the account button shows while the modal is still up, so wait for the close first.
  await openFromButton(page, networkButton(page))
  await modal(page)
    .getByRole('button', { name: /^Foyer Solana Local( Active)?$/ })
    .click()
  await expect(page.getByTestId('demo-address')).toHaveText(solanaAddress)
  await expect(page.getByTestId('demo-network')).toContainText(solanaLedger().caipNetworkId)
}

test('default: one pairing connects both families; Solana sends SOL through the phone (a declined one keeps the form); the phone ending the session disconnects both', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const mobile = await pair(page, context)
  await expect(page.getByTestId('demo-address')).toHaveText(devAccount)
  // The phone's session carries the Solana cluster beside the EVM chains.
  await expect(mobile.page.getByText(`Solana accounts ${solanaAddress}`).first()).toBeVisible()

  await toSolana(page)
  await expect(modal(page)).toHaveCount(0)
  await expect(page.getByTestId('demo-balance')).toHaveText(/ SOL$/)

  const ledger = createSolanaRpc(solanaLedger().rpcUrl)
  // A receiver of its own: a dev account is shared with whatever else runs at the time (the stress
  // command repeats this test on both workers at once), and its balance moved under the check.
  const receiver = (await generateKeyPairSigner()).address
  const before = (await ledger.getBalance(receiver).send()).value
  const dialog = await previewSolanaSend(page, solanaAddress, '0.2', receiver)

  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await mobile.reject('solana_signAndSendTransaction')
  await expect(dialog.getByText('The wallet declined the transaction')).toBeVisible({ timeout: 15_000 })
  expect((await ledger.getBalance(receiver).send()).value).toBe(before)

  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await mobile.approve('solana_signAndSendTransaction')
  await expect(dialog.getByRole('status').filter({ hasText: 'network' })).toHaveText(
    'Confirmed on the network',
    { timeout: 20_000 },
  )
  expect((await ledger.getBalance(receiver).send()).value - before).toBe(200_000_000n)
  await page.keyboard.press('Escape')

  // The wallet ends the session: both families are disconnected.
  await mobile.page.getByRole('button', { name: 'Disconnect Harbor Exchange' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected', { timeout: 15_000 })
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  // Neither family comes back on a reload: the session is gone for both.
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('behavior: sign-in on both families over one session — EVM signs personal_sign, Solana the CAIP-122 message, a declined Solana signature can be signed again', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  // A site with Solana networks gets a normal proposal (one-click sign-in is for eip155-only sites).
  await page.goto(`${demoUrl()}/?signIn=required`)
  const mobile = await openMobileWallet(context)
  await mobile.pair(await showPairingUri(page))
  await mobile.approve('Connect to Harbor Exchange')
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Sign In', { timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await mobile.approve('personal_sign')
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await expect(signedIn(page)).toHaveText('yes')

  // The Solana account of the same session signs in with its own message.
  await openFromButton(page, networkButton(page))
  await dialog.getByRole('button', { name: /^Foyer Solana Local( Active)?$/ }).click()
  await expect(page.getByTestId('demo-address')).toHaveText(solanaAddress)
  await expect(dialog).toHaveAccessibleName('Sign In', { timeout: 15_000 })
  await expect(signedIn(page)).toHaveText('no')
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(mobile.request('solana_signMessage')).toBeVisible({ timeout: 15_000 })
  await mobile.reject('solana_signMessage')
  await expect(dialog.getByText('Signature declined').first()).toBeVisible({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await mobile.approve('solana_signMessage')
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await expect(signedIn(page)).toHaveText('yes')
})
