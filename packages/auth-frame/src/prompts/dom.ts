/** Small DOM helpers for the frame's prompts: every text is set as text, never parsed as markup. */
export function el<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  children: ReadonlyArray<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  for (const child of children)
    element.append(typeof child === 'string' ? document.createTextNode(child) : child)
  return element
}

/** A definition list of label → value rows, values in `<bdi>` so an address or a name keeps its direction. */
export function rows(
  document: Document,
  entries: ReadonlyArray<[string, string, string?]>,
): HTMLDListElement {
  const list = el(document, 'dl', { class: 'rows' })
  for (const [label, value, className] of entries)
    list.append(
      el(document, 'dt', {}, [label]),
      el(document, 'dd', className ? { class: className } : {}, [el(document, 'bdi', {}, [value])]),
    )
  return list
}
