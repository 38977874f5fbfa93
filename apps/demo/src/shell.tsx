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
