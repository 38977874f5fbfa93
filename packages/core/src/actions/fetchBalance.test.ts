import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestFoyer } from '../test/createTestFoyer.js'
import { devnet, testAccounts } from '../test/testNetworks.js'
import type { Foyer } from '../types/foyer.js'
import { connect } from './connect.js'
import { fetchBalance } from './fetchBalance.js'

const account = (foyer: Foyer) => foyer.stores.chains.getState().chains.eip155?.accountState

afterEach(() => {
  vi.restoreAllMocks()
})

async function connected(parameters: Parameters<typeof createTestFoyer>[0] = {}) {
  const setup = createTestFoyer(parameters)
  await connect(setup.foyer, { connectorId: 'fake.wallet' })
  await vi.waitFor(() => expect(account(setup.foyer)?.balanceLoading).toBe(false))
  return setup
}

describe('fetchBalance', () => {
  test('default', async () => {
    const { foyer, adapter } = await connected()
    adapter.behavior.balance = '42.5'
    const result = await fetchBalance(foyer)
    expect(result).toEqual({ balance: '42.5', symbol: 'ETH' })
    expect(account(foyer)).toMatchObject({ balance: '42.5', balanceSymbol: 'ETH', balanceLoading: false })
    expect(adapter.calls.getBalance.at(-1)).toEqual({ address: testAccounts[0], network: devnet })
  })

  test('behavior: balanceLoading while fetching', async () => {
    const { foyer } = await connected()
    const pending = fetchBalance(foyer)
    expect(account(foyer)?.balanceLoading).toBe(true)
    await pending
    expect(account(foyer)?.balanceLoading).toBe(false)
  })

  test('behavior: a failure leaves the balance unknown and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { foyer, adapter } = await connected()
    expect(account(foyer)?.balance).toBe('10000')
    adapter.behavior.balance = { error: new Error('fetch failed') }
    await expect(fetchBalance(foyer)).resolves.toBeUndefined()
    expect(account(foyer)).toMatchObject({ balance: undefined, balanceLoading: false })
    await fetchBalance(foyer)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatchInlineSnapshot(
      `"Foyer: could not fetch the balance on Foyer Devnet; showing it as unknown."`,
    )
  })

  test('behavior: nothing to fetch when disconnected', async () => {
    const { foyer, adapter } = createTestFoyer()
    await expect(fetchBalance(foyer)).resolves.toBeUndefined()
    expect(adapter.calls.getBalance).toEqual([])
  })

  test('behavior: a result for a previous account is dropped', async () => {
    const { foyer, adapter } = await connected()
    let release: (value: { balance: string; symbol: string }) => void = () => undefined
    adapter.getBalance = () => new Promise((resolve) => (release = resolve))
    const pending = fetchBalance(foyer)
    foyer.stores.chains.setState((state) => ({
      chains: {
        ...state.chains,
        eip155: state.chains.eip155 && {
          ...state.chains.eip155,
          accountState: { ...state.chains.eip155.accountState, address: testAccounts[1], balance: undefined },
        },
      },
    }))
    release({ balance: '999', symbol: 'ETH' })
    await pending
    expect(account(foyer)?.balance).toBeUndefined()
  })
})
