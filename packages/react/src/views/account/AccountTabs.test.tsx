import { type Foyer, setLocale } from '@foyer/core'
import { createFakeAdapter, createFakeSwaps, devnet, solanaDevnet } from '@foyer/core/test'
import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ConnectButton } from '../../components/ConnectButton.js'
import { renderConnected } from '../../test/connectedFoyer.js'
import { focusedIn, getConnectButtonRoot } from '../../test/getModalRoot.js'

const apiUrl = 'http://127.0.0.1:9'
const chain = devnet.caipNetworkId

/** Answers of the fake Foyer server by path suffix; a function answers per request. */
let answers: Record<string, unknown>
let down: boolean
let requests: URL[]

/** A balance row; ERC-20s have their contract's address (the list's key), the native token none. */
const token = (symbol: string, numeric: string, value: number, decimals = '18', address?: string) => ({
  name: `${symbol} token`,
  symbol,
  chainId: chain,
  ...(address === undefined ? {} : { address }),
  price: 1,
  value,
  iconUrl: `${apiUrl}/public/getTokenImage/${symbol}`,
  quantity: { decimals, numeric },
})
const tx = (id: string, operationType: string, minedAt: string, transfers: unknown[]) => ({
  id,
  metadata: {
    operationType,
    minedAt,
    chain,
    status: 'confirmed',
    sentFrom: '0xa',
    sentTo: '0xb',
    hash: `0x${id}`,
  },
  transfers,
})
const fusd = (direction: string, numeric: string) => ({
  direction,
  quantity: { numeric },
  fungible_info: { name: 'Foyer USD', symbol: 'fUSD', icon: { url: `${apiUrl}/fusd.svg` } },
})
const nft = (direction: string, id: string, spam = false) => ({
  direction,
  quantity: { numeric: '1' },
  nft_info: {
    name: `${spam ? 'Free Airdrop Claim' : 'Foyer Harbor Passes'} #${id}`,
    contract_address: spam ? '0xspam' : '0xpass',
    token_id: id,
    content: { preview: { url: `${apiUrl}/nft/${id}.svg` } },
    flags: { is_spam: spam },
  },
})

beforeEach(() => {
  down = false
  requests = []
  answers = {
    '/v1/supported-chains': { http: [chain], ws: [] },
    '/getAnalyticsConfig': { isAnalyticsEnabled: false },
    '/balance': {
      balances: [
        token('fUSD', '1250.123456', 1250.12, '6', '0x00000000000000000000000000000000000000f1'),
        { ...token('ETH', '10000.98765', 30_000_000), name: 'Ether' },
        token('PASS', '3', 0, '0', '0x00000000000000000000000000000000000000f2'),
        token('ZERO', '0', 0, '18', '0x00000000000000000000000000000000000000f3'),
      ],
    },
    '/identity': { name: null, avatar: null },
    history: (url: URL) =>
      url.searchParams.get('cursor') === 'p2'
        ? { data: [tx('t3', 'burn', '2025-01-02T12:00:00Z', [fusd('out', '2')])], next: null }
        : {
            data: [
              tx('t1', 'receive', '2025-01-03T12:00:00Z', [fusd('in', '1.23456')]),
              tx('t0', 'send', '2025-01-03T12:30:00Z', [fusd('out', '0.5')]),
              tx('spam', 'receive', '2025-01-03T11:00:00Z', [nft('in', '9', true)]),
              tx('t2', 'mint', '2025-01-03T10:00:00Z', [nft('in', '1')]),
            ],
            next: 'p2',
          },
  }
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    requests.push(url)
    const key = Object.keys(answers).find((suffix) =>
      suffix === 'history' ? url.pathname.endsWith('/history') : url.pathname.includes(suffix),
    )
    if (down && key !== '/v1/supported-chains') return new Response('{"message":"down"}', { status: 503 })
    if (!key) return new Response('{"message":"not found"}', { status: 404 })
    const answer = answers[key]
    const body = typeof answer === 'function' ? answer(url) : answer
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function open(options: { now?: () => number; features?: { history: boolean } } = {}) {
  return renderConnected(<div />, { options: { apiUrl, ...options }, view: { view: 'Account' } })
}
const currentTab = (foyer: Foyer) => foyer.stores.chains.getState().chains.eip155?.accountState.currentTab

test('default: a tablist of Tokens, NFTs and Activity; Tokens selected', async () => {
  const { modal } = await open()
  const tablist = modal.getByRole('tablist', { name: 'Account assets' })
  const tabs = within(tablist).getAllByRole('tab')
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
  expect(tabs[0]).toHaveAttribute('tabindex', '0')
  expect(tabs[1]).toHaveAttribute('tabindex', '-1')
  expect(modal.getByRole('tabpanel', { name: 'Tokens' })).toBeVisible()
})

test('behavior: with features.history off there is no Activity tab, and End stops at NFTs', async () => {
  const { modal, user } = await open({ features: { history: false } })
  const tabs = within(modal.getByRole('tablist', { name: 'Account assets' })).getAllByRole('tab')
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
  tabs[0]?.focus()
  await user.keyboard('{End}')
  expect(modal.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
  expect(modal.queryByRole('tab', { name: 'Activity' })).toBeNull()
})

test('behavior: Tokens lists filtered tokens by value with 3-decimal quantities and fiat values; total in the header', async () => {
  const { modal } = await open()
  const list = await modal.findByRole('list', { name: 'Tokens held' })
  const rows = within(list).getAllByRole('listitem')
  expect(rows.map((row) => row.textContent)).toEqual([
    'EtherETH$30,000,000.0010000.988 ETH',
    'fUSD tokenfUSD$1,250.121250.123 fUSD',
  ])
  expect(modal.getByText('$30,001,250.12')).toBeVisible()
})

test('behavior: a token or activity icon that fails to load shows the symbol’s initials, not a broken image', async () => {
  const { modal, user } = await open()
  const list = await modal.findByRole('list', { name: 'Tokens held' })
  const fusdRow = within(list).getAllByRole('listitem')[1] as HTMLElement
  fireEvent.error(fusdRow.querySelector('img') as HTMLImageElement)
  expect(fusdRow.querySelector('img')).toBeNull()
  expect(within(fusdRow).getByTestId('token-image-fallback')).toHaveTextContent(/^FU$/)
  await user.click(modal.getByRole('tab', { name: 'Activity' }))
  const day = await modal.findByRole('region', { name: 'January 3, 2025' })
  const received = within(day).getAllByRole('listitem')[0] as HTMLElement
  fireEvent.error(received.querySelector('img') as HTMLImageElement)
  expect(within(received).getByTestId('token-image-fallback')).toHaveTextContent(/^FU$/)
})

test('behavior: arrow keys, Home and End move between tabs and remember currentTab', async () => {
  const { modal, user, foyer } = await open()
  const tokens = modal.getByRole('tab', { name: 'Tokens' })
  act(() => tokens.focus())
  await user.keyboard('{ArrowRight}')
  const nfts = modal.getByRole('tab', { name: 'NFTs' })
  expect(focusedIn(nfts)).toBe(nfts)
  expect(modal.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
  expect(currentTab(foyer)).toBe('nfts')
  await user.keyboard('{ArrowRight}')
  expect(currentTab(foyer)).toBe('activity')
  await user.keyboard('{ArrowRight}')
  expect(currentTab(foyer)).toBe('tokens')
  await user.keyboard('{ArrowLeft}')
  expect(currentTab(foyer)).toBe('activity')
  await user.keyboard('{Home}')
  expect(currentTab(foyer)).toBe('tokens')
  await user.keyboard('{End}')
  const activity = modal.getByRole('tab', { name: 'Activity' })
  expect(focusedIn(activity)).toBe(activity)
})

test('behavior: NFTs shows held NFTs with image, collection and name; spam hidden', async () => {
  const { modal, user } = await open()
  await user.click(modal.getByRole('tab', { name: 'NFTs' }))
  const list = await modal.findByRole('list', { name: 'NFTs held' })
  expect(within(list).getByRole('img', { name: 'Foyer Harbor Passes #1' })).toHaveAttribute(
    'src',
    `${apiUrl}/nft/1.svg`,
  )
  expect(within(list).getByText('Foyer Harbor Passes')).toBeVisible()
  expect(within(list).queryByText(/Free Airdrop/)).toBeNull()
})

test('behavior: Activity groups by day, signs operations, loads more pages', async () => {
  const { modal, user } = await open()
  await user.click(modal.getByRole('tab', { name: 'Activity' }))
  const day = await modal.findByRole('region', { name: 'January 3, 2025' })
  expect(within(day).getByText('Received')).toBeVisible()
  expect(within(day).getByText('+1.235 fUSD')).toBeVisible()
  expect(within(day).getByText('From 0xa')).toBeVisible()
  // A send removes funds: a minus sign and who it went to.
  expect(within(day).getByText('Sent')).toBeVisible()
  expect(within(day).getByText('-0.5 fUSD')).toBeVisible()
  expect(within(day).getByText('To 0xb')).toBeVisible()
  expect(within(day).getByText('Minted')).toBeVisible()
  expect(within(day).getByText('Foyer Harbor Passes #1')).toBeVisible()
  expect(modal.queryByText(/Free Airdrop/)).toBeNull()
  await user.click(modal.getByRole('button', { name: 'Load more activity' }))
  const next = await modal.findByRole('region', { name: 'January 2, 2025' })
  expect(within(next).getByText('Burned')).toBeVisible()
  expect(within(next).getByText('-2 fUSD')).toBeVisible()
  expect(modal.queryByRole('button', { name: 'Load more activity' })).toBeNull()
})

test('behavior: Activity’s days and times are in the modal’s language, with Latin digits', async () => {
  const { modal, user } = await open()
  await act(() => setLocale('de'))
  try {
    await user.click(modal.getByRole('tab', { name: 'Aktivität' }))
    // English read 'January 3, 2025' and '12:00 PM' in every language.
    const day = await modal.findByRole('region', { name: '3. Januar 2025' })
    const received = within(day).getAllByRole('listitem')[0] as HTMLElement
    // A 24-hour time, with nothing after it (English added ' PM').
    expect(within(received).getByText(/^\d{1,2}:\d{2}$/)).toBeVisible()
    await act(() => setLocale('ar'))
    expect(await modal.findByRole('region', { name: '3 يناير 2025' })).toBeVisible()
  } finally {
    await act(() => setLocale('en'))
  }
})

test('behavior: empty states', async () => {
  answers['/balance'] = { balances: [] }
  answers.history = () => ({ data: [], next: null })
  const { modal, user } = await open()
  expect(await modal.findByText('No tokens yet')).toBeVisible()
  await user.click(modal.getByRole('tab', { name: 'NFTs' }))
  expect(await modal.findByText('No NFTs yet')).toBeVisible()
  await user.click(modal.getByRole('tab', { name: 'Activity' }))
  expect(await modal.findByText('No activity yet')).toBeVisible()
})

test('behavior: failures show each tab failed state; balances retry is blocked for 30 s', async () => {
  const clock = { now: Date.parse('2025-01-04T00:00:00Z') }
  down = true
  const { modal, user } = await open({ now: () => clock.now })
  const tokens = modal.getByRole('tabpanel', { name: 'Tokens' })
  expect(await within(tokens).findByText('Token Balance Unavailable')).toBeVisible()
  down = false
  const balanceRequests = () => requests.filter((url) => url.pathname.endsWith('/balance')).length
  const before = balanceRequests()
  clock.now += 4_000
  await user.click(within(tokens).getByRole('button', { name: 'Try again' }))
  expect(within(tokens).getByText('Token Balance Unavailable')).toBeVisible()
  // The refused try says how long is left, on the instance's clock.
  expect(within(tokens).getByRole('status')).toHaveTextContent('You can try again in 26 s')
  expect(balanceRequests()).toBe(before)
  clock.now += 26_000
  await user.click(within(tokens).getByRole('button', { name: 'Try again' }))
  expect(await within(tokens).findByRole('list', { name: 'Tokens held' })).toBeVisible()

  down = true
  await user.click(modal.getByRole('tab', { name: 'NFTs' }))
  expect(await modal.findByText('Failed to fetch NFTs')).toBeVisible()
  await user.click(modal.getByRole('tab', { name: 'Activity' }))
  const activity = modal.getByRole('tabpanel', { name: 'Activity' })
  expect(await within(activity).findByText('Failed to fetch transactions')).toBeVisible()
  down = false
  await user.click(within(activity).getByRole('button', { name: 'Try again' }))
  expect(await within(activity).findByText('Received')).toBeVisible()
})

test('behavior: on a network the server does not serve, every tab says why and offers another network', async () => {
  answers['/v1/supported-chains'] = { http: ['eip155:999'], ws: [] }
  const { modal, user, foyer } = await open()
  const why = 'Balances and activity are not available on Foyer Devnet here'
  const tokens = modal.getByRole('tabpanel', { name: 'Tokens' })
  expect(await within(tokens).findByText(why)).toBeVisible()
  expect(within(tokens).queryByRole('button', { name: 'Try again' })).toBeNull()
  await user.click(modal.getByRole('tab', { name: 'NFTs' }))
  expect(await modal.findByText(why)).toBeVisible()
  await user.click(modal.getByRole('tab', { name: 'Activity' }))
  const activity = modal.getByRole('tabpanel', { name: 'Activity' })
  expect(await within(activity).findByText(why)).toBeVisible()
  expect(modal.queryByRole('button', { name: 'Try again' })).toBeNull()
  expect(requests.filter((url) => /balance|history/.test(url.pathname))).toEqual([])
  await user.click(within(activity).getByRole('button', { name: 'Switch network' }))
  expect(foyer.stores.router.getState().view).toBe('Networks')
})

test('behavior: the identity replaces the truncated address on the account button and in Account', async () => {
  answers['/identity'] = { name: 'alice.reown.id', avatar: `${apiUrl}/alice.png` }
  const { modal } = await renderConnected(<ConnectButton />, {
    options: { apiUrl },
    view: { view: 'Account' },
  })
  expect(await modal.findByText('alice.reown.id')).toBeVisible()
  expect(
    await within(getConnectButtonRoot()).findByRole('button', { name: /alice\.reown\.id/ }),
  ).toBeVisible()
})

test("behavior: the features row shows the enabled features in the spec's order; Buy crypto only where sold", async () => {
  // An adapter with the swap capability (as @foyer/evm's).
  const adapter = Object.assign(createFakeAdapter(), createFakeSwaps())
  const { modal } = await renderConnected(<div />, {
    options: { apiUrl },
    adapters: [adapter],
    view: { view: 'Account' },
  })
  const features = modal.getByRole('navigation', { name: 'Wallet features' })
  // This server sells nothing here (no on-ramp options; the sample data covers only the spec's chains).
  expect(
    within(features)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Swap', 'Receive', 'Send'])
})

test('behavior: what the chain family cannot do is not offered — no Swap without the swap capability, no name on Solana', async () => {
  const adapter = createFakeAdapter({
    namespace: 'solana',
    accounts: ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
  })
  const { modal } = await renderConnected(<div />, {
    options: { apiUrl, networks: [solanaDevnet], defaultNetwork: solanaDevnet },
    adapters: [adapter],
    view: { view: 'Account' },
  })
  const features = modal.getByRole('navigation', { name: 'Wallet features' })
  expect(
    within(features)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Receive', 'Send'])
  // Names are eip155 only (spec section 9): a Solana account is not offered one.
  expect(modal.queryByRole('button', { name: 'Choose a name' })).toBeNull()
})

test('behavior: disabled features are hidden', async () => {
  const { modal } = await renderConnected(<div />, {
    options: { apiUrl, features: { onramp: false, swaps: false, receive: false, send: false } },
    view: { view: 'Account' },
  })
  expect(modal.queryByRole('navigation', { name: 'Wallet features' })).toBeNull()
})

test('behavior: tokens refresh, bypassing the cache, when the native balance changes', async () => {
  const { modal, foyer } = await open()
  await modal.findByRole('list', { name: 'Tokens held' })
  const forced = () =>
    requests.filter(
      (url) => url.pathname.endsWith('/balance') && url.searchParams.get('forceUpdate') === 'true',
    ).length
  const before = forced()
  answers['/balance'] = {
    balances: [token('fUSD', '1', 1, '6', '0x00000000000000000000000000000000000000f1')],
  }
  act(() =>
    foyer.stores.chains.setState((state) => {
      const entry = state.chains.eip155
      if (!entry) return {}
      const accountState = { ...entry.accountState, balance: '9999.5' }
      return { chains: { ...state.chains, eip155: { ...entry, accountState } } }
    }),
  )
  await vi.waitFor(() => expect(forced()).toBe(before + 1))
  const list = modal.getByRole('list', { name: 'Tokens held' })
  await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
})

test('behavior: on Solana, the server’s SOL (placeholder address So111…111) is the native token in the header and Tokens; Activity shows the ledger’s sends and receipts', async () => {
  const solana = solanaDevnet.caipNetworkId
  const owner = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
  const peer = 'HPpUqW4zE5oxBJNbGveQQX6TyL4ADiJdKxLY8xcwvmsr'
  const entry = (
    name: string,
    symbol: string,
    address: string,
    decimals: string,
    numeric: string,
    price: number,
  ) => ({
    name,
    symbol,
    chainId: solana,
    address,
    price,
    value: Number(numeric) * price,
    iconUrl: `${apiUrl}/public/getTokenImage/${symbol}`,
    quantity: { decimals, numeric },
  })
  const signed = (id: string, operationType: string, minedAt: string, transfer: unknown) => ({
    ...tx(id, operationType, minedAt, [transfer]),
    metadata: {
      ...tx(id, operationType, minedAt, []).metadata,
      chain: solana,
      hash: id,
      sentFrom: operationType === 'send' ? owner : peer,
      sentTo: operationType === 'send' ? peer : owner,
    },
  })
  const sol = (direction: string, numeric: string) => ({
    direction,
    quantity: { numeric },
    fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url: `${apiUrl}/public/getTokenImage/SOL` } },
  })
  answers['/v1/supported-chains'] = { http: [solana], ws: [] }
  answers['/balance'] = {
    balances: [
      entry('Solana', 'SOL', 'So11111111111111111111111111111111111111111', '9', '998.74999', 150),
      entry('Foyer USD', 'fUSD', '2gHDyY5gbHVQkHH8H29Lq3Am7isdHeFzheybxC1yKoVV', '6', '9850.5', 1),
      entry('Foyer Token', 'FOY', '91jxKCXMhhMbgT7axZt2LGEKBzzDhkeXjQ1paUx5Mbqv', '9', '10000', 0.5),
    ],
  }
  answers.history = () => ({
    data: [
      signed(
        '4vxphtQhvqvp5XvsyUdmEnYdodD6iVe8xBDwFZMRzimV',
        'send',
        '2025-01-03T12:30:00Z',
        fusd('out', '250'),
      ),
      signed(
        '2y3dFzt68h6drFcAdP5EKUa2wsb23LuRfHUijRzYKTPe',
        'receive',
        '2025-01-03T12:00:00Z',
        sol('in', '0.25'),
      ),
    ],
    next: null,
  })
  const adapter = createFakeAdapter({ namespace: 'solana', accounts: [owner] })
  const { modal, user } = await renderConnected(<div />, {
    options: { apiUrl, networks: [solanaDevnet], defaultNetwork: solanaDevnet },
    adapters: [adapter],
    view: { view: 'Account' },
  })
  const list = await modal.findByRole('list', { name: 'Tokens held' })
  // The header's balance is SOL's entry (not 0: the placeholder is no SPL mint), as is the first row.
  // 998.74999 rounds half-up to 998.75 (cutting it read 998.749).
  await vi.waitFor(() => expect(modal.getAllByText('998.75 SOL')).toHaveLength(2))
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([
    'SolanaSOL$149,812.50998.75 SOL',
    'Foyer USDfUSD$9,850.509850.5 fUSD',
    'Foyer TokenFOY$5,000.0010000 FOY',
  ])
  expect(modal.getByText('$164,663.00')).toBeVisible()
  await user.click(modal.getByRole('tab', { name: 'Activity' }))
  const day = await modal.findByRole('region', { name: 'January 3, 2025' })
  const rows = within(day).getAllByRole('listitem')
  expect(within(rows[0] as HTMLElement).getByText('Sent')).toBeVisible()
  expect(within(rows[0] as HTMLElement).getByText('To HPpU…cwvmsr')).toBeVisible()
  expect(within(rows[0] as HTMLElement).getByText('-250 fUSD')).toBeVisible()
  expect(within(rows[1] as HTMLElement).getByText('Received')).toBeVisible()
  expect(within(rows[1] as HTMLElement).getByText('From HPpU…cwvmsr')).toBeVisible()
  expect(within(rows[1] as HTMLElement).getByText('+0.25 SOL')).toBeVisible()
})
