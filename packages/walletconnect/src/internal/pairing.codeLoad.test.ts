import { CodeLoadError } from '@foyer/core'
import { expect, test, vi } from 'vitest'
import { RelayUnreachableError } from '../errors.js'
import { createPairing } from './pairing.js'

// The WalletConnect SDK's code loads with the first connect or restore. When that download fails, the
// visitor is told that part of Foyer could not be downloaded, not that the relay is unreachable (it was
// never asked), and the next try downloads it again.
let downloads = 0
vi.mock('./initProvider.js', () => {
  downloads++
  if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module')
  return { initProvider: async () => ({ session: undefined }) }
})

test('error: an SDK that cannot be downloaded is a CodeLoadError, not the relay’s; the next restore loads it', async () => {
  const pairing = createPairing({ projectId: 'p', relayUrl: 'ws://127.0.0.1:1' })

  const failure = await pairing.restore({ networks: [] }).catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(CodeLoadError)
  expect(failure).not.toBeInstanceOf(RelayUnreachableError)

  await expect(pairing.restore({ networks: [] })).resolves.toBeUndefined()
  expect(downloads).toBe(2)
})
