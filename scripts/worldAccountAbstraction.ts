// ERC-4337 in the local world (issue #29): on each devnet chain, the account-abstraction contracts
// (EntryPoint v0.8, the Foyer account factory, the verifying paymaster), one alto bundler and one paymaster
// service. Their URLs are known at once (their ports are picked first), so the Foyer server's config can
// name them while they start, beside the world's other slow steps.
import { getFreePort } from '@foyer/devnet'
import { deployAccountAbstraction, startBundler, startPaymasterService } from '@foyer/devnet/aa'

export interface WorldSmartAccountsChain {
  chainId: number
  /** The chain's alto bundler (public: the login frame sends user operations there). */
  bundlerUrl: string
  /** The chain's ERC-7677 paymaster service (the Foyer server's `smartAccounts.paymasterUrl`). */
  paymasterUrl: string
}

export interface WorldAccountAbstraction {
  chains: WorldSmartAccountsChain[]
  /** Resolves once every chain's contracts are deployed and its bundler and paymaster service answer. */
  whenReady(): Promise<void>
  /** Waits for the starts under way, then stops every bundler and paymaster service that started. */
  stop(): Promise<void>
}

/**
 * Starts ERC-4337 on every chain, in the background: the ports first (the URLs are answered at once),
 * then, per chain and in parallel, deployAccountAbstraction followed by its bundler and its paymaster
 * service. A failure is reported by `whenReady()`; `stop()` cleans up what did start either way.
 *
 * @example
 * const aa = await startWorldAccountAbstraction(devnet.chains)
 * // …write aa.chains into the server's config, build the demo…
 * await aa.whenReady()
 */
export async function startWorldAccountAbstraction(
  chains: readonly { chainId: number; rpcUrl: string }[],
): Promise<WorldAccountAbstraction> {
  const planned = []
  for (const chain of chains)
    planned.push({ ...chain, bundlerPort: await getFreePort(), paymasterPort: await getFreePort() })
  const running: { stop(): Promise<void> }[] = []
  const keep = <T extends { stop(): Promise<void> }>(service: T) => {
    running.push(service)
    return service
  }
  // Never rejects (each result is kept): nothing is left unhandled while the world goes on starting.
  const settled = Promise.allSettled(
    planned.map(async ({ chainId, rpcUrl, bundlerPort, paymasterPort }) => {
      await deployAccountAbstraction({ rpcUrl, chainId })
      await Promise.all([
        startBundler({ rpcUrl, chainId, port: bundlerPort }).then(keep),
        startPaymasterService({ chains: [{ chainId, rpcUrl }], port: paymasterPort }).then(keep),
      ])
    }),
  )
  return {
    chains: planned.map(({ chainId, bundlerPort, paymasterPort }) => ({
      chainId,
      bundlerUrl: `http://127.0.0.1:${bundlerPort}`,
      paymasterUrl: `http://127.0.0.1:${paymasterPort}`,
    })),
    async whenReady() {
      const failure = (await settled).find((result) => result.status === 'rejected')
      if (failure) throw failure.reason
    },
    async stop() {
      await settled
      await Promise.all(running.splice(0).map((service) => service.stop()))
    },
  }
}
