// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { renderKeyed } from './renderKeyed.js'

interface Item {
  id: string
  label: string
}

function show(container: Element, items: Item[], onClick: (id: string) => void) {
  renderKeyed(
    container,
    items,
    (item) => item.id,
    (item) => {
      const button = document.createElement('button')
      button.textContent = item.label
      button.addEventListener('click', () => onClick(item.id))
      return button
    },
    (node, item) => {
      node.textContent = item.label
    },
  )
}

describe('renderKeyed', () => {
  it('behavior: a button under the pointer survives an update, so its click still arrives', () => {
    const container = document.body.appendChild(document.createElement('div'))
    const clicked = vi.fn()
    show(container, [{ id: 'a', label: 'Approve a' }], clicked)
    const button = container.querySelector('button')!
    // Another request arrives, and the page's periodic refresh runs, between mousedown and mouseup.
    show(
      container,
      [
        { id: 'a', label: 'Approve a' },
        { id: 'b', label: 'Approve b' },
      ],
      clicked,
    )
    show(
      container,
      [
        { id: 'a', label: 'Approve a (1 of 2)' },
        { id: 'b', label: 'Approve b' },
      ],
      clicked,
    )
    expect(button.isConnected).toBe(true)
    expect(button.textContent).toBe('Approve a (1 of 2)')
    button.click()
    expect(clicked).toHaveBeenCalledWith('a')
  })

  it('removes the nodes of keys that are gone and keeps the order of the items', () => {
    const container = document.createElement('div')
    show(
      container,
      [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
      () => undefined,
    )
    const b = container.children[1]
    show(
      container,
      [
        { id: 'c', label: 'C' },
        { id: 'b', label: 'B' },
      ],
      () => undefined,
    )
    expect([...container.children].map((node) => node.textContent)).toEqual(['C', 'B'])
    expect(container.children[1]).toBe(b)
  })
})
