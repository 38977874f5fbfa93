import { CodeLoadError } from '@foyer/core'
import { expect, test, vi } from 'vitest'
import { walletConnect } from './walletConnect.js'

// The pairing's code loads with the first connect. Offline after the page loaded (or mid-deploy) that
// download fails: the connect rejects with a CodeLoadError, and the next connect downloads it again
// instead of meeting the same failed load forever.
let downloads = 0
vi.mock('./internal/pairing.js', () => {
  downloads++
  if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module')
  return {
    createPairing: () => ({ connect: async () => ({ accounts: ['eip155:1:0xabc'] }) }),
  }
})

test('error: a pairing that cannot be downloaded is a CodeLoadError; the next connect loads it again', async () => {
  const connector = walletConnect({ projectId: 'p', relayUrl: 'ws://127.0.0.1:1' })
  const connect = () => connector.connect({} as Parameters<typeof connector.connect>[0])

  const failure = await connect().then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(failure).toBeInstanceOf(CodeLoadError)
  expect(failure).toMatchObject({
    code: 'CODE_LOAD_FAILED',
    shortMessage: 'Part of Foyer could not be downloaded. Check the connection, then try again.',
  })

  await expect(connect()).resolves.toEqual({ accounts: ['eip155:1:0xabc'] })
  expect(downloads).toBe(2)
})
