import type { Foyer } from '@foyer/core'
import { syncFrameTheme } from '@foyer/core/views'
import { useEffect } from 'react'
import { resolveTheme } from '../theme/resolveTheme.js'
import { themeToCssVars } from '../theme/themeToCssVars.js'

/**
 * While a view that the secure frame covers is shown (ApproveTransaction, EmailRecoveryPassword), the
 * frame's prompt takes the modal's look: the mode and every `--foyer-*` variable the modal resolved.
 */
export function useFrameTheme(foyer: Foyer): void {
  const { themeMode, themeVariables } = foyer.options
  useEffect(() => {
    void syncFrameTheme(foyer, {
      themeMode,
      themeVariables: themeToCssVars(resolveTheme(themeMode, themeVariables)),
    })
  }, [foyer, themeMode, themeVariables])
}
