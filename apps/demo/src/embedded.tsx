// The embedded (inline) mode: the modal's views render in the page where the provider sits, with no
// overlay and no close; Connect shows until a wallet connects, then Account.
import { createFoyer } from '@foyer/core'
import { FoyerProvider, useFoyerAccount } from '@foyer/react'
import { demoOptions } from './demoSite.js'
import { Brand, mount } from './shell.js'
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
        <Brand />
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

mount(<EmbeddedPage />)
