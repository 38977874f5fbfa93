import { type Page, test } from '@playwright/test'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { verifyPsbtInput } from './bitcoinPsbt.js'
import {
  accountButton,
  DevWallet,
  demoUrl,
  expect,
  modal,
  networkButton,
  openFromButton,
} from './fixtures.js'

// The four chain families of spec section 1 on the demo's families/ page (apps/demo/src/familiesPage.tsx):
// Bitcoin and Polkadot beside EVM and Solana, each with its dev wallet (the demo server adds them to this
// page only). Signatures are checked with independent libraries: bip322-js (BIP-322) and
// @polkadot/util-crypto's signatureVerify.

const message = 'Sign in to Harbor Exchange'
const result = (page: Page) => page.getByRole('status', { name: 'Request result' })

async function openFamilies(page: Page) {
  await page.goto(`${demoUrl()}/families/`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page)).toBeVisible()
}

async function connectWallet(page: Page, wallet: DevWallet, name: string) {
  await openFamilies(page)
  await modal(page)
    .getByRole('button', { name: new RegExp(name) })
    .click()
  await wallet.approve(name)
}

async function signedMessage(page: Page, wallet: DevWallet, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await wallet.approve(name)
  await expect(result(page)).toContainText('Signature: ')
  return ((await result(page).textContent()) ?? '').replace('Signature: ', '').trim()
}

async function pickNetwork(page: Page, current: string, name: string) {
  await openFromButton(page, networkButton(page, current))
  await modal(page)
    .getByRole('button', { name: new RegExp(`^${name}( Active)?$`) })
    .click()
  await expect(networkButton(page, name)).toBeVisible()
}

test('default: a Bitcoin wallet connects with its payment address, signs BIP-322 and a PSBT, switches network, and a declined signature is said', async ({
  page,
}) => {
  const wallet = new DevWallet(page)
  const name = 'Foyer Bitcoin Dev Wallet'
  await connectWallet(page, wallet, name)
  // Signet first on this page: its payment address (tb1q…, P2WPKH), the account type's default.
  const button = page.getByRole('banner').getByRole('button', { name: /tb1q/ })
  await expect(button).toBeVisible()
  await expect(networkButton(page, 'Bitcoin Signet')).toBeVisible()
  const address = /\b(tb1q[0-9a-z]+)\b/.exec(
    (await page.getByTestId('demo-address').textContent()) ?? '',
  )?.[1]
  expect(address).toBeDefined()

  // Account: the address and its mempool.space page, no balance line and no tabs (spec section 9).
  await openFromButton(page, button)
  const dialog = modal(page)
  await expect(dialog.getByRole('link', { name: /View address on mempool\.space/ })).toHaveAttribute(
    'href',
    `https://mempool.space/signet/address/${address}`,
  )
  await expect(dialog.getByTestId('account-balance')).toHaveCount(0)
  await expect(dialog.getByRole('tablist')).toHaveCount(0)
  await page.keyboard.press('Escape')

  // Receive: the payment address as text and as a QR code, on the page's Bitcoin networks.
  await page.getByRole('main').getByRole('button', { name: 'Receive funds' }).click()
  await expect(dialog).toHaveAccessibleName('Receive')
  await expect(dialog.getByRole('img', { name: 'QR code of your address' })).toBeVisible()
  await expect(dialog.getByText(address as string, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('list', { name: 'Networks' }).getByRole('listitem').first()).toHaveText(
    /Bitcoin/,
  )
  await page.keyboard.press('Escape')

  const signature = await signedMessage(page, wallet, name)
  expect(Verifier.verifySignature(address as string, message, signature)).toBe(true)
  expect(Verifier.verifySignature(address as string, `${message}!`, signature)).toBe(false)

  // A PSBT (apps/demo/src/demoPsbt.ts) spending an output of the payment address: the wallet signs input
  // 0, and its signature verifies against the input's BIP-143 sighash (@scure/btc-signer, @noble/curves).
  await page.getByRole('button', { name: 'Sign a PSBT' }).click()
  await wallet.approve(name)
  await expect(result(page)).toContainText('Signed PSBT: ')
  const psbt = ((await result(page).textContent()) ?? '').replace('Signed PSBT: ', '').trim()
  expect(verifyPsbtInput(psbt, address as string)).toBe(true)

  // Mainnet: the same key's mainnet address (bc1q…).
  await pickNetwork(page, 'Bitcoin Signet', 'Bitcoin')
  const mainnetButton = page.getByRole('banner').getByRole('button', { name: /bc1q/ })
  await expect(mainnetButton).toBeVisible()

  await wallet.setMode('reject', 'dev.foyer.bitcoin')
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(result(page)).toHaveText(/^Error: /)
  await wallet.setMode('ask', 'dev.foyer.bitcoin')

  await openFromButton(page, mainnetButton)
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('default: a Polkadot extension connects with its named account, signs raw bytes, and its address follows the network’s SS58 prefix', async ({
  page,
}) => {
  await cryptoWaitReady()
  const wallet = new DevWallet(page)
  const name = 'Foyer Polkadot Dev'
  await connectWallet(page, wallet, name)
  // Westend first on this page: the generic Substrate prefix 42 (5…).
  const button = page.getByRole('banner').getByRole('button', { name: /\b5[1-9A-HJ-NP-Za-km-z]{3}…/ })
  await expect(button).toBeVisible()
  await expect(networkButton(page, 'Westend')).toBeVisible()
  const account = (await page.getByTestId('demo-address').textContent()) ?? ''
  const westend = /\b(5[1-9A-HJ-NP-Za-km-z]{46,47})\b/.exec(account)?.[1] as string
  expect(westend).toBeDefined()

  const signature = await signedMessage(page, wallet, name)
  // Extensions sign the message wrapped in <Bytes>…</Bytes>; signatureVerify accepts either form.
  expect(signatureVerify(message, signature, westend).isValid).toBe(true)

  // Polkadot's prefix 0: the same key, an address that starts with 1.
  await pickNetwork(page, 'Westend', 'Polkadot')
  await expect(
    page.getByRole('banner').getByRole('button', { name: /\b1[1-9A-HJ-NP-Za-km-z]{3}…/ }),
  ).toBeVisible()
  const polkadot = /\b(1[1-9A-HJ-NP-Za-km-z]{46,47})\b/.exec(
    (await page.getByTestId('demo-address').textContent()) ?? '',
  )?.[1] as string
  expect(signatureVerify(message, signature, polkadot).isValid).toBe(true)

  await wallet.setMode('reject', 'dev.foyer.polkadot')
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(result(page)).toHaveText(/^Error: /)
})

test('behavior: the Bitcoin wallet vanishing disconnects its account', async ({ page }) => {
  const wallet = new DevWallet(page)
  await connectWallet(page, wallet, 'Foyer Bitcoin Dev Wallet')
  await expect(page.getByRole('banner').getByRole('button', { name: /tb1q/ })).toBeVisible()
  await wallet.vanish('dev.foyer.bitcoin')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(accountButton(page, 'tb1q')).toHaveCount(0)
})

test('behavior: the Polkadot extension turned off disconnects its account when the visitor comes back', async ({
  page,
}) => {
  const wallet = new DevWallet(page)
  await connectWallet(page, wallet, 'Foyer Polkadot Dev')
  const button = page.getByRole('banner').getByRole('button', { name: /\b5[1-9A-HJ-NP-Za-km-z]{3}…/ })
  await expect(button).toBeVisible()
  // Turned off on the browser's extensions page (its injectedWeb3 entry leaves, with no event), then the
  // visitor returns to the site's tab: the window's focus.
  await wallet.vanish('dev.foyer.polkadot')
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(button).toHaveCount(0)
})

test('behavior: an impostor registering as the Bitcoin dev wallet does not hide it; both are listed, the later one marked', async ({
  page,
}) => {
  await page.goto(`${demoUrl()}/families/`)
  // A Wallet Standard wallet with the dev wallet's name, registered by the page (the Wallet Standard's
  // register event), as a script of another origin could.
  await page.evaluate(() => {
    const wallet = {
      version: '1.0.0',
      name: 'Foyer Bitcoin Dev Wallet',
      icon: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      chains: ['bitcoin:signet'],
      accounts: [],
      features: {
        'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
        'standard:events': { version: '1.0.0', on: () => () => undefined },
      },
    }
    window.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: ({ register }: { register: (w: unknown) => void }) => register(wallet),
      }),
    )
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const rows = modal(page)
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /Foyer Bitcoin Dev Wallet/ })
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).not.toContainText('Same id as another wallet')
  await expect(rows.nth(1)).toContainText('Same id as another wallet')
})

test('behavior: an impostor registering under a key that reads as the Polkadot dev wallet’s name is listed after it, marked', async ({
  page,
}) => {
  await page.goto(`${demoUrl()}/families/`)
  // injectedWeb3 keys are free text: 'foyer_polkadot_dev' is shown in words as 'Foyer Polkadot Dev', as
  // the dev extension's own key 'foyer-polkadot-dev' is. Another script of the page adds it; the visitor
  // comes back to the tab.
  await page.evaluate(() => {
    const target = window as unknown as { injectedWeb3?: Record<string, unknown> }
    target.injectedWeb3 ??= {}
    target.injectedWeb3.foyer_polkadot_dev = {
      version: '1.0.0',
      enable: async () => ({ accounts: { get: async () => [], subscribe: () => () => undefined } }),
    }
    window.dispatchEvent(new Event('focus'))
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const rows = modal(page)
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /Foyer Polkadot Dev/ })
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).not.toContainText('Same id as another wallet')
  await expect(rows.nth(1)).toContainText('Same id as another wallet')
})

const signedIn = (page: Page) => page.getByRole('term').filter({ hasText: 'Signed in' }).locator('+ dd')

for (const family of [
  { wallet: 'Foyer Bitcoin Dev Wallet', account: 'Bitcoin', chainId: /^bip122:/ },
  { wallet: 'Foyer Polkadot Dev', account: 'Polkadot', chainId: /^polkadot:/ },
])
  test(`behavior: sign-in with a ${family.account} account (CAIP-122) is verified and kept by the Foyer server, and survives a reload`, async ({
    page,
  }) => {
    const wallet = new DevWallet(page)
    await page.goto(`${demoUrl()}/families/?signIn=backend`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page)
      .getByRole('button', { name: new RegExp(family.wallet) })
      .click()
    await wallet.approve(family.wallet)
    const dialog = modal(page)
    await expect(dialog).toHaveAccessibleName('Sign In')
    const verified = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/v1/siwx/verify',
    )
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(wallet.panel(family.wallet)).toContainText(
      `wants you to sign in with your ${family.account} account:`,
    )
    await wallet.approve(family.wallet)
    const response = await verified
    expect(response.status()).toBe(200)
    const { session } = (await response.json()) as {
      session: { data: { accountAddress: string; chainId: string } }
    }
    expect(session.data.chainId).toMatch(family.chainId)
    expect(session.data.accountAddress).toBe(await page.getByTestId('demo-address').textContent())
    await expect(dialog).toBeHidden()
    await expect(signedIn(page)).toHaveText('yes')

    await page.reload()
    await expect(signedIn(page)).toHaveText('yes')
    await expect(modal(page)).toBeHidden()
  })
