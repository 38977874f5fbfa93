import { connect } from '@foyer/core'
import { createFakeAdapter } from '@foyer/core/test'
import { act } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderHookWithFoyer } from '../test/renderHookWithFoyer.js'
import { useDisconnect } from './useDisconnect.js'
import { useWalletInfo } from './useWalletInfo.js'

test('default', async () => {
  const adapter = createFakeAdapter()
  const { result, foyer } = renderHookWithFoyer(() => ({ ...useDisconnect(), ...useWalletInfo() }), {
    adapters: [adapter],
  })
  expect(result.current.walletInfo).toBeUndefined()
  await act(async () => {
    await connect(foyer, { connectorId: 'fake.wallet' })
  })
  expect(result.current.walletInfo).toMatchObject({
    name: 'Fake Wallet',
    rdns: 'fake.wallet',
    type: 'ANNOUNCED',
  })
  await act(() => result.current.disconnect())
  expect(adapter.calls.disconnect).toHaveLength(1)
  expect(result.current.walletInfo).toBeUndefined()
})

test('behavior: a failed disconnect rejects with DisconnectError', async () => {
  const adapter = createFakeAdapter({ disconnectError: new Error('boom') })
  const { result, foyer } = renderHookWithFoyer(() => useDisconnect(), { adapters: [adapter] })
  await act(async () => {
    await connect(foyer, { connectorId: 'fake.wallet' })
  })
  await expect(result.current.disconnect()).rejects.toMatchObject({
    code: 'DISCONNECT_FAILED',
    shortMessage: 'Failed to disconnect',
  })
})
