import { DEVNET_CHAINS, type DevnetChainInfo } from '../chains.js'
import { type DeployedWorld, deployWorld } from '../deploy/deployWorld.js'
import { type RunningChain, type StartChainParameters, startChain } from './startChain.js'

export interface StartDevnetParameters {
  /** The chains to start; by default the two of DEVNET_CHAINS (31337 and 31338). */
  chains?: readonly { chainId: number; port?: number; name?: string }[]
  timeoutMs?: StartChainParameters['timeoutMs']
  onLog?: (line: string, chainId: number) => void
  /**
   * Deploys and seeds the local world's contracts on every chain once it has started (see deployWorld):
   * tokens, NFTs, swap pools, and a lived-in history for the dev accounts. False by default.
   */
  deploy?: boolean
}

export interface DevnetChain extends RunningChain {
  name: string
  nativeCurrency: DevnetChainInfo['nativeCurrency']
  /** The deployed contracts, when started with `deploy: true` (the same addresses on every chain). */
  world?: DeployedWorld
}

export interface Devnet {
  chains: DevnetChain[]
  /** Stops every chain and waits for their processes to exit. */
  stop(): Promise<void>
}

/**
 * Starts the local world's chains in parallel: 'Foyer Local' (31337) and 'Foyer Local B' (31338)
 * unless `chains` says otherwise. With `deploy: true`, deploys and seeds the contracts on each of them
 * (`chain.world`). If one chain fails to start or to deploy, every chain is stopped.
 *
 * @example
 * const devnet = await startDevnet()
 * window.__FOYER_DEVNET__ = { chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })) }
 * await devnet.stop()
 */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<Devnet> {
  const wanted: NonNullable<StartDevnetParameters['chains']> =
    parameters.chains ?? DEVNET_CHAINS.map((chain) => ({ chainId: chain.id }))
  const results = await Promise.allSettled(
    wanted.map((chain) =>
      startChain({
        chainId: chain.chainId,
        port: chain.port,
        timeoutMs: parameters.timeoutMs,
        onLog: parameters.onLog && ((line) => parameters.onLog?.(line, chain.chainId)),
      }),
    ),
  )
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(started.map((chain) => chain.stop()))
    throw failure.reason
  }
  const chains = started.map((chain, index): DevnetChain => {
    const info = DEVNET_CHAINS.find((known) => known.id === chain.chainId)
    return {
      ...chain,
      name: wanted[index]?.name ?? info?.name ?? `Chain ${chain.chainId}`,
      nativeCurrency: info?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }
  })
  const stop = async () => {
    await Promise.all(chains.map((chain) => chain.stop()))
  }
  if (parameters.deploy) {
    try {
      await Promise.all(
        chains.map(async (chain) => {
          chain.world = await deployWorld({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })
        }),
      )
    } catch (error) {
      await stop()
      throw error
    }
  }
  return { chains, stop }
}
