import { connect, disconnect } from '@foyer/core'
import { createFakeAdapter, createFakeConnector } from '@foyer/core/test'
import { act } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderHookWithFoyer } from '../test/renderHookWithFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'

test('default', () => {
  const { result } = renderHookWithFoyer(() => useFoyerAccount())
  expect(result.current).toEqual({
    address: undefined,
    caipAddress: undefined,
    isConnected: false,
    status: 'disconnected',
    balance: undefined,
    balanceSymbol: undefined,
    connectedWalletInfo: undefined,
    embeddedWalletInfo: undefined,
  })
})

test('behavior: follows connect and disconnect', async () => {
  const { result, foyer } = renderHookWithFoyer(() => useFoyerAccount(), {
    adapters: [createFakeAdapter({ balance: '3' })],
  })
  await act(async () => {
    await connect(foyer, { connectorId: 'fake.wallet' })
  })
  await vi.waitFor(() => expect(result.current.balance).toBe('3'))
  expect(result.current).toMatchObject({
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    isConnected: true,
    status: 'connected',
    balanceSymbol: 'ETH',
    connectedWalletInfo: { name: 'Fake Wallet', type: 'ANNOUNCED' },
    embeddedWalletInfo: undefined,
  })
  await act(async () => {
    await disconnect(foyer)
  })
  expect(result.current.isConnected).toBe(false)
  expect(result.current.address).toBeUndefined()
})

test('parameters: namespace', () => {
  const { result } = renderHookWithFoyer(() => useFoyerAccount({ namespace: 'solana' }))
  expect(result.current.status).toBe('disconnected')
})

test('behavior: the email wallet is reported as what it is, an EOA, though eip155 prefers smart accounts', async () => {
  const { result, foyer } = renderHookWithFoyer(() => useFoyerAccount(), {
    adapters: [createFakeAdapter({ connectors: [createFakeConnector({ type: 'AUTH' })] })],
  })
  await act(async () => {
    await connect(foyer, { connectorId: 'fake.wallet' })
  })
  expect(result.current.embeddedWalletInfo).toMatchObject({ accountType: 'eoa', authProvider: 'email' })
})
