import type { Foyer } from '@foyer/core'
import { type RefObject, useEffect, useLayoutEffect } from 'react'
import { enterArrowList } from '../ui/listKeys.js'
import { deepActiveElement } from '../utils/deepActiveElement.js'

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function focusables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  )
}

/**
 * Modal focus rules: on open, remember the element that had focus (looking inside shadow roots) and
 * move focus into the dialog; Tab / Shift+Tab cycle inside it; Escape asks core to close (guards
 * apply); the arrows, while the dialog itself has the focus, enter the view's list; on close, focus returns to the remembered element. When the current view replaces the
 * focused control, focus goes back to the dialog so that the keyboard never ends up on the page.
 */
export function useDialogFocus(
  foyer: Foyer,
  dialogRef: RefObject<HTMLElement | null>,
  view: string,
  enabled: boolean,
): void {
  useLayoutEffect(() => {
    if (!enabled) return
    const opener = deepActiveElement()
    dialogRef.current?.focus()
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [dialogRef, enabled])

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check focus whenever the view changes
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!enabled) return
    const active = deepActiveElement()
    if (dialog && !(active && dialog.contains(active))) dialog.focus()
  }, [dialogRef, view, enabled])

  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current
      if (!dialog || event.defaultPrevented) return
      if (event.key === 'Escape') {
        event.preventDefault()
        foyer.close()
        return
      }
      if (deepActiveElement() === dialog && enterArrowList(dialog, event.key)) {
        event.preventDefault()
        return
      }
      if (event.key !== 'Tab') return
      event.preventDefault()
      const items = focusables(dialog)
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) {
        dialog.focus()
        return
      }
      const active = deepActiveElement()
      const index = active instanceof HTMLElement ? items.indexOf(active) : -1
      if (event.shiftKey) (index <= 0 ? last : (items[index - 1] ?? last)).focus()
      else (index === -1 || index === items.length - 1 ? first : (items[index + 1] ?? first)).focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [foyer, dialogRef, enabled])
}
