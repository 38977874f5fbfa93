const shown = new WeakMap<Element, Map<string, Element>>()

/**
 * Shows one node per item in `container`, in order, reusing the node already shown for an item's key.
 * A panel that rebuilt its buttons on every update could swallow a click: when the button under the
 * pointer is replaced between mousedown and mouseup, the browser fires no click at all (the dev wallets'
 * Approve buttons lost clicks that way on a loaded machine). Nodes of keys that are gone are removed; the
 * DOM is not touched when nothing changed. `update` refreshes a reused node's changing parts.
 */
export function renderKeyed<T>(
  container: Element,
  items: readonly T[],
  keyOf: (item: T) => string,
  build: (item: T) => Element,
  update?: (node: Element, item: T) => void,
): void {
  const previous = shown.get(container) ?? new Map<string, Element>()
  const next = new Map<string, Element>()
  for (const item of items) {
    const key = keyOf(item)
    const reused = previous.get(key)
    if (reused) update?.(reused, item)
    next.set(key, reused ?? build(item))
  }
  shown.set(container, next)
  const nodes = [...next.values()]
  const current = [...container.children]
  if (current.length === nodes.length && current.every((node, index) => node === nodes[index])) return
  container.replaceChildren(...nodes)
}
