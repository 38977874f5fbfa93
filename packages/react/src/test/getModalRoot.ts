import { waitFor } from '@testing-library/react'
import { ShadowRootMissingError } from '../errors.js'

function shadowContent(tag: string, selector: string, index: number): HTMLElement {
  const host = document.querySelectorAll(tag)[index]
  const element = host?.shadowRoot?.querySelector<HTMLElement>(selector)
  if (!element) throw new ShadowRootMissingError({ tag })
  return element
}

/**
 * The modal's content root inside its shadow root, for `within(getModalRoot())` queries (Testing
 * Library's `screen` does not look into shadow roots). Throws when the modal has not rendered yet; use
 * it inside `waitFor`, or `await findModalRoot()`.
 */
export function getModalRoot(): HTMLElement {
  return shadowContent('foyer-modal', '[data-foyer-root]', 0)
}

/** The content root inside the shadow root of the n-th `<ConnectButton>`: `within(getConnectButtonRoot())`. */
export function getConnectButtonRoot(index = 0): HTMLElement {
  return shadowContent('foyer-connect-button', '[data-foyer-root]', index)
}

/** The content root inside the shadow root of the n-th `<NetworkButton>`. */
export function getNetworkButtonRoot(index = 0): HTMLElement {
  return shadowContent('foyer-network-button', '[data-foyer-root]', index)
}

/**
 * Waits for the lazily loaded modal to render, then returns its content root. A hang guard, not a timing
 * rule: the first file of a worker imports the modal's views here, which took over 5 s on a loaded machine.
 */
export function findModalRoot(): Promise<HTMLElement> {
  return waitFor(getModalRoot, { timeout: 20_000 })
}

/** The focused element of the shadow root that holds `element` (`document.activeElement` is the host). */
export function focusedIn(element: HTMLElement): Element | null {
  return (element.getRootNode() as ShadowRoot).activeElement
}
