import { createPublicClient, erc20Abi, http } from 'viem'
import { describe, expect, test } from 'vitest'
import { startDevnet } from '../chain/startDevnet.js'
import { DEVNET_NFTS, DEVNET_SWAP, DEVNET_TOKENS } from './devnetContracts.js'
import { hardhatAccounts } from './hardhatAccounts.js'

describe('startDevnet', () => {
  test('parameters: deploy — every chain gets the world at the fixed addresses', async () => {
    const devnet = await startDevnet({ chains: [{ chainId: 31338 }], deploy: true })
    try {
      const [chain] = devnet.chains
      expect(chain?.world).toEqual({
        chainId: 31338,
        deployer: hardhatAccounts[9].address,
        contracts: {
          tokens: DEVNET_TOKENS,
          nfts: DEVNET_NFTS,
          weth: DEVNET_SWAP.weth,
          factory: DEVNET_SWAP.factory,
          router: DEVNET_SWAP.router,
          pairs: DEVNET_SWAP.pairs,
        },
        blockNumber: expect.any(Number),
      })
      const client = createPublicClient({ transport: http(chain?.rpcUrl) })
      const fUSD = DEVNET_TOKENS[0]!
      const balance = await client.readContract({
        address: fUSD.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [hardhatAccounts[0].address],
      })
      // The same as on 31337 (deployWorld.test.ts): the seeding does not depend on the chain.
      expect(balance).toBe(2_477_500_000n)
      expect(await client.getBalance({ address: hardhatAccounts[0].address })).toBe(10_000n * 10n ** 18n)
    } finally {
      await devnet.stop()
    }
  }, 60_000)
})
