import { solanaDevAccounts, solanaDevTokens } from '@foyer/devnet'
import type { Page } from '@playwright/test'
import { type Address, createSolanaRpc, generateKeyPairSigner, address as toAddress } from '@solana/kit'
import {
  accountButton,
  apiUrl,
  connect,
  devAccount,
  expect,
  modal,
  networkButton,
  openFromButton,
  solanaLedger,
  test,
} from './fixtures.js'

// The Foyer Solana Dev Wallet registers through the Wallet Standard and holds the local ledger's dev
// accounts #0 and #1 (1000 SOL each at genesis).
const address = solanaDevAccounts[0]?.address ?? ''
const ledger = () => createSolanaRpc(solanaLedger().rpcUrl)
const fUSD = solanaDevTokens.find((token) => token.symbol === 'fUSD') ?? solanaDevTokens[0]!
const foy = solanaDevTokens.find((token) => token.symbol === 'FOY') ?? solanaDevTokens[1]!
/** The prices the world configures for the ledger on the Foyer server (USD). */
const usdPrices: Record<string, number> = { SOL: 150, fUSD: 1, FOY: 0.5 }
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
/** The modal's short form of an address: the first 4 characters, '…', the last 6. */
const truncated = (value: string) => `${value.slice(0, 4)}…${value.slice(-6)}`

/**
 * The page's account button for the Solana account. Its name is the balance, then the address, once the
 * balance has arrived: a name that had to start with the address stopped matching when the balance came
 * first (the clean-clone run of 0fcf2d2 waited 3 min for it after a reload).
 */
const solanaAccountButton = (page: Page) => accountButton(page, truncated(address))

/** The Foyer server's answer for `path` on the local ledger (as the demo asks: its project). */
async function fromServer<T>(path: string, params: Record<string, string> = {}): Promise<T> {
  const query = new URLSearchParams({
    projectId: 'foyer-demo',
    st: 'e2e',
    sv: '0',
    chainId: solanaLedger().caipNetworkId,
    ...params,
  })
  const response = await fetch(`${apiUrl()}${path}?${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** What `owner` holds of `mint`, in base units, read from the ledger (getTokenAccountsByOwner). */
async function tokenBalance(owner: string, mint: string): Promise<bigint> {
  const { value } = await ledger()
    .getTokenAccountsByOwner(toAddress(owner), { mint: toAddress(mint) }, { encoding: 'jsonParsed' })
    .send()
  return value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n)
}

/** Connects the Solana dev wallet and opens the account view from the account button. */
async function openAccount(page: Page, wallet: Parameters<typeof connect>[1]) {
  await connect(page, wallet, 'Foyer Solana Dev Wallet')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await openFromButton(page, solanaAccountButton(page))
  await expect(modal(page)).toHaveAccessibleName('Account')
  return modal(page)
}

/** Connects the Solana dev wallet and opens Send from the account view. */
async function openSend(page: Page, wallet: Parameters<typeof connect>[1]) {
  await connect(page, wallet, 'Foyer Solana Dev Wallet')
  await openFromButton(page, solanaAccountButton(page))
  const dialog = modal(page)
  await dialog
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click()
  await expect(dialog).toHaveAccessibleName('Send')
  return dialog
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
  await openFromButton(page, solanaAccountButton(page))
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

test('behavior: Send on Solana asks for a Solana address, not a 0x one', async ({ page, wallet }) => {
  const dialog = await openSend(page, wallet)
  const to = dialog.getByLabel('To', { exact: true })
  await expect(to).toHaveAttribute('placeholder', 'Solana address or name')
  await to.fill('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
  await expect(dialog.getByText('Enter a valid Solana address or a name')).toBeVisible()
})

test('default: send fUSD to an address with a token account, then to a fresh one (its token account is created)', async ({
  page,
  wallet,
}) => {
  const holder = solanaDevAccounts[5]?.address as Address
  const fresh = (await generateKeyPairSigner()).address
  const holderBefore = await tokenBalance(holder, fUSD.mint)
  expect(holderBefore).toBeGreaterThan(0n)
  const senderBefore = await tokenBalance(address, fUSD.mint)
  const dialog = await openSend(page, wallet)
  const token = dialog.getByLabel('Token', { exact: true })
  // The Foyer server's balances: SOL (its placeholder address So111…111 is the native token, chosen
  // first), then the SPL tokens by mint.
  await expect(token.locator('option', { hasText: 'fUSD' })).toHaveCount(1)
  await expect(token).toHaveValue('SOL:')
  await expect(token.locator('option', { hasText: 'FOY' })).toHaveAttribute('value', `FOY:${foy.mint}`)

  // What a transfer to a fresh address pays besides the fee: the rent-exempt minimum of its new token
  // account (165 bytes), read from the ledger and written as the view writes amounts in SOL (three
  // significant digits) and in USD at SOL's configured price.
  const rent = Number(await ledger().getMinimumBalanceForRentExemption(165n).send()) / 1e9
  const rentSol = `${new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }).format(rent)} SOL`
  const deposit = `${rentSol} ≈ ${usd.format(rent * (usdPrices.SOL ?? 0))}`
  const depositHelp = 'A one-time deposit that opens the receiver’s account for this token.'
  const depositLine = dialog.getByText(/^Receiver’s token account: /)
  const networkFee = dialog.getByText(/^Network fee: /)

  const send = async (receiver: string, amount: string, opensAccount: boolean) => {
    await token.selectOption(`fUSD:${fUSD.mint}`)
    await dialog.getByLabel('Amount', { exact: true }).fill(amount)
    await dialog.getByLabel('To', { exact: true }).fill(receiver)
    if (opensAccount) {
      // The deposit on its own line after the fee, explained.
      await expect(depositLine).toHaveText(`Receiver’s token account: ${deposit}`)
      await expect(depositLine).toHaveAccessibleDescription(depositHelp)
    } else await expect(depositLine).toHaveCount(0)
    // The network fee is the fee alone (a few thousand lamports), never the deposit.
    await expect(networkFee).toHaveText(/^Network fee: 0\.0000\d+ SOL/)
    await expect(networkFee).not.toContainText(rentSol)
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    // The ledger's simulation of the token transfer.
    await expect(dialog.getByRole('list', { name: 'Balance changes' })).toContainText(`-${amount} fUSD`)
    // The preview's summary: the deposit's line after the network fee, or none.
    const terms = ['You send', 'To', 'Network', 'Network fee']
    await expect(dialog.getByRole('term')).toHaveText(
      opensAccount ? [...terms, 'Receiver’s token account'] : terms,
    )
    if (opensAccount) {
      const value = dialog.getByRole('definition').filter({ hasText: deposit })
      await expect(value).toHaveText(deposit)
      await expect(value).toHaveAccessibleDescription(depositHelp)
    } else await expect(dialog.getByText(depositHelp)).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await wallet.approve('Foyer Solana Dev Wallet')
    await expect(dialog.getByRole('status').filter({ hasText: 'network' })).toHaveText(
      'Confirmed on the network',
      { timeout: 20_000 },
    )
    await dialog.getByRole('button', { name: 'Done' }).click()
  }

  await send(holder, '1.5', false)
  expect((await tokenBalance(holder, fUSD.mint)) - holderBefore).toBe(1_500_000n)

  // No token account yet for the fresh address: the transfer creates it (its rent is a deposit, apart from the fee).
  const { value: before } = await ledger()
    .getTokenAccountsByOwner(fresh, { mint: toAddress(fUSD.mint) }, { encoding: 'jsonParsed' })
    .send()
  expect(before).toHaveLength(0)
  await dialog
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click()
  await send(fresh, '2.25', true)
  const { value: after } = await ledger()
    .getTokenAccountsByOwner(fresh, { mint: toAddress(fUSD.mint) }, { encoding: 'jsonParsed' })
    .send()
  expect(after).toHaveLength(1)
  expect(await tokenBalance(fresh, fUSD.mint)).toBe(2_250_000n)
  expect(senderBefore - (await tokenBalance(address, fUSD.mint))).toBe(3_750_000n)
})

test('default: switch EVM → Solana → EVM in one page: Solana asks for a Solana wallet, EVM comes back without a new connect', async ({
  page,
  wallet,
}) => {
  await connect(page, wallet)
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')
  await openFromButton(page, networkButton(page))
  const dialog = modal(page)
  await dialog.getByRole('button', { name: /^Foyer Solana Local( Active)?$/ }).click()
  // Connect, with the Solana wallets only (WalletConnect, whose session can carry Solana too, and Lantern,
  // a wallet of both families); the EVM account stays the page's until one connects.
  await expect(dialog).toHaveAccessibleName('Connect Wallet')
  // It says why it shows Connect: the wallet connected has no account on the network picked.
  await expect(
    dialog.getByText('To use Foyer Solana Local, connect a wallet that supports it.'),
  ).toBeVisible()
  const wallets = dialog.getByRole('list', { name: 'Wallets' })
  await expect(wallets.getByRole('button')).toHaveText([
    /^WalletConnect/,
    /^Foyer Solana Dev Wallet/,
    /^Lantern Dev Wallet/,
  ])
  await expect(page.getByTestId('demo-address')).toHaveText(devAccount)
  await wallets.getByRole('button', { name: /Foyer Solana Dev Wallet/ }).click()
  await wallet.approve('Foyer Solana Dev Wallet')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(page.getByTestId('demo-network')).toContainText(
    `Foyer Solana Local (${solanaLedger().caipNetworkId})`,
  )
  await expect(page.getByTestId('demo-balance')).toHaveText(/ SOL$/)
  await expect(dialog).toHaveCount(0)

  // Back to the EVM network: its connection is still there, so no Connect and no wallet prompt.
  await openFromButton(page, networkButton(page))
  await dialog.getByRole('button', { name: /^Foyer Local( Active)?$/ }).click()
  await expect(page.getByTestId('demo-address')).toHaveText(devAccount)
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')
  await expect(page.getByTestId('demo-balance')).toHaveText(/ ETH$/)
  await expect(dialog).toHaveCount(0)
  await expect(wallet.panel()).toHaveCount(0)

  // And to Solana again, on its connection.
  await openFromButton(page, networkButton(page))
  await dialog.getByRole('button', { name: /^Foyer Solana Local( Active)?$/ }).click()
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(dialog).toHaveCount(0)
})

test('behavior: the ledger down — Send says so, keeps the form, and sends once the ledger is back', async ({
  page,
  wallet,
}) => {
  const { rpcUrl } = solanaLedger()
  const ledgerOrigin = new URL(rpcUrl).origin
  const receiver = solanaDevAccounts[7]?.address as Address
  const before = (await ledger().getBalance(receiver).send()).value
  const dialog = await openSend(page, wallet)
  await dialog.getByLabel('Amount', { exact: true }).fill('0.1')
  await dialog.getByLabel('To', { exact: true }).fill(receiver)
  await expect(dialog.getByRole('button', { name: 'Preview send' })).toBeEnabled()

  // The ledger goes down: every JSON-RPC call to it fails, the page's and the wallet's.
  const toLedger = (url: URL) => url.origin === ledgerOrigin
  await page.route(toLedger, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }))
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  // The preview cannot ask the ledger; sending fails before the wallet is asked, and says why.
  await expect(dialog.getByText('Preview unavailable')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByText('The network could not be reached.')).toBeVisible()
  await expect(wallet.panel('Foyer Solana Dev Wallet')).toHaveCount(0)
  expect((await ledger().getBalance(receiver).send()).value).toBe(before)

  // The ledger is back: nothing was lost — the form still holds the amount and the receiver — and it sends.
  await page.unroute(toLedger)
  await dialog.getByRole('button', { name: 'Edit' }).click()
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('0.1')
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(receiver)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('list', { name: 'Balance changes' })).toHaveText('-0.1 SOL')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await wallet.approve('Foyer Solana Dev Wallet')
  await expect(dialog.getByRole('status').filter({ hasText: 'network' })).toHaveText(
    'Confirmed on the network',
    { timeout: 20_000 },
  )
  expect((await ledger().getBalance(receiver).send()).value - before).toBe(100_000_000n)
})

/** A decimal quantity as the account view shows it: rounded half-up to 3 decimals, trailing zeros dropped. */
function roundToThousandths(numeric: string): string {
  const [integer = '0', fraction = ''] = numeric.split('.')
  const tenThousandths = BigInt(integer + fraction.padEnd(4, '0').slice(0, 4))
  const thousandths = tenThousandths / 10n + (tenThousandths % 10n >= 5n ? 1n : 0n)
  const digits = thousandths.toString().padStart(4, '0')
  const shown = digits.slice(-3).replace(/0+$/, '')
  return shown ? `${digits.slice(0, -3)}.${shown}` : digits.slice(0, -3)
}

test('default: the Tokens tab lists SOL, fUSD and FOY with their USD values from the Foyer server', async ({
  page,
  wallet,
}) => {
  type Balance = { symbol: string; address?: string; value?: number; quantity: { numeric: string } }
  const answers: Balance[][] = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (
      !url.pathname.endsWith('/balance') ||
      url.searchParams.get('chainId') !== solanaLedger().caipNetworkId
    )
      return
    answers.push(((await response.json()) as { balances: Balance[] }).balances)
  })
  const dialog = await openAccount(page, wallet)
  await expect(dialog.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
  const tokens = dialog.getByRole('list', { name: 'Tokens held' })
  const rows = tokens.getByRole('listitem')
  // Sorted by value: SOL (150 USD), then fUSD (1 USD), then FOY (0.5 USD).
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('Solana')
  await expect(rows.nth(1)).toContainText('Foyer USD')
  await expect(rows.nth(2)).toContainText('Foyer Token')
  // Each row's value and quantity are the server's latest answer; the value is the quantity at the
  // configured price, never a guess.
  await expect
    .poll(async () => {
      const latest = answers.at(-1) ?? []
      return Promise.all(
        ['SOL', 'fUSD', 'FOY'].map(async (symbol, index) => {
          const entry = latest.find((balance) => balance.symbol === symbol)
          const text = await rows.nth(index).textContent()
          return entry?.value !== undefined && text?.includes(usd.format(entry.value)) === true
        }),
      )
    })
    .toEqual([true, true, true])
  const latest = answers.at(-1) ?? []
  for (const [index, symbol] of ['SOL', 'fUSD', 'FOY'].entries()) {
    const entry = latest.find((balance) => balance.symbol === symbol)
    expect(entry?.value).toBeCloseTo(Number(entry?.quantity.numeric) * (usdPrices[symbol] ?? Number.NaN), 6)
    await expect(rows.nth(index)).toContainText(
      `${roundToThousandths(entry?.quantity.numeric ?? '')} ${symbol}`,
    )
  }
  // SOL is the ledger's own balance of the account; the total is the sum of the three values.
  const lamports = (await ledger().getBalance(toAddress(address)).send()).value
  expect(Number(latest.find((balance) => balance.symbol === 'SOL')?.quantity.numeric)).toBeCloseTo(
    Number(lamports) / 1e9,
    9,
  )
  const total = latest.reduce((sum, balance) => sum + (balance.value ?? 0), 0)
  await expect(dialog.getByText(`Total value ${usd.format(total)}`)).toBeVisible()
})

test('default: after sending SOL and fUSD, Activity lists both from the Foyer server’s index, newest first, as sends with their amounts', async ({
  page,
  wallet,
}) => {
  test.slow() // two sends, the index catching up and a reload: 41 s on a loaded 2-core machine
  const receiver = (await generateKeyPairSigner()).address
  const dialog = await openSend(page, wallet)
  const send = async (symbol: string, amount: string) => {
    const token = dialog.getByLabel('Token', { exact: true })
    await token.selectOption(symbol === 'SOL' ? 'SOL:' : `${symbol}:${fUSD.mint}`)
    await dialog.getByLabel('Amount', { exact: true }).fill(amount)
    await dialog.getByLabel('To', { exact: true }).fill(receiver)
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await expect(dialog.getByRole('list', { name: 'Balance changes' })).toContainText(`-${amount} ${symbol}`)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await wallet.approve('Foyer Solana Dev Wallet')
    await expect(dialog.getByRole('status').filter({ hasText: 'network' })).toHaveText(
      'Confirmed on the network',
      { timeout: 20_000 },
    )
    await dialog.getByRole('button', { name: 'Done' }).click()
  }
  await send('SOL', '0.125')
  await dialog
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click()
  await send('fUSD', '3.5')
  // Right away, in this page: both on top of Activity, newest first (this page's own entries until the
  // server's index has them, then the server's).
  await expect(dialog).toHaveAccessibleName('Account')
  await dialog.getByRole('tab', { name: /^Activity/ }).click()
  const live = dialog.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem')
  await expect(live.nth(0).getByText('-3.5 fUSD', { exact: true })).toBeVisible()
  await expect(live.nth(1).getByText('-0.125 SOL', { exact: true })).toBeVisible()

  // The server's index has both once it has followed the ledger past them.
  type History = { data: { metadata: { sentTo: string } }[] }
  await expect
    .poll(
      async () => {
        const { data } = await fromServer<History>(`/v1/account/${address}/history`)
        return data.filter((entry) => entry.metadata.sentTo === receiver).length
      },
      { timeout: 20_000 },
    )
    .toBe(2)

  // A fresh page: nothing this page sent is kept locally, so every row is the server's.
  await page.reload()
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await openFromButton(page, solanaAccountButton(page))
  await expect(dialog).toHaveAccessibleName('Account')
  await dialog.getByRole('tab', { name: /^Activity/ }).click()
  const panel = dialog.getByRole('tabpanel', { name: 'Activity' })
  const rows = panel.getByRole('listitem')
  await expect(rows.nth(1)).toBeVisible()
  // Newest first: the fUSD send, then the SOL one; each a send (minus sign) to the receiver.
  await expect(rows.nth(0)).toContainText('Sent')
  await expect(rows.nth(0)).toContainText(`To ${truncated(receiver)}`)
  await expect(rows.nth(0).getByText('-3.5 fUSD', { exact: true })).toBeVisible()
  await expect(rows.nth(1)).toContainText('Sent')
  await expect(rows.nth(1)).toContainText(`To ${truncated(receiver)}`)
  await expect(rows.nth(1).getByText('-0.125 SOL', { exact: true })).toBeVisible()
  for (const row of [rows.nth(0), rows.nth(1)]) {
    await expect(row).not.toContainText('Pending')
    await expect(row).not.toContainText('Failed')
  }
  // The seeded history follows: a receipt carries a plus sign and its sender.
  const received = panel.getByRole('listitem').filter({ hasText: 'Received' })
  await expect(received.first()).toContainText(/From \S+/)
  await expect(received.first()).toContainText('+')
})
