/**
 * The element that really has focus: `document.activeElement` stops at a shadow host, so this walks
 * down through open shadow roots (`shadowRoot.activeElement`).
 */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
