import { describe, expect, test, vi } from 'vitest'
import { connect } from '../../actions/connect.js'
import { createFoyer } from '../../createFoyer.js'
import { createMemoryStorage } from '../../kernel/storage/createMemoryStorage.js'
import { createFakeAdapter } from '../../test/createFakeAdapter.js'
import { createFakeBasicConnector } from '../../test/createFakeBasicConnector.js'
import { createTestSiwx } from '../../test/createTestSiwx.js'
import { devnet } from '../../test/testNetworks.js'
import type { FoyerOptions } from '../../types/options.js'

function setup(overrides: Partial<FoyerOptions> = {}) {
  const onEvent = vi.fn()
  const foyer = createFoyer({
    projectId: 'test',
    networks: [devnet],
    adapters: [createFakeAdapter()],
    storage: createMemoryStorage(),
    onEvent,
    ...overrides,
  })
  return { foyer, onEvent, router: () => foyer.stores.router.getState() }
}

describe('open', () => {
  test('default', () => {
    const { foyer, onEvent, router } = setup()
    foyer.open()
    expect(foyer.stores.modal.getState().open).toBe(true)
    expect(router()).toEqual({ view: 'Connect', history: ['Connect'], data: undefined })
    expect(onEvent).toHaveBeenCalledWith({ event: 'MODAL_OPEN', properties: { connected: false } })
  })

  test('behavior: no adapters shows the basic WalletConnect view on desktop', () => {
    const { foyer, router } = setup({ adapters: [], isMobile: () => false })
    foyer.open({ view: 'Networks' })
    expect(router().view).toBe('ConnectingWalletConnectBasic')
  })

  test('behavior: basic WalletConnect mode, once connected, opens on the account or the view asked for', async () => {
    const adapter = createFakeAdapter()
    const { foyer: basic } = setup({
      adapters: [],
      walletConnect: createFakeBasicConnector(adapter),
    })
    basic.open()
    expect(basic.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
    await connect(basic, { connectorId: 'fake.wallet' })
    basic.open()
    expect(basic.stores.router.getState().history).toEqual(['Account'])
    basic.open({ view: 'Networks' })
    expect(basic.stores.router.getState().history).toEqual(['Networks'])
  })

  test('behavior: connected, a view the family of the account cannot use opens the account with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      // A family that sends no transfers (Bitcoin, Polkadot): Send could only fail.
      const { sendTransfer: _omitted, ...noSend } = createFakeAdapter()
      const { foyer, router } = setup({ adapters: [noSend] })
      await connect(foyer, { connectorId: 'fake.wallet' })
      foyer.open({ view: 'WalletSend' })
      expect(router().history).toEqual(['Account'])
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith(
          'Foyer: the WalletSend view is not available for this account; showing the account instead.',
        ),
      )
      // Networks needs no capability: asked for, it opens.
      foyer.open({ view: 'Networks' })
      expect(router().history).toEqual(['Networks'])
    } finally {
      warn.mockRestore()
    }
  })

  test('behavior: connected with a family that sends, the Send view asked for opens', async () => {
    const { foyer, router } = setup()
    await connect(foyer, { connectorId: 'fake.wallet' })
    foyer.open({ view: 'WalletSend' })
    expect(router().history).toEqual(['WalletSend'])
  })

  test('behavior: no adapters shows AllWallets on mobile', () => {
    const { foyer, router } = setup({ adapters: [], isMobile: () => true })
    foyer.open()
    expect(router().history).toEqual(['AllWallets'])
  })

  test('behavior: a requested view wins', () => {
    const { foyer, router } = setup()
    foyer.open({ view: 'Networks' })
    expect(router().history).toEqual(['Networks'])
  })

  test('parameters: data', () => {
    const { foyer, router } = setup()
    foyer.open({ view: 'ConnectingExternal', data: { connectorId: 'fake.wallet' } })
    expect(router().data).toEqual({ connectorId: 'fake.wallet' })
  })

  test('behavior: connected opens Account', async () => {
    const { foyer, onEvent, router } = setup()
    await connect(foyer, { connectorId: 'fake.wallet' })
    foyer.open()
    expect(router().history).toEqual(['Account'])
    expect(onEvent).toHaveBeenLastCalledWith({ event: 'MODAL_OPEN', properties: { connected: true } })
  })
})

describe('close', () => {
  test('default', () => {
    const { foyer, onEvent } = setup()
    foyer.open()
    foyer.stores.connection.setState({ error: { code: 'USER_REJECTED', message: 'no' } })
    foyer.close()
    expect(foyer.stores.modal.getState().open).toBe(false)
    expect(foyer.stores.connection.getState().error).toBeUndefined()
    expect(onEvent).toHaveBeenLastCalledWith({ event: 'MODAL_CLOSE', properties: { connected: false } })
  })

  test('behavior: closing a closed modal tracks nothing', () => {
    const { foyer, onEvent } = setup()
    foyer.close()
    expect(onEvent).not.toHaveBeenCalled()
  })

  test('behavior: embedded mode resets to Connect and stays open', () => {
    const { foyer, router } = setup({ enableEmbedded: true })
    foyer.open({ view: 'Networks' })
    foyer.close()
    expect(router().history).toEqual(['Connect'])
    expect(foyer.stores.modal.getState().open).toBe(true)
  })

  test('behavior: embedded mode resets to Account when connected', async () => {
    const { foyer, router } = setup({ enableEmbedded: true })
    await connect(foyer, { connectorId: 'fake.wallet' })
    foyer.open({ view: 'Networks' })
    foyer.close()
    expect(router().history).toEqual(['Account'])
  })

  test.each(['SIWXSignMessage', 'ApproveTransaction'] as const)(
    'behavior: cannot close %s when sign-in is required without a session',
    (view) => {
      const { foyer } = setup({ siwx: createTestSiwx({ required: true }) })
      foyer.open({ view })
      foyer.close()
      expect(foyer.stores.modal.getState().open).toBe(true)
    },
  )

  test('behavior: sign view closes when sign-in is optional', () => {
    const { foyer } = setup({ siwx: createTestSiwx({ required: false }) })
    foyer.open({ view: 'SIWXSignMessage' })
    foyer.close()
    expect(foyer.stores.modal.getState().open).toBe(false)
  })

  test('behavior: required sign-in does not block other views', () => {
    const { foyer } = setup({ siwx: createTestSiwx({ required: true }) })
    foyer.open({ view: 'Networks' })
    foyer.close()
    expect(foyer.stores.modal.getState().open).toBe(false)
  })
})

describe('history', () => {
  test('push', () => {
    const { foyer, router } = setup()
    foyer.open()
    foyer.push('ConnectingExternal', { connectorId: 'fake.wallet' })
    expect(router()).toEqual({
      view: 'ConnectingExternal',
      history: ['Connect', 'ConnectingExternal'],
      data: { connectorId: 'fake.wallet' },
    })
  })

  test('behavior: pushing the current view is ignored', () => {
    const { foyer, router } = setup()
    foyer.open()
    foyer.push('Connect')
    expect(router().history).toEqual(['Connect'])
  })

  test('goBack pops', () => {
    const { foyer, router } = setup()
    foyer.open()
    foyer.push('AllWallets')
    foyer.push('ConnectingExternal')
    foyer.goBack()
    expect(router().history).toEqual(['Connect', 'AllWallets'])
    expect(router().view).toBe('AllWallets')
    expect(foyer.stores.modal.getState().open).toBe(true)
  })

  test('behavior: goBack with one entry closes', () => {
    const { foyer, router } = setup()
    foyer.open()
    foyer.goBack()
    expect(foyer.stores.modal.getState().open).toBe(false)
    expect(router().history).toEqual(['Connect'])
  })

  test('behavior: goBack closes when UnsupportedChain is in the history', () => {
    const { foyer } = setup()
    foyer.open({ view: 'UnsupportedChain' })
    foyer.push('Networks')
    foyer.goBack()
    expect(foyer.stores.modal.getState().open).toBe(false)
  })

  test('replace', () => {
    const { foyer, router } = setup()
    foyer.open()
    foyer.push('AllWallets')
    foyer.replace('ConnectingExternal', { connectorId: 'x' })
    expect(router()).toEqual({
      view: 'ConnectingExternal',
      history: ['Connect', 'ConnectingExternal'],
      data: { connectorId: 'x' },
    })
  })

  test('reset', () => {
    const { foyer, router } = setup()
    foyer.open()
    foyer.push('AllWallets')
    foyer.reset('Account')
    expect(router()).toEqual({ view: 'Account', history: ['Account'], data: undefined })
  })
})
