import type { KeyboardEvent } from 'react'

/** The focusable rows of a list: the first button or link of each of its items. */
function rowsOf(list: HTMLElement): HTMLElement[] {
  const rows: HTMLElement[] = []
  for (const item of Array.from(list.children)) {
    const row = item.firstElementChild
    if (item.tagName !== 'LI' || !(row instanceof HTMLElement)) continue
    if (row instanceof HTMLButtonElement ? !row.disabled : row instanceof HTMLAnchorElement) rows.push(row)
  }
  return rows
}

/**
 * Arrow keys through a list of row buttons (wallet lists): ArrowDown / ArrowUp move to the next or
 * previous row (stopping at the ends, as a listbox does), Home / End to the first or last. Tab still
 * leaves the list as usual; every row stays in the tab order, so nothing is hidden from Tab users.
 */
export function onListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const key = event.key
  if (key !== 'ArrowDown' && key !== 'ArrowUp' && key !== 'Home' && key !== 'End') return
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const rows = rowsOf(event.currentTarget)
  if (rows.length === 0) return
  const current = rows.findIndex((row) => row === event.target || row.contains(event.target as Node))
  const last = rows.length - 1
  let next: number
  if (key === 'Home') next = 0
  else if (key === 'End') next = last
  else if (current === -1) next = key === 'ArrowDown' ? 0 : last
  else next = Math.min(last, Math.max(0, current + (key === 'ArrowDown' ? 1 : -1)))
  event.preventDefault()
  rows[next]?.focus()
}

/** Marks a list that `onListKeyDown` moves through, so that the arrows can enter it from the dialog itself. */
export const arrowListProps = { 'data-arrow-list': '' } as const

/**
 * ArrowDown (ArrowUp) while the dialog itself has the focus, as it has when the modal opens: the first
 * (last) row of the view's first arrow list takes it, so that arrows work without a Tab first. Returns
 * whether it moved the focus.
 */
export function enterArrowList(dialog: HTMLElement, key: string): boolean {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return false
  const list = dialog.querySelector<HTMLElement>('[data-arrow-list]')
  const rows = list ? rowsOf(list) : []
  const row = key === 'ArrowDown' ? rows[0] : rows[rows.length - 1]
  row?.focus()
  return row !== undefined
}

/** ArrowDown in a search field moves into the list below it (the first row), as in a combobox. */
export function focusFirstRowOf(list: HTMLElement | null, event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' || !list) return
  const first = rowsOf(list)[0]
  if (!first) return
  event.preventDefault()
  first.focus()
}
