// A host page with no React of its own: Foyer's custom elements in the HTML, and this script, which
// creates Foyer and follows the connection through subscribe().
import { createFoyer, type WebFoyerState } from '@foyer/react/web'
import { demoOptions } from './demoSite.js'
import './styles.css'

const foyer = createFoyer(demoOptions())

function show(state: WebFoyerState): void {
  const set = (id: string, text: string) => {
    const element = document.querySelector(`[data-testid="${id}"]`)
    if (element) element.textContent = text
  }
  set('demo-status', state.status ?? 'disconnected')
  set('demo-address', state.address ?? '—')
  set('demo-network', state.caipNetworkId ?? '—')
  // The plain connect button gives way to the account button once connected.
  document.getElementById('connect-button')?.toggleAttribute('hidden', state.status === 'connected')
}

show(foyer.getState())
foyer.subscribe(show)
document.getElementById('open-modal')?.addEventListener('click', () => foyer.open())
