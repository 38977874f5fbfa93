import {
  type CaipAddress,
  type CaipNetworkId,
  type ConnectionStatus,
  createFoyer as createCoreFoyer,
  type Foyer,
  type FoyerOptions,
  getAccount,
  getNetwork,
  type Locale,
  setLocale,
  type ViewName,
} from '@foyer/core'
import { activeLocale, subscribeCatalog } from '@foyer/core/messages'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { FoyerProvider } from '../FoyerProvider.js'
import { createElementRegistry, type ElementRegistry, Elements, elementTags } from './elements.js'

/** What a plain script page reads of its Foyer (`getState`, `subscribe`). */
export interface WebFoyerState {
  /** Whether the modal is open. */
  open: boolean
  status: ConnectionStatus | undefined
  address: string | undefined
  caipAddress: CaipAddress | undefined
  caipNetworkId: CaipNetworkId | undefined
  locale: Locale
}

export interface WebFoyer {
  /** The core instance, for core's actions (`connect`, `signIn`, `send`...). */
  readonly foyer: Foyer
  open(p?: { view?: ViewName }): void
  close(): void
  getState(): WebFoyerState
  /** Calls `listener` with the new state after every change; returns the unsubscribe. */
  subscribe(listener: (state: WebFoyerState) => void): () => void
  setLocale(locale: string): Promise<Locale>
  /** Unmounts the modal and the elements' buttons and stops the instance. */
  destroy(): void
}

// The elements are the page's: they render for the page's Foyer (the last created), and wait for one.
let pageRegistry: ElementRegistry | undefined
const waiting = new Set<HTMLElement>()

function defineElements(): void {
  for (const tag of elementTags) {
    if (customElements.get(tag)) continue
    customElements.define(
      tag,
      class extends HTMLElement {
        static observedAttributes = ['size', 'label']
        connectedCallback() {
          if (!this.shadowRoot) this.attachShadow({ mode: 'open' })
          if (pageRegistry) pageRegistry.add(this)
          else waiting.add(this)
        }
        disconnectedCallback() {
          waiting.delete(this)
          pageRegistry?.delete(this)
        }
        attributeChangedCallback() {
          pageRegistry?.touch()
        }
      },
    )
  }
}

function readState(foyer: Foyer): WebFoyerState {
  const account = getAccount(foyer)
  return {
    open: foyer.stores.modal.getState().open,
    status: account?.status,
    address: account?.address,
    caipAddress: account?.caipAddress,
    caipNetworkId: getNetwork(foyer)?.caipNetwork?.caipNetworkId,
    locale: activeLocale(),
  }
}

/**
 * Foyer for a page without React of its own: creates the instance, defines the custom elements
 * foyer-connect-button, foyer-network-button and foyer-account-button (each renders Foyer's button in
 * its own shadow root; `size="sm"`, and `label` on the connect button), and renders the modal. React comes inside
 * this entry's bundle; the page only writes HTML and a module script.
 *
 * @example
 * import { createFoyer } from '@foyer/react/web'
 * import { evmAdapter } from '@foyer/evm'
 * const foyer = createFoyer({ projectId, networks, adapters: [evmAdapter()] })
 * foyer.subscribe((state) => console.log(state.address))
 */
export function createFoyer(options: FoyerOptions): WebFoyer {
  const foyer = createCoreFoyer(options)
  const registry = createElementRegistry()
  const container = document.createElement('div')
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <FoyerProvider foyer={foyer}>
        <Elements registry={registry} />
      </FoyerProvider>
    </StrictMode>,
  )
  pageRegistry = registry
  defineElements()
  for (const element of document.querySelectorAll<HTMLElement>(elementTags.join(','))) {
    if (!element.shadowRoot) element.attachShadow({ mode: 'open' })
    registry.add(element)
  }
  for (const element of waiting) registry.add(element)
  waiting.clear()

  let state = readState(foyer)
  const listeners = new Set<(state: WebFoyerState) => void>()
  const update = () => {
    const next = readState(foyer)
    const changed = (Object.keys(next) as (keyof WebFoyerState)[]).some((key) => next[key] !== state[key])
    if (!changed) return
    state = next
    for (const listener of [...listeners]) listener(state)
  }
  const stops = [
    foyer.stores.chains.subscribe(update),
    foyer.stores.modal.subscribe(update),
    subscribeCatalog(update),
  ]

  return {
    foyer,
    open: (p) => foyer.open(p),
    close: () => foyer.close(),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setLocale,
    destroy() {
      for (const stop of stops) stop()
      listeners.clear()
      root.unmount()
      if (pageRegistry === registry) pageRegistry = undefined
      foyer.destroy()
    },
  }
}
