import { solanaDevAccounts } from '@foyer/devnet'
import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  address as toSolanaAddress,
  verifySignature,
} from '@solana/kit'
import { recoverMessageAddress } from 'viem'
import { accountButton, connect, demoUrl, devAccount, expect, modal, openModal, test } from './fixtures.js'

const result = (page: import('@playwright/test').Page) => page.getByRole('status', { name: 'Request result' })

test('default: the page signs a message through Foyer and the wallet approves', async ({ page, wallet }) => {
  await connect(page, wallet)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(result(page)).toHaveText('Waiting for the wallet…')
  await wallet.approve()
  await expect(result(page)).toContainText('Signature: 0x')
  const signature = (await result(page).textContent())?.replace('Signature: ', '') as `0x${string}`
  expect(await recoverMessageAddress({ message: 'Sign in to Harbor Exchange', signature })).toBe(devAccount)
})

test('behavior: the wallet declines the signature, and nothing is left waiting', async ({ page, wallet }) => {
  await connect(page, wallet)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await wallet.reject()
  await expect(result(page)).toHaveText('Error: User rejected the request.')
  // A second try works.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await wallet.approve()
  await expect(result(page)).toContainText('Signature: 0x')
})

test('error: Foyer’s request code cannot be downloaded: a coded error in the page’s words, and the next try works', async ({
  page,
  wallet,
}) => {
  await connect(page, wallet)
  // The visitor went offline (or the site was redeployed) after the page loaded: the request policy's code,
  // which loads with the page's first request, cannot be downloaded. The browser's own TypeError used to
  // reach the page ('The request failed' here).
  const offline = (route: import('@playwright/test').Route) => route.abort('internetdisconnected')
  await page.route('**/assets/*.js', offline)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(result(page)).toHaveText(
    'Error: Part of Foyer could not be downloaded. Check the connection, then try again.',
  )
  await expect(wallet.panel()).toBeHidden()
  await page.unroute('**/assets/*.js', offline)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await wallet.approve()
  await expect(result(page)).toContainText('Signature: 0x')
})

test('behavior: a read goes through without a prompt; a method off the allowlist never reaches the wallet', async ({
  page,
  wallet,
}) => {
  await connect(page, wallet)
  await page.getByRole('button', { name: 'Read the block number' }).click()
  await expect(result(page)).toContainText(/Block number: 0x[0-9a-f]+/)

  await page.getByRole('button', { name: 'Try eth_sign (refused)' }).click()
  await expect(result(page)).toHaveText('Error: Requested RPC call is not allowed')
  await expect(page.getByText('Action not allowed')).toBeVisible()
  await expect(wallet.panel()).toBeHidden()
})

test('behavior: a batch of calls (EIP-5792) goes out after one approval and is confirmed', async ({
  page,
  wallet,
}) => {
  // Hardhat account #6, which no other test sends from: the first account keeps its round 10 000 ETH, and
  // Lantern's sends (send.spec, on the other worker) never race this batch for a nonce.
  await page.goto(`${demoUrl()}/?devaccount=6`)
  await connect(page, wallet)

  await page.getByRole('button', { name: 'Send a batch of calls' }).click()
  await expect(wallet.panel()).toContainText('Send a batch of 2 calls')
  await wallet.approve()
  await expect(result(page)).toHaveText('Batch: confirmed, 2 receipts, atomic unsupported')
  await expect(wallet.panel()).toBeHidden()
})

test('behavior: with a Solana account the page signs through the Solana provider, and offers no EVM-only request', async ({
  page,
  wallet,
}) => {
  const solanaWallet = 'Foyer Solana Dev Wallet'
  await connect(page, wallet, solanaWallet)
  await expect(page.getByTestId('demo-network')).toContainText('solana:')
  await expect(page.getByRole('button', { name: 'Read the block number' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Try eth_sign (refused)' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await wallet.reject(solanaWallet)
  await expect(result(page)).toHaveText('Error: User rejected the request.')
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await wallet.approve(solanaWallet)
  await expect(result(page)).toContainText(/^Signature: [1-9A-HJ-NP-Za-km-z]{80,90}$/)
  // An Ed25519 signature of the message by the connected account, checked with @solana/kit.
  const signature = ((await result(page).textContent()) ?? '').replace('Signature: ', '')
  const key = await getPublicKeyFromAddress(toSolanaAddress(solanaDevAccounts[0]?.address ?? ''))
  const signed = new TextEncoder().encode('Sign in to Harbor Exchange')
  expect(await verifySignature(key, getBase58Encoder().encode(signature) as never, signed)).toBe(true)
})

test('behavior: the demo header keeps every button inside the page at 1280 px, connected', async ({
  page,
  wallet,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await connect(page, wallet)
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: /0xf39F/ })).toBeVisible()
  const outside = await header.evaluate((element) =>
    Array.from(element.querySelectorAll('button, a, select, foyer-connect-button, foyer-network-button'))
      .map((item) => ({ name: item.textContent?.trim(), right: item.getBoundingClientRect().right }))
      .filter((item) => item.right > document.documentElement.clientWidth),
  )
  expect(outside).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
})

test('behavior: a wallet the site brings (?vault=on) is listed between the installed and the recommended ones, connects, and signs only when the vault itself is told yes', async ({
  page,
}) => {
  await page.goto(`${demoUrl()}/?vault=on`)
  await openModal(page)
  const buttons = modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button')
  const vault = buttons.filter({ hasText: 'Harbor Vault' })
  // The spec's order: WalletConnect, recent, installed, featured, custom, external, recommended.
  await expect(buttons.filter({ hasText: 'MetaMask' })).toBeVisible()
  const names = await buttons.allTextContents()
  const at = names.findIndex((name) => name.includes('Harbor Vault'))
  expect(names[at - 1]).toContain('Installed')
  expect(names[at + 1]).toContain('MetaMask')
  await vault.click()
  // Hardhat's 13th account: the vault's.
  await expect(accountButton(page, '0xFABB…51694a')).toBeVisible()

  // The vault asks in its own prompt; no there is the wallet's 4001, shown as such.
  const answers: boolean[] = [false, true]
  page.on('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Harbor Vault: sign a message for ${new URL(demoUrl()).host}?`)
    void (answers.shift() ? dialog.accept() : dialog.dismiss())
  })
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(result(page)).toHaveText('Error: User rejected the request.')
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(result(page)).toContainText('Signature: 0x')
  const signature = (await result(page).textContent())?.replace('Signature: ', '') as `0x${string}`
  expect(await recoverMessageAddress({ message: 'Sign in to Harbor Exchange', signature })).toBe(
    '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
  )

  // A reload reconnects through the vault.
  await page.reload()
  await expect(accountButton(page, '0xFABB…51694a')).toBeVisible()
})
