// The embedded (inline) mode: the modal's views render in the page where the provider sits, with no
// overlay and no close; Connect shows until a wallet connects, then Account.
import { createFoyer } from '@foyer/core'
import { FoyerProvider, useFoyerAccount } from '@foyer/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { demoOptions } from './demoSite.js'
import './styles.css'

const foyer = createFoyer({ ...demoOptions(), enableEmbedded: true })

function Status() {
  const account = useFoyerAccount()
  return (
    <dl className="facts">
      <dt>Status</dt>
      <dd data-testid="demo-status">{account.status}</dd>
      <dt>Address</dt>
      <dd data-testid="demo-address">{account.address ?? '—'}</dd>
    </dl>
  )
}

function EmbeddedPage() {
  return (
    <div className="page">
      <header className="topbar">
        <a className="brand" href="/">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">Harbor Exchange</span>
        </a>
      </header>
      <main className="embedded-layout">
        <FoyerProvider foyer={foyer}>
          <section className="card" aria-labelledby="embedded-title">
            <h1 id="embedded-title">Your wallet, inline</h1>
            <p>
              This page embeds Foyer with <code>enableEmbedded: true</code>: its views sit beside this text,
              with no overlay.
            </p>
            <Status />
          </section>
        </FoyerProvider>
      </main>
    </div>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from embedded/index.html')
createRoot(root).render(
  <StrictMode>
    <EmbeddedPage />
  </StrictMode>,
)
