import { chains, connect, demoUrl, expect, lanternAccount, test } from './fixtures.js'

// Lantern on Foyer Local B sends, so that the accounts other tests read keep their balances.
test('default: a wagmi host follows a connect made with Foyer’s button; its switchChain and sendTransaction go through that wallet', async ({
  page,
  wallet,
}) => {
  const chainB = chains[1]
  if (!chainB) throw new Error('the second local chain is missing')
  await page.goto(`${demoUrl()}/wagmi/`)
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await connect(page, wallet, 'Lantern Dev Wallet')
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(lanternAccount)

  await wallet.setMode('approve', 'dev.foyer.lantern')
  await page.getByRole('button', { name: `Switch to ${chainB.name} with wagmi` }).click()
  await expect(page.getByTestId('wagmi-chain')).toHaveText(String(chainB.chainId))
  await wallet.setMode('ask', 'dev.foyer.lantern')

  await page.getByRole('button', { name: 'Send 0.01 ETH to yourself with wagmi' }).click()
  await wallet.approve('Lantern Dev Wallet')
  await expect(page.getByTestId('wagmi-sent')).toHaveText(/^0x[0-9a-f]{64}$/)
})
