import { type ReactNode, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { AccountButton } from '../components/AccountButton.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { NetworkButton } from '../components/NetworkButton.js'
import { HostedShadowRoot } from '../ui/ShadowHost.js'

/** The custom elements `@foyer/react/web` defines, by tag. */
export const elementTags = ['foyer-connect-button', 'foyer-network-button', 'foyer-account-button'] as const

export type ElementTag = (typeof elementTags)[number]

/** The Foyer elements on the page, rendered by the one React root of the page's Foyer. */
export interface ElementRegistry {
  add(element: HTMLElement): void
  delete(element: HTMLElement): void
  /** An element's attributes changed (size, label). */
  touch(): void
  subscribe(listener: () => void): () => void
  snapshot(): readonly HTMLElement[]
}

export function createElementRegistry(): ElementRegistry {
  let elements: readonly HTMLElement[] = []
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  return {
    add(element) {
      if (elements.includes(element)) return
      elements = [...elements, element]
      notify()
    },
    delete(element) {
      elements = elements.filter((item) => item !== element)
      notify()
    },
    touch() {
      elements = [...elements]
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    snapshot: () => elements,
  }
}

function size(element: HTMLElement): 'md' | 'sm' {
  return element.getAttribute('size') === 'sm' ? 'sm' : 'md'
}

function button(element: HTMLElement): ReactNode {
  const tag = element.localName as ElementTag
  if (tag === 'foyer-network-button') return <NetworkButton size={size(element)} />
  if (tag === 'foyer-account-button') return <AccountButton size={size(element)} />
  return <ConnectButton size={size(element)} label={element.getAttribute('label') ?? undefined} />
}

const keys = new WeakMap<HTMLElement, string>()
let nextKey = 0
function keyOf(element: HTMLElement): string {
  let key = keys.get(element)
  if (!key) {
    key = `foyer-element-${nextKey++}`
    keys.set(element, key)
  }
  return key
}

/** Renders each registered element's button into the element's own shadow root. */
export function Elements({ registry }: { registry: ElementRegistry }) {
  const elements = useSyncExternalStore(registry.subscribe, registry.snapshot, registry.snapshot)
  return (
    <>
      {elements.map((element) => {
        const root = element.shadowRoot
        if (!root) return null
        return createPortal(
          <HostedShadowRoot.Provider value={root}>{button(element)}</HostedShadowRoot.Provider>,
          root,
          keyOf(element),
        )
      })}
    </>
  )
}
