// The local world: two Hardhat chains, the dev wallets, and the demo site built against them.
// Used by `npm start` (run directly) and by the browser tests' global setup (startWorld()).
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildDevWallet, DEVNET_CHAINS, startDevnet } from '@foyer/devnet'
import { build } from 'vite'
import { type DemoServer, startDemoServer } from './demo-server.js'

const root = join(fileURLToPath(import.meta.url), '..', '..')

export interface WorldParameters {
  demoPort?: number
  chainPorts?: number[]
  devWallet?: boolean
  /** Reuse an existing apps/demo/dist instead of building. */
  skipBuild?: boolean
  quiet?: boolean
}

export interface World {
  url: string
  chains: { chainId: number; name: string; rpcUrl: string }[]
  stop(): Promise<void>
}

export async function buildDemo(chains: World['chains'], quiet = true): Promise<string> {
  process.env.FOYER_DEVNET_CHAINS = JSON.stringify(chains)
  const demoRoot = join(root, 'apps', 'demo')
  await build({
    root: demoRoot,
    configFile: join(demoRoot, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
  })
  return join(demoRoot, 'dist')
}

export async function startWorld(parameters: WorldParameters = {}): Promise<World> {
  const { demoPort = 0, chainPorts = [], devWallet = true, quiet = true } = parameters
  const devnet = await startDevnet({
    chains: DEVNET_CHAINS.map((chain, i) => ({ chainId: chain.id, port: chainPorts[i] })),
  })
  let server: DemoServer | undefined
  try {
    const chains = devnet.chains.map((c) => ({
      chainId: c.chainId,
      name: DEVNET_CHAINS.find((d) => d.id === c.chainId)?.name ?? `Chain ${c.chainId}`,
      rpcUrl: c.rpcUrl,
    }))
    const [bundlePath, dist] = await Promise.all([
      devWallet ? buildDevWallet() : Promise.resolve(''),
      buildDemo(chains, quiet),
    ])
    server = await startDemoServer({
      dist,
      port: demoPort,
      devWallet: devWallet ? { config: { chains }, bundlePath } : undefined,
    })
    const started = server
    return {
      url: started.url,
      chains,
      async stop() {
        await started.stop()
        await devnet.stop()
      },
    }
  } catch (error) {
    await server?.stop()
    await devnet.stop()
    throw error
  }
}

/** The preferred port when it is free, else 0 (any free port): `npm start` must not fail on a busy port. */
function preferred(port: number): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(0))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(port)))
  })
}

async function main() {
  const [demoPort, ...chainPorts] = await Promise.all(
    [Number(process.env.PORT ?? 5173), 8545, 8546].map(preferred),
  )
  const world = await startWorld({ demoPort, chainPorts, quiet: false })
  console.log('\n  Foyer demo is running\n')
  console.log(`  ➜  Demo site:   ${world.url}`)
  for (const chain of world.chains)
    console.log(`  ➜  ${chain.name} (chain ${chain.chainId}): ${chain.rpcUrl}`)
  console.log('\n  The Foyer Dev Wallet and Lantern Dev Wallet are injected into the page like extensions;')
  console.log(
    '  approve or reject their requests in the panel at the bottom left. Ctrl+C stops everything.\n',
  )
  const stop = async () => {
    await world.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
