// @vitest-environment node
import { createFoyer, createMemoryStorage } from '@foyer/core'
import { createFakeAdapter, devnet } from '@foyer/core/test'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { ConnectButton } from './components/ConnectButton.js'
import { NetworkButton } from './components/NetworkButton.js'
import { FoyerProvider } from './FoyerProvider.js'

test('default: a page with the provider and the buttons renders on a server, where there is no window', () => {
  expect(typeof window).toBe('undefined')
  expect(typeof document).toBe('undefined')
  const errors = vi.spyOn(console, 'error')
  const foyer = createFoyer({
    projectId: 'harbor',
    networks: [devnet],
    adapters: [createFakeAdapter()],
    storage: createMemoryStorage(),
  })
  const html = renderToString(
    <FoyerProvider foyer={foyer}>
      <header>
        <NetworkButton />
        <ConnectButton />
      </header>
    </FoyerProvider>,
  )
  expect(html).toContain('<header>')
  expect(html).toContain('foyer-')
  expect(errors).not.toHaveBeenCalled()
  foyer.destroy()
})
