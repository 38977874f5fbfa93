import { solanaDevAccounts } from '@foyer/devnet'
import { connect, expect, modal, test } from './fixtures.js'

// The Foyer Solana Dev Wallet registers through the Wallet Standard and holds the local ledger's dev
// accounts #0 and #1 (1000 SOL each at genesis).
const address = solanaDevAccounts[0]?.address ?? ''

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
