import { FoyerDemo } from './FoyerDemo'

// Rendered by the server on every request (not prerendered at build time): the Foyer part below is a
// client component, server-rendered too, where there is no `window`.
export const dynamic = 'force-dynamic'

export default function Page() {
  return (
    <main>
      <h1>Foyer on Next.js</h1>
      <FoyerDemo />
    </main>
  )
}
