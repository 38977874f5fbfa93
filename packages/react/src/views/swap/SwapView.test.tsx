import { createFakeAdapter, createFakeSwaps, devnet } from '@foyer/core/test'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { renderConnected } from '../../test/connectedFoyer.js'

// The Swap view over core's real swap flow: the Foyer server's convert routes answered by a stubbed
// fetch (1 ETH = 3000 fUSD), the chain's part by the fake swap capability (a wallet that records what
// it sends, and refuses when told to).
const chain = devnet.caipNetworkId
const eth = `${chain}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`
const fusd = `${chain}:0x5FbDB2315678afecb367f032d93F642f64180aa3`
const router = '0x000000000000000000000000000000000000f00d'
const approveData = `0x095ea7b3${router.slice(2).padStart(64, '0')}${(100n * 10n ** 6n).toString(16).padStart(64, '0')}`

afterEach(() => {
  vi.unstubAllGlobals()
})

const token = (symbol: string, address: string, decimals: number) => ({
  name: symbol,
  symbol,
  address,
  decimals,
  logoUri: '',
})

/** The convert routes and balances of the Foyer server, for a wallet with 10 ETH and 500 fUSD. */
function answer(path: string, query: URLSearchParams): unknown {
  if (path === '/v1/supported-chains') return { http: [chain], ws: [] }
  if (path === '/v1/convert/tokens') return { tokens: [token('ETH', eth, 18), token('fUSD', fusd, 6)] }
  if (path.endsWith('/balance'))
    return {
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: chain,
          price: 3000,
          iconUrl: '',
          quantity: { decimals: '18', numeric: '10' },
        },
        {
          name: 'fUSD',
          symbol: 'fUSD',
          chainId: chain,
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          price: 1,
          iconUrl: '',
          quantity: { decimals: '6', numeric: '500' },
        },
      ],
    }
  if (path === '/v1/convert/gas-price') return { standard: '1000000000' }
  if (path === '/v1/convert/quotes') {
    const amount = BigInt(query.get('amount') ?? '0')
    const out = query.get('from') === eth ? (amount * 3000n) / 10n ** 12n : (amount * 10n ** 12n) / 3000n
    return { quotes: [{ id: null, fromAmount: String(amount), toAmount: String(out) }] }
  }
  if (path === '/v1/convert/allowance') return { allowance: '0' }
  if (path === '/v1/convert/build-approve')
    return { tx: { from: 'x', to: fusd, data: approveData, value: '0', eip155: { gasPrice: '1' } } }
  if (path === '/v1/convert/build-transaction')
    return {
      tx: {
        to: `${chain}:${router}`,
        data: '0x38ed1739',
        value: '0',
        eip155: { gas: '150000', gasPrice: '1' },
      },
    }
  return undefined
}

async function openSwap() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const body = answer(url.pathname, url.searchParams)
    return new Response(JSON.stringify(body ?? { message: 'not found' }), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  const adapter = createFakeAdapter()
  const swaps = createFakeSwaps()
  Object.assign(adapter, swaps)
  const rendered = await renderConnected(<div />, {
    adapters: [adapter],
    options: { apiUrl: 'http://api.test' },
    view: { view: 'Swap' },
  })
  const amount = await rendered.modal.findByRole('textbox', { name: 'Amount to swap' })
  await waitFor(() => expect(amount).toHaveValue('1'))
  return { ...rendered, swaps, amount }
}

/** Chooses the token of one side in the token list the side's button opens. */
async function choose(modal: ReturnType<typeof within>, side: RegExp, symbol: string) {
  fireEvent.click(modal.getByRole('button', { name: side }))
  const list = await modal.findByRole('list', { name: /tokens/i })
  fireEvent.click(within(list).getByRole('button', { name: new RegExp(`^${symbol} `) }))
  return modal.findByRole('textbox', { name: 'Amount to swap' })
}

const received = (modal: ReturnType<typeof within>) =>
  modal.getByRole('status', { name: 'Amount you receive' })

test('default: the native token pays 1; choosing what to receive shows the quote, the minimum and the network fee', async () => {
  const { modal } = await openSwap()
  expect(modal.getByRole('button', { name: 'Token you pay: ETH' })).toBeVisible()
  expect(modal.getByText('Balance: 10 ETH')).toBeVisible()
  expect(modal.getByRole('button', { name: 'Choose a token to receive' })).toBeDisabled()
  await choose(modal, /^Select token$/, 'fUSD')
  await waitFor(() => expect(received(modal)).toHaveTextContent(/^3000$/), { timeout: 10_000 })
  const summary = modal.getByText('Minimum received').closest('dl') as HTMLElement
  expect([...summary.children].map((item) => item.textContent)).toEqual([
    'Minimum received',
    '2970 fUSD',
    'Network fee',
    '0.00015 ETH',
    'Slippage tolerance',
    '1 %',
  ])
  expect(modal.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  // No router charges the spec's 0.85 % provider fee: a fee never taken is not shown (issue #31).
  expect(modal.queryByText(/provider fee/i)).toBeNull()
})

test('rule: more decimals than the source token has are refused beside the amount, and cannot be reviewed', async () => {
  const { modal } = await openSwap()
  await choose(modal, /^Token you pay: ETH$/, 'fUSD')
  const amount = await choose(modal, /^Select token$/, 'ETH')
  fireEvent.change(amount, { target: { value: '1.1234567' } })
  expect(amount).toHaveAccessibleDescription('fUSD has at most 6 decimal places')
  expect(amount).toBeInvalid()
  expect(modal.getByRole('button', { name: 'Review swap' })).toBeDisabled()
  fireEvent.change(amount, { target: { value: '1.123456' } })
  expect(amount).toBeValid()
  await waitFor(() => expect(modal.getByRole('button', { name: 'Review swap' })).toBeEnabled(), {
    timeout: 10_000,
  })
})

test('rule: a small network fee shows its significant digits, never "0 ETH", on the form and in the review', async () => {
  // 150 000 gas at 1 gwei is 0.00015 ETH: balances' 3 decimals would cut it to 0.
  const { modal } = await openSwap()
  await choose(modal, /^Select token$/, 'fUSD')
  await waitFor(() => expect(modal.getByRole('button', { name: 'Review swap' })).toBeEnabled(), {
    timeout: 10_000,
  })
  const fee = () => modal.getByText('Network fee').nextElementSibling
  expect(fee()).toHaveTextContent(/^0\.00015 ETH$/)
  fireEvent.click(modal.getByRole('button', { name: 'Review swap' }))
  await modal.findByRole('list', { name: 'Your wallet will ask you to' })
  expect(fee()).toHaveTextContent(/^0\.00015 ETH$/)
})

test('rule: the minimum received is rounded down to 6 significant digits, not its 18 decimals', async () => {
  // 100 fUSD is 0.033333333333333333 ETH; less 1 % it is 0.032999999999999999(67) ETH, cut to 0.0329999
  // (a minimum is never rounded up to 0.033).
  const { modal } = await openSwap()
  await choose(modal, /^Token you pay: ETH$/, 'fUSD')
  const amount = await choose(modal, /^Select token$/, 'ETH')
  fireEvent.change(amount, { target: { value: '100' } })
  await waitFor(() => expect(received(modal)).toHaveTextContent(/^0\.033333333333333333$/), {
    timeout: 10_000,
  })
  expect(modal.getByText('Minimum received').nextElementSibling).toHaveTextContent(/^0\.0329999 ETH$/)
})

test('behavior: more than the balance says "Insufficient balance" beside the amount, and cannot be reviewed', async () => {
  const { modal } = await openSwap()
  const amount = await choose(modal, /^Select token$/, 'fUSD')
  fireEvent.change(amount, { target: { value: '11' } })
  expect(amount).toHaveAccessibleDescription('Insufficient balance')
  expect(amount).toBeInvalid()
  await waitFor(() => expect(received(modal)).toHaveTextContent(/^33000$/), { timeout: 10_000 })
  expect(modal.getByRole('button', { name: 'Review swap' })).toBeDisabled()
  fireEvent.change(amount, { target: { value: '0' } })
  expect(amount).toHaveAccessibleDescription('Please enter a valid amount')
})

test('behavior: a refused approval (4001) brings back the form as it was typed, with the reason', async () => {
  const { modal, swaps } = await openSwap()
  await choose(modal, /^Token you pay: ETH$/, 'fUSD')
  const amount = await choose(modal, /^Select token$/, 'ETH')
  fireEvent.change(amount, { target: { value: '100' } })
  await waitFor(() => expect(modal.getByRole('button', { name: 'Review swap' })).toBeEnabled(), {
    timeout: 10_000,
  })
  fireEvent.click(modal.getByRole('button', { name: 'Review swap' }))
  const steps = await modal.findByRole('list', { name: 'Your wallet will ask you to' })
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    // The spender is the router the swap goes through: named so, with its address (whole in the title).
    'Allow the swap router (0x0000…00f00d) to spend 100 fUSD',
    'Swap 100 fUSD for at least 0.0329999 ETH',
  ])
  expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('title', router)
  swaps.swapBehavior.sendError = true
  const approve = modal.getByRole('button', { name: 'Approve and swap' })
  await waitFor(() => expect(approve).toBeEnabled())
  fireEvent.click(approve)
  const form = await modal.findByRole('textbox', { name: 'Amount to swap' })
  expect(form).toHaveValue('100')
  // The reason under the form (the error toast may say it too, a moment later or at once).
  expect(modal.getByText(/rejected/i, { selector: 'p' })).toBeVisible()
  expect(swaps.sentSwaps).toEqual([])
})

test('default: a reviewed swap is sent, and the form empties for the next one', async () => {
  const { modal, swaps } = await openSwap()
  await choose(modal, /^Select token$/, 'fUSD')
  await waitFor(() => expect(modal.getByRole('button', { name: 'Review swap' })).toBeEnabled(), {
    timeout: 10_000,
  })
  fireEvent.click(modal.getByRole('button', { name: 'Review swap' }))
  const steps = await modal.findByRole('list', { name: 'Your wallet will ask you to' })
  // The native token needs no approval: the swap is the wallet's only step.
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Swap 1 ETH for at least 2970 fUSD'])
  const swap = modal.getByRole('button', { name: 'Swap' })
  await waitFor(() => expect(swap).toBeEnabled())
  fireEvent.click(swap)
  const form = await modal.findByRole('textbox', { name: 'Amount to swap' })
  await waitFor(() => expect(form).toHaveValue(''))
  expect(swaps.sentSwaps).toEqual([{ to: router, data: '0x38ed1739', value: 0n }])
  expect(modal.getByRole('button', { name: 'Enter an amount' })).toBeDisabled()
})
