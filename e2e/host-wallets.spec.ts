import { solanaDevAccounts } from '@foyer/devnet'
// The signature is checked with libraries of their own, not the @solana/kit that the vault signs with.
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import { createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import {
  accountButton,
  demoUrl,
  expect,
  modal,
  networkButton,
  openFromButton,
  openModal,
  previewSolanaSend,
  solanaLedger,
  test,
} from './fixtures.js'

// A wallet the site brings to both families (issue #31): with `?vault=on` the demo gives Harbor Vault to
// the EVM adapter (Hardhat's 13th account, apps/demo/src/harborVault.ts) and to the Solana adapter
// (the ledger's dev account #9, harborVaultSolana.ts) under one id. Foyer lists it once and one connect
// connects both; the vault asks with the browser's confirm() before it signs or sends.
const evmAddress = '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a'
const solanaAddress = solanaDevAccounts[9]?.address ?? ''
const message = 'Sign in to Harbor Exchange'
const result = (page: Page) => page.getByRole('status', { name: 'Request result' })

/** Answers the vault's prompts in turn (true: OK, false or none left: Cancel), and keeps what they said. */
function answerPrompts(page: Page): { answers: boolean[]; prompts: string[] } {
  const answers: boolean[] = []
  const prompts: string[] = []
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message())
    void (answers.shift() ? dialog.accept() : dialog.dismiss())
  })
  return { answers, prompts }
}

/** Opens Connect on `?vault=on`, finds Harbor Vault listed once, and connects it. */
async function connectVault(page: Page) {
  await page.goto(`${demoUrl()}/?vault=on`)
  await openModal(page)
  const wallets = modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button')
  // The directory's wallets are in: the list is complete.
  await expect(wallets.filter({ hasText: 'MetaMask' })).toBeVisible()
  await expect(wallets.filter({ hasText: 'Harbor Vault' })).toHaveCount(1)
  await wallets.filter({ hasText: 'Harbor Vault' }).click()
  await expect(accountButton(page, '0xFABB…51694a')).toBeVisible()
}

/** Picks a network in the modal's Networks view; a family already connected needs no Connect. */
async function pickNetwork(page: Page, name: string, address: string) {
  await openFromButton(page, networkButton(page))
  await modal(page)
    .getByRole('button', { name: new RegExp(`^${name}( Active)?$`) })
    .click()
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(modal(page)).toHaveCount(0)
}

test('default: Harbor Vault is one wallet of two families: listed once, one connect for EVM and Solana, a Solana signature that verifies, both back after a reload', async ({
  page,
}) => {
  const { answers, prompts } = answerPrompts(page)
  await connectVault(page)
  await expect(page.getByTestId('demo-address')).toHaveText(evmAddress)

  // The Solana account came with the one connect: no Connect view, no prompt.
  await pickNetwork(page, 'Foyer Solana Local', solanaAddress)
  await expect(page.getByTestId('demo-network')).toContainText(solanaLedger().caipNetworkId)
  expect(prompts).toEqual([])

  answers.push(true)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(result(page)).toContainText(/^Signature: [1-9A-HJ-NP-Za-km-z]{80,90}$/)
  expect(prompts).toEqual([`Harbor Vault: sign a message for ${new URL(demoUrl()).host}?`])
  const signature = ((await result(page).textContent()) ?? '').replace('Signature: ', '')
  expect(
    ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(solanaAddress)),
  ).toBe(true)

  // A reload restores both families through the vault, still without a prompt.
  await page.reload()
  await expect(page.getByTestId('demo-address')).toHaveText(new RegExp(`^(${evmAddress}|${solanaAddress})$`))
  await pickNetwork(page, 'Foyer Local', evmAddress)
  await pickNetwork(page, 'Foyer Solana Local', solanaAddress)
  expect(prompts).toHaveLength(1)
})

test("behavior: a Solana send the vault declines shows the modal's declined message and keeps the form; sent again, it lands", async ({
  page,
}) => {
  const { answers, prompts } = answerPrompts(page)
  await connectVault(page)
  await pickNetwork(page, 'Foyer Solana Local', solanaAddress)

  const ledger = createSolanaRpc(solanaLedger().rpcUrl)
  // A receiver of its own: the dev accounts' balances are other tests' to read.
  const receiver = (await generateKeyPairSigner()).address
  const dialog = await previewSolanaSend(page, solanaAddress, '0.2', receiver)

  // Cancel in the vault's prompt: the wallet's 4001, shown as the modal's message; nothing is sent.
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByText('The wallet declined the transaction')).toBeVisible()
  expect(prompts).toEqual([`Harbor Vault: send a transaction for ${new URL(demoUrl()).host}?`])
  expect((await ledger.getBalance(receiver).send()).value).toBe(0n)

  answers.push(true)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'network' })).toHaveText(
    'Confirmed on the network',
    {
      timeout: 20_000,
    },
  )
  expect(prompts).toHaveLength(2)
  expect((await ledger.getBalance(receiver).send()).value).toBe(200_000_000n)
})
