import { createPublicClient, http } from 'viem'
import { describe, expect, test } from 'vitest'
import { startDevnet } from './startDevnet.js'

describe('startDevnet', () => {
  test('parameters: chains — names come from DEVNET_CHAINS; stop() stops them all', async () => {
    const devnet = await startDevnet({ chains: [{ chainId: 31338 }] })
    try {
      expect(devnet.chains).toHaveLength(1)
      const [chain] = devnet.chains
      expect(chain).toMatchObject({
        chainId: 31338,
        name: 'Foyer Local B',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrl: `http://127.0.0.1:${chain?.port}`,
      })
      const client = createPublicClient({ transport: http(chain?.rpcUrl, { retryCount: 0 }) })
      expect(await client.getChainId()).toBe(31338)
      await devnet.stop()
      await expect(client.getChainId()).rejects.toThrow()
    } finally {
      await devnet.stop()
    }
  }, 60_000)
})
