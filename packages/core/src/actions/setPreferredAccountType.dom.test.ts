// @vitest-environment jsdom
import type { FrameRequestType } from '@foyer/protocol'
import { expect, test, vi } from 'vitest'
import type { FrameClient } from '../api/frame/createFrameClient.js'
import { FrameRequestError } from '../kernel/errors/frame.js'
import { getEmbeddedAccountType } from '../selectors/getAccountType.js'
import { AUTH_CONNECTOR_ID } from '../state/email/authConnector.js'
import { createTestFoyer } from '../test/createTestFoyer.js'
import type { Foyer } from '../types/foyer.js'
import { connect } from './connect.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'

const eoa = '0x1111111111111111111111111111111111111111'
const smart = '0x2222222222222222222222222222222222222222'

/**
 * An instance with email login on and its login frame faked: signed in, with a smart account on the
 * devnet (31337) active unless the page prefers the EOA; `refuse` makes SET_PREFERRED_ACCOUNT fail.
 */
function setup({ refuse = false }: { refuse?: boolean } = {}) {
  const test = createTestFoyer({ options: { authFrameUrl: 'http://127.0.0.1:9/frame' } })
  const asked: { type: FrameRequestType; payload?: unknown }[] = []
  let type: 'eoa' | 'smartAccount' = 'smartAccount'
  const user = () => ({
    email: 'ada@example.com',
    address: type === 'smartAccount' ? smart : eoa,
    chainId: 31337,
    smartAccountDeployed: true,
    accounts:
      type === 'smartAccount'
        ? [
            { address: smart, type: 'smartAccount' },
            { address: eoa, type: 'eoa' },
          ]
        : [
            { address: eoa, type: 'eoa' },
            { address: smart, type: 'smartAccount' },
          ],
    preferredAccountType: type,
  })
  const frame = {
    async request(message: { type: FrameRequestType; payload?: unknown }) {
      asked.push(message)
      switch (message.type) {
        case '@w3m-app/IS_CONNECTED':
          return { isConnected: true }
        case '@w3m-app/GET_USER': {
          const preferred = (message.payload as { preferredAccountType?: typeof type }).preferredAccountType
          if (preferred) type = preferred
          return user()
        }
        case '@w3m-app/SET_PREFERRED_ACCOUNT': {
          if (refuse) throw new FrameRequestError({ message: 'No smart account on this network' })
          type = (message.payload as { type: typeof type }).type
          return { type, address: user().address }
        }
        case '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
          return { smartAccountEnabledNetworks: [31337] }
        default:
          throw new Error(`unexpected ${message.type}`)
      }
    },
    cancelPrompts: vi.fn(),
    openPrompts: () => 0,
  } as unknown as FrameClient
  test.foyer.services.loaded.set('authFrame', Promise.resolve(frame))
  return { ...test, asked }
}

const account = (foyer: Foyer) => foyer.stores.chains.getState().chains.eip155?.accountState

test('default: to the EOA: the frame is asked, the account follows it, the choice is kept and tracked', async () => {
  const { foyer, asked, storage, events } = setup()
  await connect(foyer, { connectorId: AUTH_CONNECTOR_ID })
  expect(await setPreferredAccountType(foyer, { type: 'eoa' })).toEqual({ type: 'eoa', address: eoa })
  expect(asked).toContainEqual({ type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } })
  // Read again with the new preference.
  expect(asked.filter((message) => message.type === '@w3m-app/GET_USER').at(-1)).toEqual({
    type: '@w3m-app/GET_USER',
    payload: { chainId: 31337, preferredAccountType: 'eoa' },
  })
  expect(account(foyer)).toMatchObject({
    address: eoa,
    caipAddress: `eip155:31337:${eoa}`,
    preferredAccountType: 'eoa',
    smartAccountDeployed: true,
    allAccounts: [
      { address: eoa, type: 'eoa' },
      { address: smart, type: 'smartAccount' },
    ],
  })
  expect(storage.getItem('foyer:preferred-account-types')).toBe('{"eip155":"eoa"}')
  expect(events).toContainEqual({
    event: 'SET_PREFERRED_ACCOUNT_TYPE',
    properties: { accountType: 'eoa', network: 'eip155:31337' },
  })
  // The networks with a smart account were read from the frame and kept (a comma list).
  await vi.waitFor(() =>
    expect(foyer.stores.chains.getState().chains.eip155?.networkState.smartAccountEnabledNetworks).toEqual([
      31337,
    ]),
  )
  expect(storage.getItem('foyer:smart-account-networks')).toBe('31337')
  expect(getEmbeddedAccountType(foyer)).toEqual({ type: 'eoa', switchTo: 'smartAccount' })

  await setPreferredAccountType(foyer, { type: 'smartAccount' })
  expect(account(foyer)).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
  expect(getEmbeddedAccountType(foyer)).toEqual({ type: 'smartAccount', switchTo: 'eoa' })
})

test('behavior: the frame cannot switch: falls back to the EOA, and the toast says so', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { foyer, storage, events } = setup({ refuse: true })
  await connect(foyer, { connectorId: AUTH_CONNECTOR_ID })
  foyer.open()
  await expect(setPreferredAccountType(foyer, { type: 'smartAccount' })).rejects.toMatchObject({
    code: 'ACCOUNT_TYPE_SWITCH_FAILED',
    shortMessage: 'Could not switch the account type: your EOA is used instead',
    cause: { shortMessage: 'No smart account on this network' },
  })
  // The frame's account with the EOA preferred: the EOA, with its real type.
  expect(account(foyer)).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
  expect(account(foyer)?.allAccounts[0]).toEqual({ address: eoa, type: 'eoa' })
  expect(storage.getItem('foyer:preferred-account-types')).toBe('{"eip155":"eoa"}')
  expect(foyer.stores.toast.getState()).toMatchObject({
    type: 'error',
    message: 'Could not switch the account type: your EOA is used instead',
  })
  expect(events.map((event) => event.event)).not.toContain('SET_PREFERRED_ACCOUNT_TYPE')
})

test('behavior: no account signed in through the frame: "Address or auth connector not found", nothing asked', async () => {
  const { foyer, asked } = setup()
  await connect(foyer, { connectorId: 'fake.wallet' })
  await expect(setPreferredAccountType(foyer, { type: 'eoa' })).rejects.toMatchObject({
    code: 'AUTH_ACCOUNT_NOT_FOUND',
  })
  expect(asked).toEqual([])
  expect(getEmbeddedAccountType(foyer)).toBeUndefined()
})

test('behavior: a network without a smart account offers no switch, and shows the real type', async () => {
  const { foyer } = setup()
  await connect(foyer, { connectorId: AUTH_CONNECTOR_ID })
  foyer.stores.chains.setState((state) => {
    const entry = state.chains.eip155
    if (!entry) return {}
    return {
      chains: {
        ...state.chains,
        eip155: { ...entry, networkState: { ...entry.networkState, smartAccountEnabledNetworks: [8453] } },
      },
    }
  })
  // The fake adapter connected an EOA; the smart account is only where the frame has one.
  expect(getEmbeddedAccountType(foyer)).toEqual({ type: 'eoa', switchTo: undefined })
})
