import type { EvmWindow } from '../types.js'

export interface FakeWindow extends EvmWindow {
  /** How many `eip6963:requestProvider` events were dispatched. */
  readonly requestCount: number
  /** Number of listeners for `type` that the adapter attached. */
  listenerCount(type: string): number
}

/** An `EventTarget` standing in for `window`, with an optional legacy `ethereum` provider. */
export function createFakeWindow({ ethereum }: { ethereum?: unknown } = {}): FakeWindow {
  const target = new EventTarget()
  const counts = new Map<string, number>()
  let requestCount = 0
  target.addEventListener('eip6963:requestProvider', () => {
    requestCount++
  })
  const fake: FakeWindow = {
    ethereum,
    get requestCount() {
      return requestCount
    },
    addEventListener(type, listener) {
      counts.set(type, (counts.get(type) ?? 0) + 1)
      target.addEventListener(type, listener)
    },
    removeEventListener(type, listener) {
      counts.set(type, (counts.get(type) ?? 0) - 1)
      target.removeEventListener(type, listener)
    },
    dispatchEvent: (event) => target.dispatchEvent(event),
    listenerCount: (type) => counts.get(type) ?? 0,
  }
  return fake
}

/** Dispatches an `eip6963:announceProvider` event as a wallet does. */
export function announce(window: EvmWindow, detail: unknown): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

/** Makes a wallet announce itself now and whenever a dapp dispatches `eip6963:requestProvider`. */
export function installAnnouncingWallet(window: EvmWindow, detail: unknown): void {
  window.addEventListener('eip6963:requestProvider', () => announce(window, detail))
  announce(window, detail)
}

export const testIcon = 'data:image/svg+xml;base64,PHN2Zy8+'

export function testInfo(overrides: Partial<Record<'uuid' | 'name' | 'icon' | 'rdns', unknown>> = {}) {
  return {
    uuid: '350670db-19fa-4704-a166-e52e178b59d2',
    name: 'Dev Wallet',
    icon: testIcon,
    rdns: 'dev.foyer.wallet',
    ...overrides,
  }
}
