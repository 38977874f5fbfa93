import { solanaDevAccounts, solanaDevTokens } from '@foyer/devnet'
import type { Page } from '@playwright/test'
import { type Address, createSolanaRpc, generateKeyPairSigner, address as toAddress } from '@solana/kit'
import { apiUrl, connect, devAccount, expect, modal, networkButton, test } from './fixtures.js'

// The Foyer Solana Dev Wallet registers through the Wallet Standard and holds the local ledger's dev
// accounts #0 and #1 (1000 SOL each at genesis).
const address = solanaDevAccounts[0]?.address ?? ''
const solanaLedger = () => {
  const { rpcUrl, caipNetworkId } = JSON.parse(process.env.FOYER_SOLANA ?? '{}') as {
    rpcUrl?: string
    caipNetworkId?: string
  }
  if (!rpcUrl || !caipNetworkId) throw new Error('the local Solana ledger is not running')
  return { rpcUrl, caipNetworkId }
}
const ledger = () => createSolanaRpc(solanaLedger().rpcUrl)
const fUSD = solanaDevTokens.find((token) => token.symbol === 'fUSD') ?? solanaDevTokens[0]!

/** `units` of a token with `decimals` as a decimal string ('10000', '0.25'). */
function toDecimal(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0')
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  const integer = text.slice(0, text.length - decimals)
  return fraction ? `${integer}.${fraction}` : integer
}

/** What `owner` holds of `mint`, in base units, read from the ledger (getTokenAccountsByOwner). */
async function tokenBalance(owner: string, mint: string): Promise<bigint> {
  const { value } = await ledger()
    .getTokenAccountsByOwner(toAddress(owner), { mint: toAddress(mint) }, { encoding: 'jsonParsed' })
    .send()
  return value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n)
}

/**
 * Send lists the tokens of the Foyer server's balances. Until the server serves Solana balances (issue
 * #12's server part), this answers its two calls for the local ledger — supported chains, and the
 * balances, read from the ledger itself (SOL, then the dev tokens the owner holds) — and leaves every
 * answer of a server that already serves the ledger untouched.
 */
async function serveSolanaBalances(page: Page) {
  const { caipNetworkId } = solanaLedger()
  const server = new URL(apiUrl())
  let servedByServer = false
  await page.route(
    (url) => url.origin === server.origin && url.pathname.endsWith('/v1/supported-chains'),
    async (route) => {
      const response = await route.fetch()
      const chains = (await response.json()) as { http: string[]; ws: string[] }
      servedByServer = chains.http.includes(caipNetworkId)
      if (!servedByServer) chains.http.push(caipNetworkId)
      await route.fulfill({ response, json: chains })
    },
  )
  await page.route(
    (url) =>
      url.origin === server.origin &&
      /\/v1\/account\/[^/]+\/balance$/.test(url.pathname) &&
      url.searchParams.get('chainId') === caipNetworkId,
    async (route) => {
      if (servedByServer) return route.fallback()
      const owner = decodeURIComponent(new URL(route.request().url()).pathname.split('/').at(-2) ?? '')
      const lamports = (await ledger().getBalance(toAddress(owner)).send()).value
      const balances = [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId: caipNetworkId,
          iconUrl: '',
          quantity: { decimals: '9', numeric: toDecimal(lamports, 9) },
        },
      ]
      for (const token of solanaDevTokens) {
        const units = await tokenBalance(owner, token.mint)
        if (units === 0n) continue
        balances.push({
          name: token.name,
          symbol: token.symbol,
          chainId: caipNetworkId,
          address: token.mint,
          iconUrl: '',
          quantity: { decimals: String(token.decimals), numeric: toDecimal(units, token.decimals) },
        } as (typeof balances)[number])
      }
      await route.fulfill({ json: { balances } })
    },
  )
}

/** Connects the Solana dev wallet and opens Send from the account view. */
async function openSend(page: Page, wallet: Parameters<typeof connect>[1]) {
  await connect(page, wallet, 'Foyer Solana Dev Wallet')
  await page.getByRole('button', { name: new RegExp(`^${address.slice(0, 4)}`) }).click()
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
  await serveSolanaBalances(page)
  const holder = solanaDevAccounts[5]?.address as Address
  const fresh = (await generateKeyPairSigner()).address
  const holderBefore = await tokenBalance(holder, fUSD.mint)
  expect(holderBefore).toBeGreaterThan(0n)
  const senderBefore = await tokenBalance(address, fUSD.mint)
  const dialog = await openSend(page, wallet)
  const token = dialog.getByLabel('Token', { exact: true })
  await expect(token.locator('option', { hasText: 'fUSD' })).toHaveCount(1)

  const send = async (receiver: string, amount: string) => {
    await token.selectOption(`fUSD:${fUSD.mint}`)
    await dialog.getByLabel('Amount', { exact: true }).fill(amount)
    await dialog.getByLabel('To', { exact: true }).fill(receiver)
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    // The ledger's simulation of the token transfer.
    await expect(dialog.getByRole('list', { name: 'Balance changes' })).toContainText(`-${amount} fUSD`)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await wallet.approve('Foyer Solana Dev Wallet')
    await expect(dialog.getByRole('status').filter({ hasText: 'network' })).toHaveText(
      'Confirmed on the network',
      { timeout: 20_000 },
    )
    await dialog.getByRole('button', { name: 'Done' }).click()
  }

  await send(holder, '1.5')
  expect((await tokenBalance(holder, fUSD.mint)) - holderBefore).toBe(1_500_000n)

  // No token account yet for the fresh address: the transfer creates it (its rent deposit is part of the fee).
  const { value: before } = await ledger()
    .getTokenAccountsByOwner(fresh, { mint: toAddress(fUSD.mint) }, { encoding: 'jsonParsed' })
    .send()
  expect(before).toHaveLength(0)
  await dialog
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click()
  await send(fresh, '2.25')
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
  await networkButton(page).click()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: /^Foyer Solana Local( Active)?$/ }).click()
  // Connect, with the Solana wallets only; the EVM account stays the page's until one connects.
  await expect(dialog).toHaveAccessibleName('Connect Wallet')
  const wallets = dialog.getByRole('list', { name: 'Wallets' })
  await expect(wallets.getByRole('button')).toHaveText([/^Foyer Solana Dev Wallet/])
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
  await networkButton(page).click()
  await dialog.getByRole('button', { name: /^Foyer Local( Active)?$/ }).click()
  await expect(page.getByTestId('demo-address')).toHaveText(devAccount)
  await expect(page.getByTestId('demo-network')).toContainText('eip155:31337')
  await expect(page.getByTestId('demo-balance')).toHaveText(/ ETH$/)
  await expect(dialog).toHaveCount(0)
  await expect(wallet.panel()).toHaveCount(0)

  // And to Solana again, on its connection.
  await networkButton(page).click()
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
