import { mainnet } from '@foyer/core/test'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { renderConnected } from '../../test/connectedFoyer.js'
import { ONRAMP_POLL_MS } from './OnRampView.js'

// Each test its own server address: the views keep an offer per server, network and account.
let apiUrl: string
let port = 20
let purchases: unknown[]
let opened: { url: string | undefined; closed: boolean }
/** When true, the server's on-ramp options call fails (503). */
let optionsDown: boolean
/** Every path the server was asked. */
let asked: string[]

const amount = (value: string, currency: string) => ({ amount: value, currency })
const purchase = {
  id: 'p1',
  metadata: {
    operationType: 'receive',
    minedAt: '2026-01-01T00:00:00Z',
    sentFrom: '0xf',
    sentTo: '0xa',
    status: 'confirmed',
  },
  transfers: [{ direction: 'in', quantity: { numeric: '0.0164' }, fungible_info: { symbol: 'ETH' } }],
}

beforeEach(() => {
  apiUrl = `http://127.0.0.1:${port++}`
  purchases = []
  optionsDown = false
  asked = []
  opened = { url: undefined, closed: false }
  const popup = {
    opener: {},
    get closed() {
      return opened.closed
    },
    location: { replace: (url: string) => (opened.url = url) },
    close: () => (opened.closed = true),
  }
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    asked.push(url.pathname)
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    if (url.pathname === '/v1/onramp/options' && optionsDown) return json({ message: 'down' }, 503)
    if (url.pathname === '/v1/supported-chains') return json({ http: ['eip155:31337'], ws: [] })
    if (url.pathname === '/getAnalyticsConfig') return json({ isAnalyticsEnabled: false })
    if (url.pathname.startsWith('/v1/identity/')) return json({ name: null, avatar: null })
    if (url.pathname === '/v1/onramp/options')
      return json({
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
        ],
        purchaseCurrencies: [
          {
            id: 'ETH',
            name: 'Ether',
            symbol: 'ETH',
            networks: [
              { name: 'foyer-devnet', display_name: 'Foyer Devnet', chain_id: '31337', contract_address: '' },
            ],
          },
        ],
        providers: [{ id: 'foyer-pay', name: 'Foyer Pay', feeRange: { min: '1.00', max: '2.00' } }],
      })
    if (url.pathname === '/v1/onramp/quote')
      return json({
        coinbaseFee: amount('0.75', 'USD'),
        networkFee: amount('0.01', 'USD'),
        paymentSubtotal: amount('49.24', 'USD'),
        paymentTotal: amount('50.00', 'USD'),
        purchaseAmount: amount('0.0164', 'ETH'),
        quoteId: 'q1',
      })
    if (url.pathname === '/v1/generators/onrampurl')
      return json({ url: `${apiUrl}/onramp/sandbox?checkout=x` })
    if (url.pathname.endsWith('/history')) return json({ data: purchases, next: null })
    if (url.pathname.endsWith('/balance')) return json({ balances: [] })
    return json({ message: 'not found' }, 404)
  })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function openBuy(options = {}) {
  const rendered = await renderConnected(<div />, {
    options: { apiUrl, ...options },
    view: { view: 'Account' },
  })
  const features = await rendered.modal.findByRole('navigation', { name: 'Wallet features' })
  await rendered.user.click(await within(features).findByRole('button', { name: 'Buy crypto' }))
  await rendered.modal.findByRole('dialog', { name: 'Buy crypto' })
  return rendered
}

test('default: amount within the limits, a quote per provider, the checkout in a popup, the purchase noticed', async () => {
  const { modal, user } = await openBuy()
  const field = await modal.findByRole('textbox', { name: 'Amount (USD)' })
  fireEvent.change(field, { target: { value: '5' } })
  expect(field).toHaveAttribute('aria-invalid', 'true')
  const providers = modal.getByRole('list', { name: 'Providers' })
  expect(within(providers).getByRole('button', { name: /Foyer Pay/ })).toBeDisabled()
  fireEvent.change(field, { target: { value: '50' } })
  const provider = within(providers).getByRole('button', { name: /Foyer Pay/ })
  await waitFor(() => expect(provider).toHaveTextContent('≈ 0.0164 ETH'))
  expect(provider).toHaveTextContent('1.00–2.00 % fee')

  // The history is looked at every ONRAMP_POLL_MS (a controllable clock from here on).
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  await user.click(provider)
  expect(await modal.findByRole('dialog', { name: 'Buying crypto' })).toBeVisible()
  await modal.findByText(/Your ETH will show here/)
  expect(opened.url).toBe(`${apiUrl}/onramp/sandbox?checkout=x`)
  expect(modal.getByRole('link', { name: 'Open Foyer Pay' })).toHaveAttribute('href', opened.url)

  // The purchase lands between two looks.
  act(() => vi.advanceTimersByTime(ONRAMP_POLL_MS))
  await waitFor(() => expect(modal.getByRole('status')).toHaveTextContent('Your ETH will show here'))
  purchases = [purchase]
  act(() => vi.advanceTimersByTime(ONRAMP_POLL_MS))
  expect(await modal.findByText('You bought 0.0164 ETH')).toBeVisible()
})

test('behavior: a closed checkout window is said; the modal stays usable', async () => {
  const { modal, user } = await openBuy()
  const provider = within(await modal.findByRole('list', { name: 'Providers' })).getByRole('button', {
    name: /Foyer Pay/,
  })
  await waitFor(() => expect(provider).toHaveTextContent('≈ 0.0164 ETH'))
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  await user.click(provider)
  await modal.findByText(/Your ETH will show here/)
  opened.closed = true
  act(() => vi.advanceTimersByTime(ONRAMP_POLL_MS))
  vi.useRealTimers()
  expect(await modal.findByText(/The checkout window is closed/)).toBeVisible()
  await user.click(modal.getByRole('button', { name: 'Back to account' }))
  expect(await modal.findByRole('dialog', { name: 'Account' })).toBeVisible()
})

test('behavior: where nothing can be bought, the account offers no Buy crypto', async () => {
  const { modal } = await renderConnected(<div />, { view: { view: 'Account' } })
  await modal.findByRole('dialog', { name: 'Account' })
  expect(modal.queryByRole('button', { name: 'Buy crypto' })).toBeNull()
})

test('behavior: when the options call fails, the spec’s sample providers are marked as samples and cannot be bought from', async () => {
  optionsDown = true
  // Ethereum is one of the spec's sample chains (Coinbase Pay's): the fallback applies there.
  const { modal } = await openBuy({ defaultNetwork: mainnet })
  expect(await modal.findByRole('note')).toHaveTextContent(
    'Providers could not be loaded. These are sample providers, shown for reference only: nothing can be bought from them.',
  )
  const providers = modal.getByRole('list', { name: 'Providers' })
  const rows = within(providers).getAllByRole('listitem')
  expect(rows.map((row) => row.textContent)).toEqual([
    'Coinbase Sample1.00–2.00 % feeNot available to buy',
    'Meld Sample1.00–2.00 % feeNot available to buy',
  ])
  // Nothing to click, and nothing quoted or opened.
  expect(within(providers).queryAllByRole('button')).toEqual([])
  await new Promise((resolve) => setTimeout(resolve, 600))
  expect(asked.filter((path) => path.startsWith('/v1/onramp/quote'))).toEqual([])
  expect(window.open).not.toHaveBeenCalled()
})
