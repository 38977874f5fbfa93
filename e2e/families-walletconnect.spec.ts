import { solanaDevAccounts } from '@foyer/devnet'
import { type Page, test } from '@playwright/test'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { verifyPsbtInput } from './bitcoinPsbt.js'
import {
  accountButton,
  demoUrl,
  devAccount,
  expect,
  modal,
  networkButton,
  openFromButton,
} from './fixtures.js'
import { logSiteErrors, openMobileWallet, showPairingUri } from './mobileWallet.js'

// The four families over one WalletConnect session (#28): on the families/ page every adapter is given
// the same connector, the proposal asks for eip155, solana, bip122 and polkadot networks, and the dev phone
// wallet (/wallet) approves all of them at once. Each family's account then signs through the phone, and
// the signatures are checked by independent libraries (bip322-js, @scure/btc-signer with @noble/curves,
// @polkadot/util-crypto).

const message = 'Sign in to Harbor Exchange'
const result = (page: Page) => page.getByRole('status', { name: 'Request result' })
const demoAddress = async (page: Page) => (await page.getByTestId('demo-address').textContent()) ?? ''

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  logSiteErrors(page)
})

/** Picks `name` in Networks (opened from the network button showing `current`). */
async function pickNetwork(page: Page, current: string, name: string) {
  await openFromButton(page, networkButton(page, current))
  await modal(page)
    .getByRole('button', { name: new RegExp(`^${name}( Active)?$`) })
    .click()
  await expect(networkButton(page, name)).toBeVisible()
}

/** Clicks a request button of the page, approves it on the phone, and reads the page's result. */
async function signOnPhone(
  page: Page,
  phone: Awaited<ReturnType<typeof openMobileWallet>>,
  button: string,
  request: string | RegExp,
  label: string,
): Promise<string> {
  await page.getByRole('button', { name: button }).click()
  await phone.approve(request)
  await expect(result(page)).toContainText(`${label}: `, { timeout: 15_000 })
  return ((await result(page).textContent()) ?? '').replace(`${label}: `, '').trim()
}

test('default: one pairing connects the four families; Bitcoin signs BIP-322 and a PSBT and Polkadot signs raw bytes through the phone; disconnect ends the session', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await cryptoWaitReady()
  await page.goto(`${demoUrl()}/families/`)
  const phone = await openMobileWallet(context)
  await phone.pair(await showPairingUri(page))
  await phone.approve('Connect to Harbor Exchange')
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(devAccount)
  // The phone's one session carries the Bitcoin and Polkadot accounts beside the EVM and Solana ones.
  await expect(phone.page.getByText(/Bitcoin accounts/).first()).toBeVisible()
  await expect(phone.page.getByText(/Polkadot accounts/).first()).toBeVisible()
  // A WalletConnect connect closes the modal once it has connected the session's other families.
  await expect(modal(page)).toHaveCount(0)

  // Bitcoin: the session's payment address on Signet, no second pairing.
  await pickNetwork(page, 'Foyer Local', 'Bitcoin Signet')
  await expect(page.getByRole('banner').getByRole('button', { name: /tb1q/ })).toBeVisible()
  const bitcoin = /\b(tb1q[0-9a-z]+)\b/.exec(await demoAddress(page))?.[1] as string
  expect(bitcoin).toBeDefined()
  const signature = await signOnPhone(page, phone, 'Sign a message', /signMessage|Sign/, 'Signature')
  expect(Verifier.verifySignature(bitcoin, message, signature)).toBe(true)
  const psbt = await signOnPhone(page, phone, 'Sign a PSBT', /signPsbt|PSBT/, 'Signed PSBT')
  expect(verifyPsbtInput(psbt, bitcoin)).toBe(true)

  // Polkadot: Westend's address (prefix 42) of the session's account; the message's bytes signed.
  await pickNetwork(page, 'Bitcoin Signet', 'Westend')
  const westend = /\b(5[1-9A-HJ-NP-Za-km-z]{46,47})\b/.exec(await demoAddress(page))?.[1] as string
  expect(westend).toBeDefined()
  const raw = await signOnPhone(page, phone, 'Sign a message', /polkadot_signMessage|Sign/, 'Signature')
  expect(signatureVerify(message, raw, westend).isValid).toBe(true)

  // Solana: the same session's Solana account (the phone's dev account #4), no second pairing.
  await pickNetwork(page, 'Westend', 'Foyer Solana Local')
  await expect(page.getByTestId('demo-address')).toHaveText(solanaDevAccounts[4]?.address ?? '')

  // Back to EVM: the same session's EVM account.
  await pickNetwork(page, 'Foyer Solana Local', 'Foyer Local')
  await expect(page.getByTestId('demo-address')).toHaveText(devAccount)

  await openFromButton(page, accountButton(page))
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
