import { act } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderHookWithFoyer } from '../test/renderHookWithFoyer.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerState } from './useFoyerState.js'

test('default', () => {
  const { result } = renderHookWithFoyer(() => useFoyerState())
  expect(result.current).toEqual({
    open: false,
    loading: false,
    activeChain: 'eip155',
    selectedNetworkId: 'eip155:31337',
  })
})

test('behavior: useFoyer opens and closes', () => {
  const { result } = renderHookWithFoyer(() => ({ state: useFoyerState(), modal: useFoyer() }))
  act(() => result.current.modal.open({ view: 'Networks' }))
  expect(result.current.state.open).toBe(true)
  act(() => result.current.modal.close())
  expect(result.current.state.open).toBe(false)
})

test('behavior: useFoyer is stable between renders', () => {
  const { result, rerender } = renderHookWithFoyer(() => useFoyer())
  const first = result.current
  rerender()
  expect(result.current).toBe(first)
})
