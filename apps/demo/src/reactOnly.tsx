// bench/open's baseline: the demo's page shell with React alone (same React, same styles, a plain
// button where Foyer's are), so that Foyer's own main-thread cost on load is the difference.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import './styles.css'

function Shell() {
  const [clicks, setClicks] = useState(0)
  return (
    <div className="page">
      <header className="topbar">
        <a className="brand" href="/">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">Harbor Exchange</span>
        </a>
        <div className="wallet-buttons">
          <button type="button" onClick={() => setClicks(clicks + 1)}>
            Connect Wallet
          </button>
        </div>
      </header>
      <main>
        <section className="hero">
          <h1>Trade on your own terms.</h1>
        </section>
      </main>
    </div>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from react-only/index.html')
createRoot(root).render(
  <StrictMode>
    <Shell />
  </StrictMode>,
)
