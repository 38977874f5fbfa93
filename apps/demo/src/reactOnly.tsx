// bench/open's baseline: the demo's page shell with React alone (same React, same styles, a plain
// button where Foyer's are), so that Foyer's own main-thread cost on load is the difference.
import { useState } from 'react'
import { Brand, mount } from './shell.js'
import './styles.css'

function Shell() {
  const [clicks, setClicks] = useState(0)
  return (
    <div className="page">
      <header className="topbar">
        <Brand />
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

mount(<Shell />)
