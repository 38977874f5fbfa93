import type { Page } from '@playwright/test'
import { type Address, isAddressEqual, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  answerInFrame,
  enterCode,
  framePrompt,
  fundOnLocalChain,
  localClient,
  mailedCode,
  RECOVERY_PASSWORD,
  signUp,
  smartAccountOf,
  startEmailLogin,
  typePasswordInFrame,
  uniqueEmail,
} from './emailLogin.js'
import { demoUrl, expect, modal, test } from './fixtures.js'

// The embedded wallet as an ERC-4337 smart account (#29), in the demo with the world's real bundler
// (alto), the devnet's verifying paymaster behind the Foyer server's session-checked paymaster route, and
// FoyerAccount (OpenZeppelin's Account with ERC-7739 signatures) from the devnet's factory.

// Hardhat account #14: this spec's own funder, so that no other spec races it for a nonce.
const FUNDER_KEY = '0xc526ee95bf44d8fc405a158bb884d9d1238d99f0612e9f33d006bb0789009aaa'

const demoAddress = async (page: Page) =>
  ((await page.getByTestId('demo-address').textContent()) ?? '') as Address

async function openAccount(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /0x/ }).first().click()
  await expect(modal(page)).toHaveAccessibleName('Account')
  return modal(page)
}

test('default: an email wallet is a smart account; it sends ETH with the gas paid by the app, shows it in Activity, and switches to its EOA and back', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const { address: smart } = await signUp(page, uniqueEmail('smart'))
  const client = localClient()
  // Counterfactual: nothing is deployed before the first user operation.
  expect(await client.getCode({ address: smart })).toBeUndefined()

  let dialog = await openAccount(page)
  await expect(dialog.getByText('Smart account', { exact: true })).toBeVisible()

  // The EOA is the key's own address, and the smart account is the factory's account for that owner.
  await dialog.getByRole('button', { name: 'Switch to your EOA' }).click()
  await expect(dialog.getByText('EOA', { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => demoAddress(page)).not.toBe(smart)
  const owner = await demoAddress(page)
  expect(owner).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(isAddressEqual(await smartAccountOf(owner), smart)).toBe(true)
  await dialog.getByRole('button', { name: 'Switch to your smart account' }).click()
  await expect(dialog.getByText('Smart account', { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => demoAddress(page)).toBe(smart)
  await page.keyboard.press('Escape')

  // Sent as a user operation: the account pays the 0.4 ETH and not a wei of gas (the paymaster does).
  await fundOnLocalChain(smart, '1', FUNDER_KEY)
  await page.reload()
  await expect(page.getByTestId('demo-balance')).toContainText('1', { timeout: 30_000 })
  const to = privateKeyToAccount(generatePrivateKey()).address
  await page.getByRole('button', { name: 'Send tokens' }).click()
  dialog = modal(page)
  await dialog.getByLabel('Amount', { exact: true }).fill('0.4')
  await dialog.getByLabel('To', { exact: true }).fill(to)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('list', { name: 'Balance changes' })).toHaveText('-0.4 ETH')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  const prompt = framePrompt(page)
  await expect(prompt.getByRole('heading', { name: 'Transaction request' })).toBeVisible()
  await expect(prompt.getByText('Smart account of your wallet')).toBeVisible()
  await expect(prompt.getByText('Paid by the app')).toBeVisible()
  await answerInFrame(page, 'Approve')
  await expect(dialog.getByText('Transaction sent')).toBeVisible({ timeout: 60_000 })
  await expect.poll(() => client.getBalance({ address: to }), { timeout: 30_000 }).toBe(parseEther('0.4'))
  expect(await client.getBalance({ address: smart })).toBe(parseEther('0.6'))
  expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{90,}$/)

  // Activity: the send, from the smart account to the recipient (not the bundler to the EntryPoint).
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  dialog = await openAccount(page)
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const sent = dialog
    .getByRole('tabpanel', { name: 'Activity' })
    .getByRole('listitem')
    .filter({ hasText: 'Sent' })
  await expect(sent.first()).toContainText('0.4', { timeout: 30_000 })
  await expect(sent.first()).toContainText(`To ${to.slice(0, 6)}`)
})

test('behavior: sign-in with the smart account is verified by the Foyer server (ERC-6492 before it exists), and a declined signature says so', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto(`${demoUrl()}/?signIn=backend`)
  await signUpForSignIn(page)
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Sign In')

  // Declined in the frame: the modal says the signature was declined and stays.
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(framePrompt(page).getByText('Smart account of your wallet')).toBeVisible()
  await answerInFrame(page, 'Reject')
  await expect(page.getByText('This application might not support Smart Accounts').first()).toBeVisible()

  const verified = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/siwx/verify')
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await answerInFrame(page, 'Sign')
  expect((await verified).status()).toBe(200)
  await expect(dialog).toBeHidden()
  const signedIn = page.getByRole('term').filter({ hasText: 'Signed in' }).locator('+ dd')
  await expect(signedIn).toHaveText('yes')
  // Still counterfactual: the server checked the ERC-6492 signature through the chain, deploying nothing.
  expect(await localClient().getCode({ address: await demoAddress(page) })).toBeUndefined()
})

/** The first login on a page that asks for sign-in: the Sign In view follows the recovery password. */
async function signUpForSignIn(page: Page) {
  const email = uniqueEmail('smart-siwx')
  await startEmailLogin(page, email)
  await enterCode(page, await mailedCode(email))
  await expect(framePrompt(page).getByRole('heading', { name: 'Create a recovery password' })).toBeVisible()
  await typePasswordInFrame(page, RECOVERY_PASSWORD, { confirm: true })
}
