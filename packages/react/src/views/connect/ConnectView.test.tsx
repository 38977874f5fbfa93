import { createMemoryStorage, type FoyerOptions } from '@foyer/core'
import {
  createFakeAdapter,
  createFakeConnector,
  devnet,
  directoryHandler,
  directoryRows,
  solanaDevnet,
  startDirectoryServer,
} from '@foyer/core/test'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findModalRoot, focusedIn } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

const connectors = [
  createFakeConnector({ id: 'alpha', name: 'Alpha Wallet', type: 'ANNOUNCED', info: { rdns: 'alpha' } }),
  createFakeConnector({ id: 'beta', name: 'Beta Wallet', type: 'INJECTED', info: { rdns: 'beta' } }),
  createFakeConnector({ id: 'gamma', name: 'Gamma Wallet', type: 'EXTERNAL', imageUrl: undefined, info: {} }),
  createFakeConnector({ id: 'legacy', name: 'Legacy Wallet', type: 'INJECTED', installed: false, info: {} }),
  createFakeConnector({ id: 'browser', name: 'Browser Wallet', type: 'INJECTED', info: {} }),
]

async function openConnect(options: Parameters<typeof renderWithFoyer>[1] = {}) {
  const rendered = renderWithFoyer(<div />, options)
  act(() => rendered.foyer.open())
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog', { name: 'Connect Wallet' })
  return { ...rendered, modal }
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent)

test('default', async () => {
  const storage = createMemoryStorage()
  storage.setItem('@foyer/recent_wallets', JSON.stringify([{ id: 'beta', rdns: 'beta' }]))
  const { modal } = await openConnect({
    adapters: [createFakeAdapter({ connectors })],
    options: { storage },
  })
  const list = modal.getByRole('list', { name: 'Wallets' })
  expect(names(list)).toEqual(['Beta WalletRecentInstalled', 'Alpha WalletInstalled', 'Gamma Wallet'])
  const beta = within(list).getByRole('button', { name: /Beta Wallet/ })
  expect(within(beta).getByText('Recent')).toBeVisible()
  expect(within(beta).getByText('Installed')).toBeVisible()
  expect(within(list).getByRole('button', { name: /Gamma Wallet/ })).not.toHaveTextContent('Installed')
})

/**
 * The connect methods as they stand on the card, top to bottom: 'wallets', 'or' (the dividers), 'email',
 * 'socials'.
 */
function methodOrder(modal: ReturnType<typeof within>) {
  const parts: [string, HTMLElement | null][] = [
    ['wallets', modal.queryByRole('list', { name: 'Wallets' })],
    ...modal.queryAllByText('or').map((divider: HTMLElement) => ['or', divider] as [string, HTMLElement]),
    ['email', modal.queryByRole('textbox', { name: 'Email' })],
    ['socials', modal.queryByRole('list', { name: 'Social logins' })],
  ]
  return parts
    .flatMap(([name, element]) => (element ? [[name, element] as const] : []))
    .sort(([, a], [, b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map(([name]) => name)
}

test('rule: with an installed wallet the wallets come first, then the email field and the socials, a divider between each two', async () => {
  const { modal } = await openConnect({
    adapters: [createFakeAdapter({ connectors })],
    options: { authFrameUrl: 'http://127.0.0.1:9/frame' },
  })
  await modal.findByRole('textbox', { name: 'Email' })
  expect(methodOrder(modal)).toEqual(['wallets', 'or', 'email', 'or', 'socials'])
})

test('rule: without an installed wallet the email field comes first, then the socials, then the wallets', async () => {
  const external = connectors.filter((connector) => connector.type === 'EXTERNAL')
  const { modal } = await openConnect({
    adapters: [createFakeAdapter({ connectors: external })],
    options: { authFrameUrl: 'http://127.0.0.1:9/frame' },
  })
  await modal.findByRole('textbox', { name: 'Email' })
  expect(methodOrder(modal)).toEqual(['email', 'or', 'socials', 'or', 'wallets'])
})

test('behavior: wallet icons are decorative and fall back to a neutral icon', async () => {
  const { modal } = await openConnect({ adapters: [createFakeAdapter({ connectors })] })
  const alpha = modal.getByRole('button', { name: /Alpha Wallet/ })
  const image = alpha.querySelector('img')
  expect(image).toHaveAttribute('alt', '')
  fireEvent.error(image as HTMLImageElement)
  expect(within(alpha).getByTestId('wallet-image-fallback')).toBeVisible()
  const gamma = modal.getByRole('button', { name: /Gamma Wallet/ })
  expect(within(gamma).getByTestId('wallet-image-fallback')).toBeVisible()
})

test('behavior: no wallet detected', async () => {
  const { modal } = await openConnect({ adapters: [createFakeAdapter({ connectors: [] })] })
  expect(modal.getByText('No wallet detected')).toBeVisible()
  expect(modal.getByText(/Install a browser wallet extension/)).toBeVisible()
})

test('behavior: a wallet announced while the list is open appears', async () => {
  const adapter = createFakeAdapter({ connectors: [] })
  const { modal } = await openConnect({ adapters: [adapter] })
  act(() => adapter.announce(createFakeConnector({ id: 'late', name: 'Late Wallet' })))
  expect(await modal.findByRole('button', { name: /Late Wallet/ })).toBeVisible()
})

test('behavior: clicking a wallet shows ConnectingExternal and asks core to connect', async () => {
  const adapter = createFakeAdapter({ holdConnect: true })
  const { modal, user, foyer } = await openConnect({ adapters: [adapter] })
  await user.click(modal.getByRole('button', { name: /Fake Wallet/ }))
  expect(modal.getByRole('dialog', { name: 'Fake Wallet' })).toBeVisible()
  expect(modal.getByText('Continue in Fake Wallet')).toBeVisible()
  expect(modal.getByText('Accept the connection request in the wallet')).toBeVisible()
  expect(adapter.calls.connect).toHaveLength(1)
  expect(foyer.stores.router.getState().data).toEqual({ connectorId: 'fake.wallet' })
})

test('behavior: with the legal checkbox the wallets wait for the tick, which is remembered', async () => {
  const storage = createMemoryStorage()
  const adapter = createFakeAdapter({ holdConnect: true })
  const legal = {
    features: { legalCheckbox: true },
    termsConditionsUrl: 'https://harbor.example/terms',
    privacyPolicyUrl: 'https://harbor.example/privacy',
    storage,
  }
  const { modal, user, unmount } = await openConnect({ adapters: [adapter], options: legal })
  const box = modal.getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
  expect(box).not.toBeChecked()
  expect(modal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    'https://harbor.example/terms',
  )
  expect(modal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank')
  const wallet = modal.getByRole('button', { name: /Fake Wallet/ })
  expect(wallet).toBeDisabled()
  await user.click(wallet)
  expect(adapter.calls.connect).toHaveLength(0)

  await user.click(box)
  expect(wallet).toBeEnabled()
  unmount()

  const again = await openConnect({ adapters: [createFakeAdapter()], options: legal })
  expect(again.modal.getByRole('checkbox', { name: /I agree/ })).toBeChecked()
  expect(again.modal.getByRole('button', { name: /Fake Wallet/ })).toBeEnabled()
})

test('behavior: legal links without the checkbox are a notice under the wallets', async () => {
  const { modal } = await openConnect({ options: { termsConditionsUrl: 'https://harbor.example/terms' } })
  expect(modal.getByText(/By connecting a wallet, you agree to the/)).toBeVisible()
  expect(modal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    'https://harbor.example/terms',
  )
  expect(modal.queryByRole('checkbox')).toBeNull()
  expect(modal.getByRole('button', { name: /Fake Wallet/ })).toBeEnabled()
})

describe('with the wallet directory', () => {
  let server: Awaited<ReturnType<typeof startDirectoryServer>>
  const rows = directoryRows(25).map((row) => (row.id === 'w03' ? { ...row, rdns: 'alpha' } : row))
  beforeAll(async () => {
    server = await startDirectoryServer(() => rows)
  })
  afterAll(() => server.close())

  const withDirectory = (options: Partial<FoyerOptions> = {}) =>
    openConnect({
      adapters: [createFakeAdapter({ connectors })],
      options: { apiUrl: server.url, ...options, features: { analytics: false, ...options.features } },
    })

  test('default: featured (installed ones listed once), 4 recommended, then All Wallets with the count', async () => {
    const { modal } = await withDirectory({ featuredWalletIds: ['w05', 'w03', 'w02'] })
    const list = modal.getByRole('list', { name: 'Wallets' })
    await waitFor(() => expect(names(list)).toContain('Wallet 06'))
    expect(names(list)).toEqual([
      'Alpha WalletInstalled',
      'Beta WalletInstalled',
      'Wallet 05Featured',
      'Wallet 02Featured',
      // External connectors after the featured wallets (spec section 9's order).
      'Gamma Wallet',
      'Wallet 01',
      'Wallet 04',
      'Wallet 06',
      'Wallet 07',
      'All Wallets20+',
    ])
    // '20+' reads left to right in a right-to-left modal too (Arabic showed '+20').
    expect(within(list).getByText('20+')).toHaveAttribute('dir', 'ltr')
  })

  test('behavior: until the directory answers, placeholders hold its rows’ place and no row moves', async () => {
    // The directory's answer is held until the test lets it go.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const answer = directoryHandler(() => rows)
    server.handle(async (request, response) => {
      await held
      await answer(request, response)
    })
    try {
      const { modal } = await withDirectory({ featuredWalletIds: ['w05'] })
      const list = modal.getByRole('list', { name: 'Wallets' })
      // 1 featured + 4 recommended placeholders, hidden from assistive technology; the list says it is busy.
      expect(list).toHaveAttribute('aria-busy', 'true')
      expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(5)
      expect(names(list)).toEqual([
        'Alpha WalletInstalled',
        'Beta WalletInstalled',
        'Gamma Wallet',
        'All Wallets',
      ])
      const itemsBefore = list.children.length
      release()
      await waitFor(() => expect(names(list)).toContain('Wallet 05Featured'))
      expect(list).toHaveAttribute('aria-busy', 'false')
      expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0)
      // As many rows as before: the answer filled the placeholders' place instead of growing the list.
      expect(list.children.length).toBe(itemsBefore)
    } finally {
      release()
      server.handle(directoryHandler(() => rows))
    }
  })

  test('behavior: All Wallets opens the AllWallets view', async () => {
    const { modal, user, foyer } = await withDirectory()
    await user.click(modal.getByRole('button', { name: /All Wallets/ }))
    expect(foyer.stores.router.getState().view).toBe('AllWallets')
  })

  test('behavior: collapseWallets keeps directory wallets behind All Wallets', async () => {
    const { modal } = await withDirectory({ featuredWalletIds: ['w05'], features: { collapseWallets: true } })
    const list = modal.getByRole('list', { name: 'Wallets' })
    await waitFor(() => expect(names(list)).toContain('All Wallets20+'))
    expect(names(list)).toEqual([
      'Alpha WalletInstalled',
      'Beta WalletInstalled',
      'Gamma Wallet',
      'All Wallets20+',
    ])
  })

  test('behavior: allWallets off hides the entry', async () => {
    const { modal } = await withDirectory({ features: { allWallets: false } })
    const list = modal.getByRole('list', { name: 'Wallets' })
    await waitFor(() => expect(names(list)).toContain('Wallet 01'))
    expect(modal.queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })

  test('behavior: switching to a namespace without a connection lists its wallets, without the directory', async () => {
    const solana = createFakeAdapter({
      namespace: 'solana',
      connectors: [
        createFakeConnector({
          id: 'phantom',
          name: 'Phantom',
          chain: 'solana',
          info: { rdns: 'app.phantom' },
        }),
      ],
    })
    const { modal, foyer } = await openConnect({
      adapters: [createFakeAdapter({ connectors }), solana],
      options: {
        apiUrl: server.url,
        networks: [devnet, solanaDevnet],
        features: { analytics: false },
      },
    })
    const list = modal.getByRole('list', { name: 'Wallets' })
    await waitFor(() => expect(names(list).some((name) => name?.startsWith('All Wallets'))).toBe(true))
    expect(names(list)).toContain('PhantomInstalled')
    act(() => foyer.stores.chains.setState({ isSwitchingNamespace: true, switchingNamespace: 'solana' }))
    expect(names(list)).toEqual(['PhantomInstalled'])
    expect(list).toHaveAttribute('aria-busy', 'false')
    // It says why Connect shows: the network picked (switchNetwork made it Solana's selected one).
    expect(modal.getByText(`To use ${solanaDevnet.name}, connect a wallet that supports it.`)).toBeVisible()
  })
})

test('behavior: arrow keys, Home and End move through the wallet list', async () => {
  const { modal, user } = await openConnect({ adapters: [createFakeAdapter({ connectors })] })
  const list = modal.getByRole('list', { name: 'Wallets' })
  const [first, second, third] = within(list).getAllByRole('button')
  act(() => first?.focus())
  await user.keyboard('{ArrowDown}')
  expect(focusedIn(list)).toBe(second)
  await user.keyboard('{ArrowDown}{ArrowDown}')
  expect(focusedIn(list)).toBe(third)
  await user.keyboard('{ArrowUp}')
  expect(focusedIn(list)).toBe(second)
  await user.keyboard('{Home}')
  expect(focusedIn(list)).toBe(first)
  await user.keyboard('{ArrowUp}')
  expect(focusedIn(list)).toBe(first)
  await user.keyboard('{End}')
  expect(focusedIn(list)).toBe(third)
})

test('behavior: with the focus on the dialog as it opens, ArrowDown enters the wallet list, ArrowUp its end', async () => {
  const { modal, user } = await openConnect({ adapters: [createFakeAdapter({ connectors })] })
  const dialog = modal.getByRole('dialog', { name: 'Connect Wallet' })
  const list = modal.getByRole('list', { name: 'Wallets' })
  const rows = within(list).getAllByRole('button')
  await waitFor(() => expect(focusedIn(dialog)).toBe(dialog))
  await user.keyboard('{ArrowDown}')
  expect(focusedIn(list)).toBe(rows[0])
  act(() => dialog.focus())
  await user.keyboard('{ArrowUp}')
  expect(focusedIn(list)).toBe(rows[rows.length - 1])
})
