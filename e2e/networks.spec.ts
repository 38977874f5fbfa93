import type { Page } from '@playwright/test'
import { accountButton, connect, expect, modal, networkButton, openFromButton, test } from './fixtures.js'

async function openNetworks(page: Page) {
  await openFromButton(page, networkButton(page))
  await expect(modal(page)).toHaveAccessibleName('Choose Network')
}

test('default: switch to a chain the wallet does not know (add-chain path) and back', async ({
  page,
  wallet,
}) => {
  await connect(page, wallet)
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')

  await openNetworks(page)
  const dialog = modal(page)
  await expect(dialog.getByRole('button', { name: /^Foyer Local( Active)?$/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await dialog.getByRole('button', { name: /^Foyer Local B( Active)?$/ }).click()
  // wallet_switchEthereumChain answers 4902, so Foyer asks the wallet to add the chain: approve that.
  await expect(wallet.panel()).toContainText('wallet_addEthereumChain')
  await wallet.approve()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31338')
  await expect(page.getByTestId('demo-balance')).toHaveText('10000 ETH')

  await openNetworks(page)
  await expect(dialog.getByRole('button', { name: /^Foyer Local B( Active)?$/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await dialog.getByRole('button', { name: /^Foyer Local( Active)?$/ }).click()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')
})

test('behavior: user rejects the switch, sees why, and retries', async ({ page, wallet }) => {
  await connect(page, wallet, 'Lantern Dev Wallet')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await wallet.setMode('reject', 'dev.foyer.lantern')
  await openNetworks(page)
  const dialog = modal(page)
  await dialog.getByRole('button', { name: /^Foyer Local B( Active)?$/ }).click()
  await expect(dialog.getByText('Switch declined')).toBeVisible()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')

  await wallet.setMode('approve', 'dev.foyer.lantern')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31338')
})

test('behavior: a well-known network that cannot be reached shows no wrong balance, and no swap', async ({
  page,
  wallet,
}) => {
  await connect(page, wallet, 'Lantern Dev Wallet')
  await wallet.setMode('approve', 'dev.foyer.lantern')
  await openNetworks(page)
  // Lantern does not know Ethereum: it is added (auto-approved), and its RPC can't be reached from here.
  await modal(page)
    .getByRole('button', { name: /^Ethereum( Active)?$/ })
    .click()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:1')
  await expect(page.getByTestId('demo-balance')).toHaveText('—')
  await openFromButton(page, accountButton(page, '0x'))
  const dialog = modal(page)
  await expect(dialog.getByTitle('Balance unavailable')).toBeVisible()
  // The server does not serve Ethereum: no 'Try again' that cannot succeed, but why, and a way out.
  const tokens = dialog.getByRole('tabpanel', { name: 'Tokens' })
  await expect(tokens).toContainText('Balances and activity are not available on Ethereum here')
  await expect(dialog.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  // No swap either: the server has no pools here.
  await dialog
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Swap' })
    .click()
  await expect(dialog).toHaveAccessibleName('Swap')
  await expect(dialog.getByText('Network not supported for Swaps')).toBeVisible()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog).toHaveAccessibleName('Account')
  await tokens.getByRole('button', { name: 'Switch network' }).click()
  await expect(dialog).toHaveAccessibleName('Choose Network')
})

test('behavior: the wallet moves to a network the app does not support', async ({ page, wallet }) => {
  await connect(page, wallet)
  await wallet.setMode('approve', 'dev.foyer.wallet')
  // Another site taught the wallet chain 424242; the visitor switches to it inside the wallet.
  await page.evaluate(
    async (rpcUrl) => {
      const ethereum = (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum
      await ethereum.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x67932',
            chainName: 'Elsewhere',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: [rpcUrl],
          },
        ],
      })
    },
    JSON.parse(process.env.FOYER_DEVNET_CHAINS ?? '[]')[0].rpcUrl as string,
  )
  await wallet.switchChainFromWallet(424242)
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Switch Network')
  await expect(
    dialog.getByText("This app doesn't support your current network.", { exact: false }),
  ).toBeVisible()
  await dialog.getByRole('button', { name: /^Foyer Local( Active)?$/ }).click()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')
  await expect(dialog).toBeHidden()
})

test('behavior: once connected, the network button shows in the same frame as the account button beside it', async ({
  page,
  wallet,
}) => {
  // Each animation frame from here on: whether the header shows the account button, and the network button.
  await page.evaluate(() => {
    const frames: Array<{ account: boolean; network: boolean }> = []
    ;(window as unknown as { __headerFrames: typeof frames }).__headerFrames = frames
    const banner = document.querySelector('header')
    const shown = (tag: string, variant: string) =>
      !!banner?.querySelector(tag)?.shadowRoot?.querySelector(`button[data-variant='${variant}']`)
    const frame = () => {
      frames.push({
        account: shown('foyer-connect-button', 'account'),
        network: shown('foyer-network-button', 'network'),
      })
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  await connect(page, wallet)
  await expect(networkButton(page, 'Foyer Local')).toBeVisible()
  const frames = await page.evaluate(
    () =>
      (window as unknown as { __headerFrames: Array<{ account: boolean; network: boolean }> }).__headerFrames,
  )
  expect(frames.some((frame) => frame.account)).toBe(true)
  expect(frames.filter((frame) => frame.account && !frame.network)).toEqual([])
})
