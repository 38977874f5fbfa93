import type { Foyer } from '@foyer/core'
import { loadLoginFlows } from '@foyer/core/views'
import { act, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { renderConnected } from '../../test/connectedFoyer.js'
import { findModalRoot } from '../../test/getModalRoot.js'
import { renderWithFoyer } from '../../test/renderWithFoyer.js'

afterEach(() => {
  vi.restoreAllMocks()
})

const eoa = '0x1111111111111111111111111111111111111111'
const smart = '0x2222222222222222222222222222222222222222'

/** The frame's user with `type` active on the devnet (31337), where the wallet has a smart account. */
const userWith = (type: 'eoa' | 'smartAccount') => ({
  email: 'ada@example.com',
  address: type === 'smartAccount' ? smart : eoa,
  chainId: 31337,
  smartAccountDeployed: false,
  accounts: [
    { address: eoa, type: 'eoa' },
    { address: smart, type: 'smartAccount' },
  ],
  preferredAccountType: type,
})

/**
 * Signed in by email, the modal on Account, the smart account active (as the frame reported it) on the
 * devnet, which `enabled` lists among the networks with a smart account. The login frame answers the
 * switch as `switchTo` says (a promise the test settles) and records what it is asked.
 */
async function signedInWithSmartAccount({
  enabled = [31337],
  switchTo = async (type: 'eoa' | 'smartAccount') => ({ type, address: type === 'eoa' ? eoa : smart }),
}: {
  enabled?: number[]
  switchTo?: (type: 'eoa' | 'smartAccount') => Promise<unknown>
} = {}) {
  // Without a Foyer server the account's tokens cannot load; that warning is not this test's subject.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const rendered = renderWithFoyer(<div />, { options: { authFrameUrl: 'http://127.0.0.1:9/frame' } })
  const asked: { type: string; payload?: unknown }[] = []
  let active: 'eoa' | 'smartAccount' = 'smartAccount'
  const frame = {
    async request(message: { type: string; payload?: unknown }) {
      asked.push(message)
      switch (message.type) {
        case '@w3m-app/CONNECT_EMAIL':
          return { action: 'CONNECT' }
        case '@w3m-app/IS_CONNECTED':
          return { isConnected: true }
        case '@w3m-app/GET_USER':
          active =
            (message.payload as { preferredAccountType?: typeof active }).preferredAccountType ?? active
          return userWith(active)
        case '@w3m-app/SET_PREFERRED_ACCOUNT': {
          const answer = await switchTo((message.payload as { type: typeof active }).type)
          active = (message.payload as { type: typeof active }).type
          return answer
        }
        case '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
          return { smartAccountEnabledNetworks: enabled }
        default:
          return undefined
      }
    },
  }
  rendered.foyer.services.loaded.set('authFrame', Promise.resolve(frame))
  await act(async () => {
    const { connectEmail } = await loadLoginFlows()
    await connectEmail(rendered.foyer, { email: 'ada@example.com' })
  })
  // What the EVM adapter reports for the embedded wallet on a network with a smart account.
  act(() => patchEip155(rendered.foyer, smart, enabled))
  act(() => rendered.foyer.open({ view: 'Account' }))
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog', { name: 'Account' })
  return { ...rendered, modal, asked }
}

/** Test-only: the account and network state as core holds them for the embedded wallet's smart account. */
function patchEip155(foyer: Foyer, address: string, enabled: number[]) {
  foyer.stores.chains.setState((state) => {
    const entry = state.chains.eip155
    if (!entry) return {}
    return {
      chains: {
        ...state.chains,
        eip155: {
          ...entry,
          accountState: {
            ...entry.accountState,
            address,
            caipAddress: `eip155:31337:${address}`,
            allAccounts: [
              { address: smart, type: 'smartAccount' },
              { address: eoa, type: 'eoa' },
            ],
          },
          networkState: { ...entry.networkState, smartAccountEnabledNetworks: enabled },
        },
      },
    }
  })
}

test('default: the smart account says so; "Switch to your EOA" switches, busy meanwhile, then offers the way back', async () => {
  let settle: (() => void) | undefined
  const { modal, user, asked } = await signedInWithSmartAccount({
    switchTo: (type) =>
      new Promise((resolve) => {
        settle = () => resolve({ type, address: type === 'eoa' ? eoa : smart })
      }),
  })
  expect(modal.getByText('Smart account')).toBeVisible()
  expect(modal.getByText('Smart account').parentElement).toHaveTextContent('Account type Smart account')
  await user.click(modal.getByRole('button', { name: 'Switch to your EOA' }))

  const busy = await modal.findByRole('button', { name: 'Switching account…' })
  expect(busy).toBeDisabled()
  expect(busy).toHaveAttribute('aria-busy', 'true')
  expect(asked).toContainEqual({ type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } })
  await act(async () => settle?.())

  expect(await modal.findByRole('button', { name: 'Switch to your smart account' })).toBeEnabled()
  expect(modal.getByText('EOA')).toBeVisible()
  expect(modal.queryByText('Smart account')).toBeNull()
})

test('behavior: the switch fails: the EOA is shown, and the toast says it fell back to it', async () => {
  const { modal, user } = await signedInWithSmartAccount({
    switchTo: async () => {
      throw new Error('No smart account on this network')
    },
  })
  await user.click(modal.getByRole('button', { name: 'Switch to your EOA' }))
  expect(await modal.findByRole('alert')).toHaveTextContent(
    'Could not switch the account type: your EOA is used instead',
  )
  expect(await modal.findByText('EOA')).toBeVisible()
  expect(modal.getByRole('button', { name: 'Switch to your smart account' })).toBeEnabled()
})

test('behavior: a network without a smart account shows the type, and offers no switch', async () => {
  const { modal } = await signedInWithSmartAccount({ enabled: [8453] })
  expect(modal.getByText('Smart account')).toBeVisible()
  expect(modal.queryByRole('button', { name: /Switch to your/ })).toBeNull()
})

test('behavior: a wallet other than the embedded one shows no account type', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { modal } = await renderConnected(<div />)
  expect(modal.getByText('0xf39F…b92266')).toBeVisible()
  expect(modal.queryByText('Smart account')).toBeNull()
  expect(modal.queryByText('EOA')).toBeNull()
  expect(modal.queryByRole('button', { name: /Switch to your/ })).toBeNull()
})
