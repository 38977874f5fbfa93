import { renderHook } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderHookWithFoyer } from '../test/renderHookWithFoyer.js'
import { useFoyerInstance } from './useFoyerInstance.js'

test('default', () => {
  const { result, foyer } = renderHookWithFoyer(() => useFoyerInstance())
  expect(result.current).toBe(foyer)
})

test('behavior: outside FoyerProvider', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  expect(() => renderHook(() => useFoyerInstance())).toThrowErrorMatchingInlineSnapshot(
    `[FoyerProviderMissingError: Foyer hooks and components must be rendered inside <FoyerProvider>]`,
  )
})
