// @vitest-environment node
import { createFoyer, createMemoryStorage } from '@foyer/core'
import { evmAdapter } from '@foyer/evm'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { ConnectButton } from './components/ConnectButton.js'
import { NetworkButton } from './components/NetworkButton.js'
import { FoyerProvider } from './FoyerProvider.js'

const devnet = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Foyer Local',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as const

test('default: a page with the provider and the buttons renders on a server, where there is no window', () => {
  expect(typeof window).toBe('undefined')
  expect(typeof document).toBe('undefined')
  const errors = vi.spyOn(console, 'error')
  const foyer = createFoyer({
    projectId: 'harbor',
    networks: [devnet],
    adapters: [evmAdapter()],
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
