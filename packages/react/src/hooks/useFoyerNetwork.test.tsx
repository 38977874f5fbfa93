import { devnet2, mainnet } from '@foyer/core/test'
import { act } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderHookWithFoyer } from '../test/renderHookWithFoyer.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'

test('default', () => {
  const { result } = renderHookWithFoyer(() => useFoyerNetwork())
  expect(result.current.caipNetwork?.name).toBe('Foyer Devnet')
  expect(result.current.caipNetworkId).toBe('eip155:31337')
  expect(result.current.chainId).toBe(31337)
})

test('behavior: switchNetwork', async () => {
  const { result } = renderHookWithFoyer(() => useFoyerNetwork())
  await act(() => result.current.switchNetwork(mainnet))
  expect(result.current.caipNetworkId).toBe('eip155:1')
})

test('behavior: switchNetwork rejects with a typed error for an unknown network', async () => {
  const { result } = renderHookWithFoyer(() => useFoyerNetwork(), {
    options: { networks: [mainnet], defaultNetwork: mainnet },
  })
  await expect(result.current.switchNetwork(devnet2)).rejects.toMatchObject({
    shortMessage: 'Network not found',
  })
})
