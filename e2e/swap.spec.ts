import { DEVNET_SWAP, DEVNET_TOKENS } from '@foyer/devnet'
import { createPublicClient, createWalletClient, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { accountButton, chains, connect, type DevWallet, demoUrl, expect, modal, test } from './fixtures.js'

// The Foyer Dev Wallet holds a Hardhat neighbour account here (?devaccount=…): swaps change its balances
// and its fUSD allowance, so no other test reads it. The tests of this file run in order on one worker;
// each worker has its own account (#5 or #8, both seeded with fUSD and HBR), because `npm run stress`
// repeats this file on both workers at once, and two copies on one account reset each other's allowance
// (the stress run's only failure: a review that listed one wallet step where the test expected two).
// Swaps run against the devnet's constant-product pools on Foyer Local, through the server's convert routes.
// Hardhat's public test keys: the test resets the allowance with them, outside the page.
const swapAccounts = [
  {
    index: 5,
    address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    truncated: '0x9965…B0A4dc',
    key: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  },
  {
    index: 8,
    address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    truncated: '0x2361…B21E8f',
    key: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  },
] as const
const swapAccount = () => swapAccounts[test.info().parallelIndex % swapAccounts.length] ?? swapAccounts[0]
const tokenAddress = (symbol: string) =>
  DEVNET_TOKENS.find((token) => token.symbol === symbol)?.address ?? '0x'
const rpcUrl = () => {
  const chain = chains.find((item) => item.chainId === 31337)
  if (!chain) throw new Error('Foyer Local is not running')
  return chain.rpcUrl
}
const chainA = () => createPublicClient({ transport: http(rpcUrl()) })
const balanceOf = (symbol: string) =>
  chainA().readContract({
    address: tokenAddress(symbol),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [swapAccount().address],
  })

async function openSwap(page: import('@playwright/test').Page, wallet: DevWallet) {
  await page.goto(`${demoUrl()}/?devaccount=${swapAccount().index}`)
  await connect(page, wallet)
  await accountButton(page, swapAccount().truncated).click()
  const dialog = modal(page)
  await dialog
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Swap' })
    .click()
  await expect(dialog).toHaveAccessibleName('Swap')
  return dialog
}

async function pick(dialog: ReturnType<typeof modal>, side: RegExp, symbol: string) {
  await dialog.getByRole('button', { name: side }).click()
  await expect(dialog).toHaveAccessibleName('Select token')
  await dialog.getByRole('button', { name: new RegExp(`^${symbol} `) }).click()
  await expect(dialog).toHaveAccessibleName('Swap')
}

/**
 * Reviews the swap: the preview's simulated balance changes ('-100 fUSD', '+1.2 HBR'), by symbol, once
 * the chain has answered.
 */
async function review(dialog: ReturnType<typeof modal>) {
  await dialog.getByRole('button', { name: 'Review swap' }).click()
  const changes = dialog.getByRole('list', { name: 'Balance changes' })
  await expect(changes).toBeVisible({ timeout: 10_000 })
  const simulated: Record<string, string> = {}
  for (const line of await changes.getByRole('listitem').allTextContents()) {
    const [change, symbol] = line.trim().split(/\s+/)
    simulated[symbol ?? ''] = change ?? ''
  }
  return simulated
}

/** No fUSD allowance to the router (the devnet's seeding, or an earlier test, may have left one). */
async function resetAllowance() {
  const owner = createWalletClient({
    account: privateKeyToAccount(swapAccount().key),
    transport: http(rpcUrl()),
  })
  const reset = await owner.writeContract({
    chain: null,
    address: tokenAddress('fUSD'),
    abi: erc20Abi,
    functionName: 'approve',
    args: [DEVNET_SWAP.router, 0n],
  })
  await chainA().waitForTransactionReceipt({ hash: reset })
}

/** A token amount in its smallest units, from the preview's exact decimal text ('+2970.5'). */
const units = (text: string, decimals: number) => {
  const [whole, fraction = ''] = text.replace(/^[+-]/, '').split('.')
  return BigInt(whole + fraction.padEnd(decimals, '0')) * (text.startsWith('-') ? -1n : 1n)
}

/** The quoted output and the minimum received, once the quote for what is typed has arrived. */
async function quoted(dialog: ReturnType<typeof modal>) {
  const output = dialog.getByRole('status', { name: 'Amount you receive' })
  await expect(output).toHaveText(/^[0-9]+(\.[0-9]+)?$/)
  await expect(dialog.getByText('Minimum received')).toBeVisible()
  return Number(await output.textContent())
}

test('default: swap ETH for fUSD — the amount received is the quote, within the 1 % slippage', async ({
  page,
  wallet,
}) => {
  const dialog = await openSwap(page, wallet)
  // The source is the native token with amount 1.
  await expect(dialog.getByRole('button', { name: 'Token you pay: ETH' })).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Amount to swap' })).toHaveValue('1')
  await pick(dialog, /^Select token$/, 'fUSD')
  const quote = await quoted(dialog)
  const before = await balanceOf('fUSD')
  // The preview: simulated on the chain, before the wallet is asked. A native source needs no approval.
  const simulated = await review(dialog)
  expect(simulated.ETH).toBe('-1')
  await expect(
    dialog.getByRole('list', { name: 'Your wallet will ask you to' }).getByRole('listitem'),
  ).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(wallet.panel()).toBeVisible()
  await expect(page.getByText('Confirm transaction in your wallet')).toBeVisible()
  await wallet.approve()
  await expect(page.getByText(/^Swapped 1 ETH to [0-9.]+ fUSD$/)).toBeVisible({ timeout: 20_000 })
  const received = (await balanceOf('fUSD')) - before
  // What the preview said is what the chain did, to the unit; and it is the quote within the slippage.
  expect(received).toBe(units(simulated.fUSD ?? '', 6))
  expect(Number(received) / 1e6).toBeLessThanOrEqual(quote)
  expect(Number(received) / 1e6).toBeGreaterThanOrEqual(quote * 0.99)
  // The form resets; the balance shown is the new one.
  await expect(dialog.getByRole('textbox', { name: 'Amount to swap' })).toHaveValue('')
})

test('behavior: fUSD for HBR needs an allowance — a refused approval keeps the form, then two wallet steps', async ({
  page,
  wallet,
}) => {
  await resetAllowance()
  const dialog = await openSwap(page, wallet)
  await pick(dialog, /^Token you pay: ETH$/, 'fUSD')
  await pick(dialog, /^Select token$/, 'HBR')
  await dialog.getByRole('textbox', { name: 'Amount to swap' }).fill('100')
  await quoted(dialog)
  // The preview names both wallet steps and simulates them together: the approval, then the swap.
  let simulated = await review(dialog)
  const steps = dialog.getByRole('list', { name: 'Your wallet will ask you to' }).getByRole('listitem')
  await expect(steps).toHaveText([
    /^Allow the swap router \(0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}\) to spend 100 fUSD$/,
    /^Swap 100 fUSD for at least [0-9.]+ HBR$/,
  ])
  expect(simulated.fUSD).toBe('-100')
  await dialog.getByRole('button', { name: 'Approve and swap' }).click()
  await expect(page.getByText('Approve limit increase in your wallet')).toBeVisible()
  await wallet.reject()
  await expect(dialog.getByRole('alert')).toContainText('rejected')
  await expect(dialog.getByRole('textbox', { name: 'Amount to swap' })).toHaveValue('100')

  const before = { fUSD: await balanceOf('fUSD'), HBR: await balanceOf('HBR') }
  simulated = await review(dialog)
  await dialog.getByRole('button', { name: 'Approve and swap' }).click()
  // Two wallet steps: the allowance, then the swap.
  await expect(page.getByText('Approve limit increase in your wallet')).toBeVisible()
  await wallet.approve()
  // The approval mined, the wallet asks for the swap. ('Swapping…' shows once the wallet has sent it,
  // until it is mined: on the devnet's instant blocks that can be too short to see.)
  await expect(page.getByText('Confirm transaction in your wallet')).toBeVisible({ timeout: 20_000 })
  await wallet.approve()
  await expect(page.getByText(/^Swapped 100 fUSD to [0-9.]+ HBR$/)).toBeVisible({ timeout: 20_000 })
  expect((await balanceOf('HBR')) - before.HBR).toBe(units(simulated.HBR ?? '', 18))
  expect((await balanceOf('fUSD')) - before.fUSD).toBe(units(simulated.fUSD ?? '', 6))
})

test('behavior: a refused swap keeps the form; more than the balance is "Insufficient balance"', async ({
  page,
  wallet,
}) => {
  const dialog = await openSwap(page, wallet)
  await pick(dialog, /^Select token$/, 'fUSD')
  await quoted(dialog)
  await review(dialog)
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await wallet.reject()
  await expect(dialog.getByRole('alert')).toContainText('rejected')
  await expect(dialog.getByRole('button', { name: 'Review swap' })).toBeEnabled()

  await dialog.getByRole('textbox', { name: 'Amount to swap' }).fill('1000000')
  await expect(dialog.getByText('Insufficient balance')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Review swap' })).toBeDisabled()
  await dialog.getByRole('textbox', { name: 'Amount to swap' }).fill('0')
  await expect(dialog.getByText('Please enter a valid amount')).toBeVisible()
})

test('rule: what the review shows is real — a priced network fee, the router by name and checksummed, no uncharged fee, no extra decimals', async ({
  page,
  wallet,
}) => {
  await resetAllowance()
  const dialog = await openSwap(page, wallet)
  await pick(dialog, /^Token you pay: ETH$/, 'fUSD')
  await pick(dialog, /^Select token$/, 'HBR')
  const amount = dialog.getByRole('textbox', { name: 'Amount to swap' })
  // fUSD has 6 decimals: a 7th is refused beside the field, and the swap cannot be reviewed.
  await amount.fill('1.1234567')
  await expect(amount).toHaveAccessibleDescription('fUSD has at most 6 decimal places')
  await expect(dialog.getByRole('button', { name: 'Review swap' })).toBeDisabled()
  await amount.fill('1.123456')
  await quoted(dialog)
  // No router charges the spec's 0.85 % provider fee, so the form shows none.
  await expect(dialog.getByText(/provider fee/i)).toHaveCount(0)
  await review(dialog)
  // The network fee is priced (150 000 gas at the chain's gas price), never '0 ETH'.
  const fee = dialog.locator('dt', { hasText: 'Network fee' }).locator('xpath=following-sibling::dd[1]')
  await expect(fee).toHaveText(/^0\.0*[1-9][0-9]* ETH$/)
  const router = DEVNET_SWAP.router
  const approve = dialog
    .getByRole('list', { name: 'Your wallet will ask you to' })
    .getByRole('listitem')
    .first()
  // The spender is the router, named so, in its EIP-55 form (shortened; whole in the title).
  await expect(approve).toHaveText(
    new RegExp(
      `^Allow the swap router \\(${router.slice(0, 6)}…${router.slice(-6)}\\) to spend 1\\.123456 fUSD$`,
    ),
  )
  await expect(approve).toHaveAttribute('title', router)
})
