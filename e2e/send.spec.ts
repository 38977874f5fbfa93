import { DEVNET_TOKENS } from '@foyer/devnet'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  accountButton,
  apiUrl,
  chains,
  connectLanternOnChainB,
  type DevWallet,
  demoUrl,
  expect,
  modal,
  networkButton,
  openFromButton,
  test,
} from './fixtures.js'

// Sends come from Lantern (Hardhat account #2) on Foyer Local B, so that the accounts other tests read
// keep their balances; each test pays a fresh address.
const fUSD = DEVNET_TOKENS.find((token) => token.symbol === 'fUSD')?.address ?? '0x'
const chainB = () => {
  const chain = chains.find((item) => item.chainId === 31338)
  if (!chain) throw new Error('Foyer Local B is not running')
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

async function lanternOnChainB(page: import('@playwright/test').Page, wallet: DevWallet) {
  await connectLanternOnChainB(page, wallet)
  await page.getByRole('button', { name: 'Send tokens' }).click()
  const dialog = modal(page)
  await expect(dialog).toHaveAccessibleName('Send')
  await expect(dialog.getByLabel('Token', { exact: true })).toContainText('ETH')
  return dialog
}

test('default: send ETH — inline error first, then preview, the wallet, and the money arrives', async ({
  page,
  wallet,
}) => {
  const to = privateKeyToAccount(generatePrivateKey()).address
  const dialog = await lanternOnChainB(page, wallet)
  await dialog.getByLabel('Amount', { exact: true }).fill('1000000')
  await expect(dialog.getByText('Insufficient balance')).toBeVisible()
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('To', { exact: true }).fill('0x1234')
  await expect(dialog.getByText('Enter a valid address (0x…) or a name')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Preview send' })).toBeDisabled()
  // A disabled button looks disabled.
  await expect(dialog.getByRole('button', { name: 'Preview send' })).toHaveCSS('opacity', '0.45')
  // One letter typed in the wrong case: EIP-55's checksum catches the typo.
  const letter = to.slice(2).search(/[a-fA-F]/) + 2
  const flipped =
    to[letter] === to[letter]?.toLowerCase() ? to[letter]?.toUpperCase() : to[letter]?.toLowerCase()
  await dialog
    .getByLabel('To', { exact: true })
    .fill(`${to.slice(0, letter)}${flipped}${to.slice(letter + 1)}`)
  await expect(dialog.getByText(/This address has a typo/)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Preview send' })).toBeDisabled()

  await dialog.getByLabel('Amount', { exact: true }).fill('1.5')
  await dialog.getByLabel('To', { exact: true }).fill(to)
  await expect(dialog.getByText(/Network fee: 0\.0/)).toBeVisible()
  const lantern = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  const before = await chainB().getBalance({ address: lantern })
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('definition').first()).toContainText('1.5 ETH')
  // The receiver in full, so that it can be checked character by character before sending.
  await expect(dialog.getByRole('definition').nth(1)).toHaveText(to)
  // The chain's simulation, not the form restated: what leaves the account, the fee on top.
  await expect(dialog.getByRole('list', { name: 'Balance changes' })).toHaveText('-1.5 ETH')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(wallet.panel('Lantern Dev Wallet')).toContainText('Send 1.5 ETH')
  await wallet.approve('Lantern Dev Wallet')
  await expect(page.getByText('Transaction started')).toBeVisible()
  // The success state says what went where and follows the transaction until it is mined.
  await expect(dialog.getByText('Transaction sent')).toBeVisible()
  await expect(dialog.getByRole('status').filter({ hasText: 'network' })).toHaveText(
    'Confirmed on the network',
  )
  const summary = dialog.getByRole('definition')
  await expect(summary.nth(0)).toHaveText('1.5 ETH')
  await expect(summary.nth(1)).toHaveText(`${to.slice(0, 6)}…${to.slice(-6)}`)
  await expect(summary.nth(3)).toHaveText('Confirmed')
  await expect.poll(() => chainB().getBalance({ address: to })).toBe(parseEther('1.5'))
  // The chain then shows what the preview said: 1.5 ETH less, besides the fee the receipt names.
  const client = chainB()
  let receipt: Awaited<ReturnType<typeof client.getTransactionReceipt>> | undefined
  for (let block = await client.getBlockNumber(); !receipt && block > 0n; block--) {
    const { transactions } = await client.getBlock({ blockNumber: block, includeTransactions: true })
    const sent = transactions.find((transaction) => transaction.to?.toLowerCase() === to.toLowerCase())
    if (sent) receipt = await client.getTransactionReceipt({ hash: sent.hash })
  }
  if (!receipt) throw new Error('the transfer is not on the chain')
  const atBlock = (blockNumber: bigint) => client.getBalance({ address: lantern, blockNumber })
  const spent = (await atBlock(receipt.blockNumber - 1n)) - (await atBlock(receipt.blockNumber))
  expect(spent - receipt.gasUsed * receipt.effectiveGasPrice).toBe(parseEther('1.5'))
  expect(before).toBeGreaterThanOrEqual(await atBlock(receipt.blockNumber))
  await expect(page.getByTestId('demo-balance')).not.toHaveText('10000 ETH')
  // Done goes back to where Send was opened: here the page's own 'Send tokens' button.
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  // Send again: an empty form with the token list and a fee, never 'No tokens to send'.
  await page.getByRole('button', { name: 'Send tokens' }).click()
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('')
  await expect(dialog.getByLabel('Token', { exact: true })).toContainText('ETH')
  await expect(dialog.getByText('No tokens to send')).toHaveCount(0)
  await expect(dialog.getByText(/Network fee: 0\.0/)).toBeVisible()
})

test('behavior: send an ERC-20 (fUSD, 6 decimals); a declined send keeps the form', async ({
  page,
  wallet,
}) => {
  const to = privateKeyToAccount(generatePrivateKey()).address
  const dialog = await lanternOnChainB(page, wallet)
  const token = dialog.getByLabel('Token', { exact: true })
  const option = await token.locator('option', { hasText: /^fUSD/ }).getAttribute('value')
  await token.selectOption(option ?? '')
  await dialog.getByLabel('Amount', { exact: true }).fill('5')
  await dialog.getByLabel('To', { exact: true }).fill(to)
  const lantern = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  const fusdOf = (address: `0x${string}`) =>
    chainB().readContract({ address: fUSD, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const before = await fusdOf(lantern)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  // Only fUSD moves (the fee is apart); the ETH balance does not change.
  await expect(dialog.getByRole('list', { name: 'Balance changes' })).toHaveText('-5 fUSD')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await wallet.reject('Lantern Dev Wallet')
  await expect(dialog.getByText('The wallet declined the transaction')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await wallet.approve('Lantern Dev Wallet')
  await expect(page.getByText('Transaction started')).toBeVisible()
  await expect
    .poll(() =>
      chainB().readContract({ address: fUSD, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    )
    .toBe(parseUnits('5', 6))
  expect(before - (await fusdOf(lantern))).toBe(parseUnits('5', 6))
})

test('behavior: a transfer the chain would refuse says why before the wallet is asked', async ({
  page,
  wallet,
}) => {
  const dialog = await lanternOnChainB(page, wallet)
  const token = dialog.getByLabel('Token', { exact: true })
  const option = await token.locator('option', { hasText: /^fUSD/ }).getAttribute('value')
  await token.selectOption(option ?? '')
  await dialog.getByLabel('Amount', { exact: true }).fill('1')
  // The zero address is an address, but the token refuses to send to it (ERC-6093's ERC20InvalidReceiver).
  await dialog.getByLabel('To', { exact: true }).fill('0x0000000000000000000000000000000000000000')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'This transaction would fail on the chain (ERC20InvalidReceiver), so your wallet is not asked.',
  )
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
  await expect(wallet.panel('Lantern Dev Wallet')).toBeHidden()
  // Edit keeps the form; a valid receiver previews normally.
  await dialog.getByRole('button', { name: 'Edit' }).click()
  await dialog.getByLabel('To', { exact: true }).fill(privateKeyToAccount(generatePrivateKey()).address)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('list', { name: 'Balance changes' })).toHaveText('-1 fUSD')
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
})

test('behavior: changing the network resets the send form', async ({ page, wallet }) => {
  const dialog = await lanternOnChainB(page, wallet)
  await dialog.getByLabel('Amount', { exact: true }).fill('2')
  await page.keyboard.press('Escape')
  await wallet.setMode('approve', 'dev.foyer.lantern')
  await openFromButton(page, networkButton(page))
  await modal(page)
    .getByRole('button', { name: /^Foyer Local( Active)?$/ })
    .click()
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')
  await page.getByRole('button', { name: 'Send tokens' }).click()
  await expect(modal(page).getByLabel('Amount', { exact: true })).toHaveValue('')
})

test('behavior: a sent transaction is pending in Activity until it is mined, then confirmed', async ({
  page,
  wallet,
}) => {
  const to = privateKeyToAccount(generatePrivateKey()).address
  const dialog = await lanternOnChainB(page, wallet)
  await dialog.getByLabel('Amount', { exact: true }).fill('0.125')
  await dialog.getByLabel('To', { exact: true }).fill(to)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  // Hold the block so the transaction stays in flight; other specs on this chain just wait a moment.
  const rpc = (method: string, params: unknown[]) => chainB().request({ method, params } as never)
  // This send's row, by its fresh receiver: the account's earlier sends stay in Activity (a repeated run).
  const sent = dialog.getByRole('listitem').filter({ hasText: `${to.slice(0, 6)}…${to.slice(-6)}` })
  await rpc('evm_setAutomine', [false])
  try {
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await wallet.approve('Lantern Dev Wallet')
    await expect(page.getByText('Transaction started')).toBeVisible()
    await page.keyboard.press('Escape')
    await openFromButton(page, accountButton(page, '0x3C44…4293BC'))
    await dialog.getByRole('tab', { name: /^Activity/ }).click()
    await expect(sent).toContainText('0.125 ETH')
    await expect(sent).toContainText('Sent')
    await expect(sent).toContainText('Pending')
    await expect(dialog.getByRole('tab', { name: /^Activity/ })).toContainText('1')
  } finally {
    await rpc('evm_setAutomine', [true])
    await rpc('evm_mine', [])
  }
  await expect(sent).not.toContainText('Pending', { timeout: 15_000 })
  await expect(sent).toContainText('Sent')
  await expect(sent).toHaveCount(1)
  await expect.poll(() => chainB().getBalance({ address: to })).toBe(parseEther('0.125'))
})

test('behavior: send to a name — the receiver’s name and avatar are shown, the money reaches its address', async ({
  page,
  wallet,
}) => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const name = `e2e${Date.now().toString(36)}.reown.id`
  const avatar = `${apiUrl()}/public/getAssetImage/avatar-e2e`
  const message = JSON.stringify({
    name,
    timestamp: Math.floor(Date.now() / 1000),
    attributes: { avatar },
  })
  const registered = await fetch(`${apiUrl()}/v1/profile/account?projectId=foyer-demo&st=e2e&sv=0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(demoUrl()).origin },
    body: JSON.stringify({
      coin_type: (0x80000000 | 31338) >>> 0,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  })
  expect(registered.status).toBe(201)

  const dialog = await lanternOnChainB(page, wallet)
  await dialog.getByLabel('Amount', { exact: true }).fill('0.5')
  await dialog.getByLabel('To', { exact: true }).fill(name)
  await expect(
    dialog.getByText(new RegExp(`${name.replace(/\./g, '\\.')}.*${owner.address.slice(0, 6)}`)),
  ).toBeVisible()
  await expect(dialog.locator(`img[src="${avatar}"]`)).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('definition').filter({ hasText: name })).toBeVisible()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await wallet.approve('Lantern Dev Wallet')
  await expect(page.getByText('Transaction started')).toBeVisible()
  await expect.poll(() => chainB().getBalance({ address: owner.address })).toBe(parseEther('0.5'))
  await expect(dialog.getByRole('definition').filter({ hasText: name })).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()

  await page.getByRole('button', { name: 'Send tokens' }).click()
  await dialog.getByLabel('To', { exact: true }).fill('nobody-here.reown.id')
  await expect(dialog.getByText('No address found for this name')).toBeVisible()
})
