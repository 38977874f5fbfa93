// The page shell every demo page shares (React only: react-only/, bench/open's baseline, uses it too).
import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

/** Harbor Exchange's name and mark, linking home. */
export function Brand() {
  return (
    <a className="brand" href="/">
      <span className="brand-mark" aria-hidden="true" />
      <span className="brand-name">Harbor Exchange</span>
    </a>
  )
}

/** Renders `page` into the document's #root, in StrictMode as apps do in development. */
export function mount(page: ReactNode): void {
  const root = document.getElementById('root')
  if (!root) throw new Error(`#root is missing from ${location.pathname}`)
  createRoot(root).render(<StrictMode>{page}</StrictMode>)
}

/**
 * The demo's page without its panels, for bench/open's pages (react-only/, the React-alone baseline;
 * plain-dialog/, the plain dialog floor; foyer-only/, Foyer's button and nothing else of the demo): the
 * brand, a plain 'Connect Wallet' button (or `button`, in its place), the hero, and what the page adds
 * after it.
 */
export function BarePage({
  onConnect,
  button,
  children,
}: {
  onConnect?(): void
  button?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="page">
      <header className="topbar">
        <Brand />
        <div className="wallet-buttons">
          {button ?? (
            <button type="button" onClick={onConnect}>
              Connect Wallet
            </button>
          )}
        </div>
      </header>
      <main>
        <section className="hero">
          <h1>Trade on your own terms.</h1>
        </section>
      </main>
      {children}
    </div>
  )
}
