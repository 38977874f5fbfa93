import type { Foyer } from '@foyer/core'
import {
  createFakeAdapter,
  createFakeConnector,
  type DirectoryRow,
  directoryRows,
  startDirectoryServer,
} from '@foyer/core/test'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { findModalRoot, focusedIn } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

let rows: DirectoryRow[] = []
let server: Awaited<ReturnType<typeof startDirectoryServer>>
beforeAll(async () => {
  server = await startDirectoryServer(() => rows)
})
afterAll(() => server.close())
beforeEach(() => {
  rows = directoryRows(90).map((row, index) =>
    index === 5 ? { ...row, name: 'Harbor Wallet', rdns: 'com.harbor' } : row,
  )
  server.requests.length = 0
})

const searches = () => server.requests.filter((request) => request.query.get('search'))

async function openAllWallets(options: Parameters<typeof renderWithFoyer>[1] = {}) {
  const rendered = renderWithFoyer(<div />, {
    ...options,
    options: {
      apiUrl: server.url,
      ...options.options,
      features: { analytics: false, ...options.options?.features },
    },
  })
  act(() => rendered.foyer.open({ view: 'AllWallets' }))
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog', { name: 'All Wallets' })
  return { ...rendered, modal }
}

const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent)

test('default: the first 40 wallets, installed first, with a labelled search box', async () => {
  const harbor = createFakeConnector({ id: 'harbor', name: 'Harbor', info: { rdns: 'com.harbor' } })
  const { modal } = await openAllWallets({ adapters: [createFakeAdapter({ connectors: [harbor] })] })
  const list = await modal.findByRole('list', { name: 'All wallets' })
  const names = rowNames(list)
  expect(names).toHaveLength(40)
  expect(names[0]).toBe('Harbor WalletInstalled')
  expect(names[1]).toBe('Wallet 01')
  expect(modal.getByRole('searchbox', { name: 'Search wallets' })).toBeVisible()
})

test('behavior: focusing the last rows loads the next page (keyboard users reach every wallet)', async () => {
  const { modal } = await openAllWallets()
  const list = await modal.findByRole('list', { name: 'All wallets' })
  const buttons = within(list).getAllByRole('button')
  // A page is a request to the local directory server and 40 rows drawn by jsdom: over a second on a
  // loaded 2-core machine, so the default 1 s wait failed it once (a run beside a clean-clone CI run).
  act(() => buttons.at(-1)?.focus())
  await waitFor(() => expect(rowNames(list)).toHaveLength(80), { timeout: 10_000 })
  act(() => within(list).getAllByRole('button').at(-1)?.focus())
  await waitFor(() => expect(rowNames(list)).toHaveLength(90), { timeout: 10_000 })
  expect(server.requests.filter((request) => request.path === '/getWallets')).toHaveLength(3)
})

test('behavior: search shows results, then no results', async () => {
  const { modal } = await openAllWallets()
  await modal.findByRole('list', { name: 'All wallets' })
  const box = modal.getByRole('searchbox', { name: 'Search wallets' })
  fireEvent.change(box, { target: { value: 'harbor' } })
  expect(modal.getByText('Loading wallets')).toBeVisible()
  const results = await modal.findByRole('list', { name: 'Search results' }, { timeout: 10_000 })
  expect(rowNames(results)).toEqual(['Harbor Wallet'])
  expect(searches().map((request) => request.query.get('entries'))).toEqual(['100'])
  fireEvent.change(box, { target: { value: 'no such wallet' } })
  expect(await modal.findByText('No wallet found', {}, { timeout: 10_000 })).toBeVisible()
  fireEvent.change(box, { target: { value: '' } })
  expect(modal.getByRole('list', { name: 'All wallets' })).toBeVisible()
})

test('behavior: a wallet that is not installed opens GetWallet', async () => {
  rows = directoryRows(3).map((row) =>
    row.id === 'w02'
      ? {
          ...row,
          desktop_link: 'https://example.org/desktop',
          mobile_link: 'javascript:alert(1)',
          webapp_link: 'wallet://x',
        }
      : row,
  )
  const { modal, user, foyer } = await openAllWallets()
  await user.click(await modal.findByRole('button', { name: 'Wallet 02' }))
  await modal.findByRole('dialog', { name: 'Get Wallet 02' })
  const links = within(modal.getByRole('list', { name: 'Ways to get Wallet 02' })).getAllByRole('link')
  expect(links).toHaveLength(1)
  expect(links[0]).toHaveAccessibleName(/^Desktop app\s*\(opens in a new tab\)$/)
  expect(links[0]).toHaveAttribute('href', 'https://example.org/desktop')
  expect(links[0]).toHaveAttribute('target', '_blank')
  expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer')
  expect((foyer as Foyer).stores.router.getState().data).toEqual({ wallet: { id: 'w02', name: 'Wallet 02' } })
})

test('behavior: an installed wallet connects', async () => {
  const adapter = createFakeAdapter({
    holdConnect: true,
    connectors: [createFakeConnector({ id: 'harbor', name: 'Harbor', info: { rdns: 'com.harbor' } })],
  })
  const { modal, user } = await openAllWallets({ adapters: [adapter] })
  await user.click(await modal.findByRole('button', { name: /Harbor Wallet/ }))
  expect(await modal.findByRole('dialog', { name: 'Harbor' })).toBeVisible()
  expect(adapter.calls.connect).toHaveLength(1)
})

test('behavior: allWallets off', async () => {
  const { modal } = await openAllWallets({ options: { features: { allWallets: false } } })
  expect(modal.getByText('The wallet list is not available on this site.')).toBeVisible()
  expect(server.requests).toHaveLength(0)
})

test('behavior: ArrowDown from the search box enters the list, arrows move through it', async () => {
  const { modal, user } = await openAllWallets()
  const list = await modal.findByRole('list', { name: 'All wallets' })
  const box = modal.getByRole('searchbox', { name: 'Search wallets' })
  act(() => box.focus())
  await user.keyboard('{ArrowDown}')
  const rows = within(list).getAllByRole('button')
  expect(focusedIn(list)).toBe(rows[0])
  await user.keyboard('{ArrowDown}{ArrowDown}')
  expect(focusedIn(list)).toBe(rows[2])
  await user.keyboard('{ArrowUp}')
  expect(focusedIn(list)).toBe(rows[1])
  const last = rows.at(-1)
  await user.keyboard('{End}')
  expect(focusedIn(list)).toBe(last)
  await user.keyboard('{Home}')
  expect(focusedIn(list)).toBe(within(list).getAllByRole('button')[0])
})
