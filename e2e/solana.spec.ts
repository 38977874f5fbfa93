import { solanaDevAccounts } from '@foyer/devnet'
import { type Address, createSolanaRpc } from '@solana/kit'
import { connect, expect, modal, test } from './fixtures.js'

// The Foyer Solana Dev Wallet registers through the Wallet Standard and holds the local ledger's dev
// accounts #0 and #1 (1000 SOL each at genesis).
const address = solanaDevAccounts[0]?.address ?? ''
const ledger = () => {
  const { rpcUrl } = JSON.parse(process.env.FOYER_SOLANA ?? '{}') as { rpcUrl?: string }
  if (!rpcUrl) throw new Error('the local Solana ledger is not running')
  return createSolanaRpc(rpcUrl)
}

test('default: the Solana dev wallet is listed beside the EVM ones, connects, and shows its SOL', async ({
  page,
  wallet,
}) => {
  await connect(page, wallet, 'Foyer Solana Dev Wallet')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(page.getByTestId('demo-network')).toContainText('solana:')
  await expect(page.getByTestId('demo-balance')).toHaveText(/^9\d\d(\.\d+)? SOL$/)
  await page.reload()
  // Reconnected silently: the wallet remembers the site.
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(modal(page)).toHaveCount(0)
})

test('default: send SOL — above the balance refused, the preview is the ledger’s, a declined signature keeps the form, then the SOL arrives', async ({
  page,
  wallet,
}) => {
  const receiver = solanaDevAccounts[8]?.address as Address
  const before = (await ledger().getBalance(receiver).send()).value
  await connect(page, wallet, 'Foyer Solana Dev Wallet')
  await page.getByRole('button', { name: new RegExp(`^${address.slice(0, 4)}`) }).click()
  const dialog = modal(page)
  await dialog
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click()
  await expect(dialog).toHaveAccessibleName('Send')
  // An EVM address is not a Solana one.
  await dialog.getByLabel('To', { exact: true }).fill('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
  await dialog.getByLabel('Amount', { exact: true }).fill('0.25')
  await expect(dialog.getByRole('button', { name: 'Preview send' })).toBeDisabled()
  await dialog.getByLabel('To', { exact: true }).fill(receiver)
  // More than the account holds.
  await dialog.getByLabel('Amount', { exact: true }).fill('100000')
  await expect(dialog.getByText('Insufficient balance')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Preview send' })).toBeDisabled()
  await dialog.getByLabel('Amount', { exact: true }).fill('0.25')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  // The ledger's simulation of the transfer; the network fee comes on top.
  await expect(dialog.getByRole('list', { name: 'Balance changes' })).toHaveText('-0.25 SOL')
  // A declined signature keeps the form, and nothing is sent.
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await wallet.reject('Foyer Solana Dev Wallet')
  await expect(dialog.getByText('The wallet declined the transaction')).toBeVisible()
  expect((await ledger().getBalance(receiver).send()).value).toBe(before)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await wallet.approve('Foyer Solana Dev Wallet')
  await expect(dialog.getByRole('status').filter({ hasText: 'network' })).toHaveText(
    'Confirmed on the network',
    { timeout: 20_000 },
  )
  expect((await ledger().getBalance(receiver).send()).value - before).toBe(250_000_000n)
})
