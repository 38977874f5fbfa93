// The local world: two Hardhat chains with the devnet contracts and ERC-4337 (an alto bundler and a paymaster
// service each), a local Solana ledger, the Foyer server (wallet directory,
// blockchain API with its indexer, analytics, RPC proxy) on an embedded PGlite, the dev wallets, and the
// demo site built against them. With `instances` of 2 or more (`npm start -- --instances 3`), that many
// Foyer server processes on a real PostgreSQL behind round-robin proxies instead (./cluster.ts).
// Used by `npm start` (run directly) and by the browser tests' global setup (startWorld()).
import { randomBytes } from 'node:crypto'
import { appendFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  buildDevWallet,
  buildMobileWallet,
  DEVNET_CHAINS,
  DEVNET_ONRAMP_FUNDER,
  type DevnetChain,
  getFreePort,
  type MailCatcher,
  type MobileWalletPageConfig,
  type RunningRelay,
  type SolanaLedger,
  startDevnet,
  startMailCatcher,
  startRelay,
  startSolanaLedger,
} from '@foyer/devnet'
import { DEVNET_ACCOUNT_ABSTRACTION } from '@foyer/devnet/aa'
import {
  buildFarcasterApp,
  deployFarcasterRegistries,
  type FarcasterRelay,
  farcasterAppHtml,
  farcasterDevUsers,
  startFarcasterRelay,
} from '@foyer/devnet/farcaster'
import { type IdentityProviders, startIdentityProviders } from '@foyer/devnet/identity'
import {
  createConsoleLogger,
  createFoyerServer,
  type FoyerServer,
  type Logger,
  type ServerConfig,
} from '@foyer/server'
import { build } from 'vite'
import { type Cluster, startCluster } from './cluster.js'
import { type DemoServer, startDemoServer } from './demo-server.js'
import { onStopSignal } from './runChild.mjs'
import {
  startWorldAccountAbstraction,
  type WorldAccountAbstraction,
  type WorldSmartAccountsChain,
} from './worldAccountAbstraction.js'

const root = join(fileURLToPath(import.meta.url), '..', '..')

export interface WorldParameters {
  demoPort?: number
  chainPorts?: number[]
  /** Port of the Foyer server; a free one by default. */
  apiPort?: number
  /** PGlite folder of the Foyer server; in memory by default. Unused by a cluster (its PostgreSQL is fresh). */
  dataDir?: string
  /**
   * Foyer server processes on one PostgreSQL behind a round-robin proxy (`apiPort`, `framePort`); 1 by
   * default: one server in this process on PGlite.
   */
  instances?: number
  devWallet?: boolean
  /** Port of the local WalletConnect relay; a free one by default. */
  relayPort?: number
  /** Port of the local Solana ledger; a free one by default. */
  solanaPort?: number
  /** Port of the secure login frame's origin (the Foyer server's second listener); a free one by default. */
  framePort?: number
  /** Where the demo is built; a fresh temporary folder by default (removed on stop), so that parallel runs never share one. */
  demoOutDir?: string
  quiet?: boolean
}

/** The demo's project on the Foyer server (its origins are the demo site's). */
export const DEMO_PROJECT_ID = 'foyer-demo'

export interface World {
  url: string
  /** The Foyer server's base URL (the demo's `apiUrl`); the API proxy's in a cluster. */
  apiUrl: string
  /** The local WalletConnect relay (the demo's `relayUrl`); the dev mobile wallet is at `${url}/wallet`. */
  relayUrl: string
  /** Bearer token of the server's GET /v1/analytics/events (fresh on every start). */
  analyticsToken: string
  /** The in-process Foyer server; undefined in a cluster (its servers are processes: `cluster`). */
  server: FoyerServer | undefined
  /** The Foyer servers' processes, their PostgreSQL and proxies, with `instances` of 2 or more. */
  cluster: Cluster | undefined
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** The local Solana ledger: its JSON-RPC URL and CAIP-2 network id. */
  solana: { rpcUrl: string; caipNetworkId: string }
  /** The secure login frame's page, on its own origin (the demo's `FOYER_FRAME_URL`). */
  frameUrl: string
  /** The mail catcher the server's email login sends to; the demo's inbox page (`/inbox/`) reads `httpUrl`. */
  mail: MailCatcher
  /**
   * The local identity providers (Google, Apple, GitHub, Discord, X, Facebook) of the server's social login
   * (`auth.social`): test users `alice` and `bob`.
   */
  identityProviders: IdentityProviders
  /**
   * Sign In With Farcaster: the local auth relay and the dev Farcaster app's page (`${url}/farcaster`,
   * users alice and bob), whose fids are registered on the first chain at Farcaster's registry addresses.
   */
  farcaster: { relayUrl: string; appUrl: string }
  /**
   * ERC-4337 on each devnet chain (issue #29): EntryPoint v0.8, the Foyer account factory and the verifying
   * paymaster, an alto bundler and a paymaster service per chain. The server's `smartAccounts` name them:
   * the embedded wallet's smart account is sponsored through the server's paymaster proxy.
   */
  accountAbstraction: WorldSmartAccountsChain[]
  stop(): Promise<void>
}

export async function buildDemo(
  chains: World['chains'],
  apiUrl: string,
  quiet = true,
  relayUrl = '',
  outDir = join(root, 'apps', 'demo', 'dist'),
): Promise<string> {
  process.env.FOYER_DEVNET_CHAINS = JSON.stringify(chains)
  process.env.FOYER_API_URL = apiUrl
  process.env.FOYER_RELAY_URL = relayUrl
  process.env.FOYER_PROJECT_ID = DEMO_PROJECT_ID
  const demoRoot = join(root, 'apps', 'demo')
  // The demo's page, then its other pages into the same folder (apps/demo/vite.config.ts says why).
  for (const pages of ['main', 'more', 'react18']) {
    process.env.FOYER_DEMO_PAGES = pages
    await build({
      root: demoRoot,
      configFile: join(demoRoot, 'vite.config.ts'),
      logLevel: quiet ? 'warn' : 'info',
      build: { outDir, emptyOutDir: pages === 'main' },
    })
  }
  delete process.env.FOYER_DEMO_PAGES
  return outDir
}

export async function startWorld(parameters: WorldParameters = {}): Promise<World> {
  const { chainPorts = [], devWallet = true, quiet = true } = parameters
  const temporaryOutDir = parameters.demoOutDir ? undefined : await mkdtemp(join(tmpdir(), 'foyer-demo-'))
  const outDir = parameters.demoOutDir ?? (temporaryOutDir as string)
  const removeOutDir = async () => {
    if (temporaryOutDir) await rm(temporaryOutDir, { recursive: true, force: true })
  }
  const devnet = await startDevnet({
    chains: DEVNET_CHAINS.map((chain, i) => ({ chainId: chain.id, port: chainPorts[i] })),
    deploy: true,
  })
  // ERC-4337 starts in the background (alto takes seconds): its URLs are known now, it is awaited with
  // the builds.
  let accountAbstraction: WorldAccountAbstraction | undefined
  let demo: DemoServer | undefined
  let servers: FoyerServers | undefined
  let relay: RunningRelay | undefined
  let ledger: SolanaLedger | undefined
  let mail: MailCatcher | undefined
  let idp: IdentityProviders | undefined
  let farcasterRelay: FarcasterRelay | undefined
  try {
    accountAbstraction = await startWorldAccountAbstraction(devnet.chains)
    // FOYER_RELAY_TRACE=<file>: every relay event, timestamped, appended to that file (a failing pairing's
    // topic can then be followed from the proposal to the settlement).
    const traceFile = process.env.FOYER_RELAY_TRACE
    relay = await startRelay({
      port: parameters.relayPort ?? 0,
      ...(traceFile
        ? { trace: (line: string) => appendFileSync(traceFile, `${new Date().toISOString()} ${line}\n`) }
        : {}),
    })
    ledger = await startSolanaLedger({ port: parameters.solanaPort ?? 0 })
    const chains = devnet.chains.map((c) => ({
      chainId: c.chainId,
      name: DEVNET_CHAINS.find((d) => d.id === c.chainId)?.name ?? `Chain ${c.chainId}`,
      rpcUrl: c.rpcUrl,
    }))
    const analyticsToken = randomBytes(16).toString('hex')
    // The demo's origin must be known before the server's project allowlist is written.
    const demoPort = parameters.demoPort || (await getFreePort())
    const demoOrigins = [`http://127.0.0.1:${demoPort}`, `http://localhost:${demoPort}`]
    // The email login: the frame's origin and the API's URL go into the server's `auth` section.
    const framePort = parameters.framePort || (await getFreePort())
    const apiPort = parameters.apiPort || (await getFreePort())
    mail = await startMailCatcher({ allowOrigins: demoOrigins, onError: quiet ? () => undefined : undefined })
    // The social login's providers accept the server's callback (its default, under `publicUrl`) alone.
    idp = await startIdentityProviders({
      redirectUris: [`http://127.0.0.1:${apiPort}/auth/v1/social/callback`],
    })
    // Sign In With Farcaster: the fids' registries on the first chain, and the relay whose channel links
    // open the dev Farcaster app on the demo site.
    const farcasterChain = devnet.chains[0]
    if (!farcasterChain) throw new Error('The devnet started no chain')
    await deployFarcasterRegistries({ rpcUrl: farcasterChain.rpcUrl, users: farcasterDevUsers })
    const farcasterAppUrl = `http://127.0.0.1:${demoPort}/farcaster`
    farcasterRelay = await startFarcasterRelay({ signInUrl: farcasterAppUrl })
    const instances = parameters.instances ?? 1
    const config = foyerServerConfig({
      devnetChains: devnet.chains,
      chains,
      ledger,
      demoOrigins,
      analyticsToken,
      mailSmtpPort: mail.smtpPort,
      identityProviders: idp,
      farcaster: { relayUrl: farcasterRelay.url, rpcUrl: farcasterChain.rpcUrl },
      smartAccounts: accountAbstraction.chains,
      apiPort,
      framePort,
      // A cluster's PostgreSQL is fresh on every start: so is its key.
      shareKey: await authShareKey(instances > 1 ? undefined : parameters.dataDir),
      ...(parameters.dataDir && instances === 1 ? { dataDir: parameters.dataDir } : {}),
    })
    servers = await startFoyerServers(config, { instances, apiPort, framePort, quiet })
    const { apiUrl, frameUrl } = servers
    process.env.FOYER_FRAME_URL = `${frameUrl}/`
    process.env.FOYER_MAIL_URL = mail.httpUrl
    const relayUrl = relay.url
    process.env.FOYER_SOLANA = JSON.stringify({ rpcUrl: ledger.url, caipNetworkId: ledger.caipNetworkId })
    const [bundlePath, dist, mobileWalletPath, farcasterAppPath] = await Promise.all([
      devWallet ? buildDevWallet() : Promise.resolve(''),
      buildDemo(chains, apiUrl, quiet, relayUrl, outDir),
      buildMobileWallet(),
      buildFarcasterApp(),
      accountAbstraction.whenReady(),
    ])
    demo = await startDemoServer({
      dist,
      port: demoPort,
      devWallet: devWallet ? { config: { chains, solana: { rpcUrl: ledger.url } }, bundlePath } : undefined,
      // The mobile wallet knows the first chain only: the site must add the others (wallet_addEthereumChain).
      // It also holds the Solana ledger's dev accounts #4 and #6 on the ledger's cluster (the demo's network).
      mobileWallet: {
        config: {
          relayUrl,
          chains,
          knownChainIds: chains.slice(0, 1).map((chain) => chain.chainId),
          solana: { chains: [{ caipNetworkId: ledger.caipNetworkId, rpcUrl: ledger.url }] },
        } satisfies MobileWalletPageConfig,
        bundlePath: mobileWalletPath,
      },
      farcasterApp: {
        html: farcasterAppHtml({
          config: {
            relayUrl: farcasterRelay.url,
            authKey: farcasterRelay.authKey,
            users: farcasterDevUsers,
            rpcUrl: farcasterChain.rpcUrl,
          },
        }),
        bundlePath: farcasterAppPath,
      },
    })
    const started = demo
    const foyer = servers
    const runningRelay = relay
    const runningLedger = ledger
    const runningMail = mail
    const runningIdp = idp
    const runningFarcasterRelay = farcasterRelay
    const runningAccountAbstraction = accountAbstraction
    return {
      url: started.url,
      apiUrl,
      relayUrl,
      analyticsToken,
      server: foyer.server,
      cluster: foyer.cluster,
      chains,
      solana: { rpcUrl: runningLedger.url, caipNetworkId: runningLedger.caipNetworkId },
      frameUrl: `${frameUrl}/`,
      mail: runningMail,
      identityProviders: runningIdp,
      farcaster: { relayUrl: runningFarcasterRelay.url, appUrl: farcasterAppUrl },
      accountAbstraction: runningAccountAbstraction.chains,
      async stop() {
        await started.stop()
        await foyer.stop()
        await runningAccountAbstraction.stop()
        await runningFarcasterRelay.stop()
        await runningIdp.close()
        await runningMail.stop()
        await runningRelay.stop()
        await runningLedger.stop()
        await devnet.stop()
        await removeOutDir()
      },
    }
  } catch (error) {
    await demo?.stop()
    await servers?.stop()
    await accountAbstraction?.stop()
    await farcasterRelay?.stop()
    await idp?.close()
    await mail?.stop()
    await relay?.stop()
    await ledger?.stop()
    await devnet.stop()
    await removeOutDir()
    throw error
  }
}

/** The world's Foyer server(s), one in this process or a cluster, as the demo reaches them. */
interface FoyerServers {
  apiUrl: string
  frameUrl: string
  server: FoyerServer | undefined
  cluster: Cluster | undefined
  stop(): Promise<void>
}

/**
 * One Foyer server in this process (what the browser tests and a plain `npm start` run), or, with
 * `instances` of 2 or more, that many server processes on a real PostgreSQL behind round-robin proxies on
 * the same ports (./cluster.ts): the same config either way.
 */
async function startFoyerServers(
  config: ServerConfig,
  options: { instances: number; apiPort: number; framePort: number; quiet: boolean },
): Promise<FoyerServers> {
  const { instances, apiPort, framePort, quiet } = options
  if (instances > 1) {
    const cluster = await startCluster({
      instances,
      config,
      apiPort,
      framePort,
      // Ctrl+C reaches the instances too, and they exit with 0: only a crash or a kill is news.
      onInstanceExit: (instance, code) => {
        if (code !== 0)
          console.error(`Foyer instance ${instance.url} exited (${code}); the others go on serving.`)
      },
      ...(quiet
        ? {}
        : { onInstanceLog: (instance: number, line: string) => console.log(`[foyer ${instance}] ${line}`) }),
    })
    return {
      apiUrl: cluster.apiUrl,
      frameUrl: cluster.frameUrl ?? '',
      server: undefined,
      cluster,
      stop: cluster.stop,
    }
  }
  const server = await createFoyerServer(config, { logger: quiet ? quietLogger : createConsoleLogger() })
  try {
    const { url: apiUrl } = await server.listen({ port: apiPort })
    const { url: frameUrl } = await server.listenFrame({ port: framePort })
    return { apiUrl, frameUrl, server, cluster: undefined, stop: () => server.close() }
  } catch (error) {
    await server.close()
    throw error
  }
}

interface FoyerServerConfigParameters {
  devnetChains: DevnetChain[]
  chains: World['chains']
  ledger: SolanaLedger
  /** The demo site's origins (the project's allowlist). */
  demoOrigins: string[]
  analyticsToken: string
  mailSmtpPort: number
  /** The social login's providers (their endpoints and the server's client registrations). */
  identityProviders: IdentityProviders
  /** Sign In With Farcaster: the auth relay and the chain where the fids are registered. */
  farcaster: { relayUrl: string; rpcUrl: string }
  /** ERC-4337 per devnet chain: its bundler and its paymaster service. */
  smartAccounts: WorldSmartAccountsChain[]
  /** The ports the API and the login frame are reached on (a cluster's proxies). */
  apiPort: number
  framePort: number
  shareKey: string
  /** PGlite folder; in memory without it (a cluster replaces the database by its PostgreSQL). */
  dataDir?: string
}

/** Bitcoin and Polkadot networks, which the server serves for sign-in (SIWX) only. */
const signInNetworks = [
  { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', name: 'Bitcoin' },
  { caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba', name: 'Bitcoin Testnet' },
  { caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c', name: 'Bitcoin Signet' },
  { caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', name: 'Polkadot' },
  { caipNetworkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f', name: 'Kusama' },
  { caipNetworkId: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e', name: 'Westend' },
]

/**
 * The world's Foyer server config, built once whether one server runs in this process or a cluster of
 * them runs behind proxies (every instance then gets the same config, so the same auth `shareKey`).
 */
function foyerServerConfig(parameters: FoyerServerConfigParameters): ServerConfig {
  const { devnetChains, chains, ledger, apiPort, framePort } = parameters
  return {
    projects: [{ id: DEMO_PROJECT_ID, origins: parameters.demoOrigins }],
    chains: [
      ...devnetChains.map((chain, i) => ({
        caipNetworkId: `eip155:${chain.chainId}`,
        name: chains[i]?.name ?? `Chain ${chain.chainId}`,
        rpcUrl: chain.rpcUrl,
        ...(chain.world ? { contracts: chain.world.contracts } : {}),
        ...smartAccountsOf(parameters.smartAccounts, chain.chainId),
      })),
      // The Solana ledger has no pool: fUSD is the stablecoin, SOL and FOY are priced here.
      {
        caipNetworkId: ledger.caipNetworkId,
        name: 'Foyer Solana Local',
        rpcUrl: ledger.url,
        solana: {
          tokens: ledger.tokens.map((token) =>
            token.symbol === 'FOY' ? { ...token, usdPrice: 0.5 } : token,
          ),
          nativeUsdPrice: 150,
        },
      },
      // Sign-in only (no RPC): the families/ page's Bitcoin and Polkadot accounts sign in against the
      // server. The networks of @foyer/bitcoin and @foyer/polkadot.
      ...signInNetworks,
    ],
    onramp: { funderPrivateKey: DEVNET_ONRAMP_FUNDER.privateKey },
    analytics: { enabled: true, readToken: parameters.analyticsToken },
    ...(parameters.dataDir ? { database: { dataDir: parameters.dataDir } } : {}),
    auth: {
      smtp: { host: '127.0.0.1', port: parameters.mailSmtpPort },
      from: 'Foyer Demo <no-reply@foyer.test>',
      shareKey: parameters.shareKey,
      // The demo loads the frame from 127.0.0.1; a page on localhost may load it from localhost (same
      // site: Chromium refuses a cross-site frame its IndexedDB).
      frameOrigins: [`http://127.0.0.1:${framePort}`, `http://localhost:${framePort}`],
      publicUrl: `http://127.0.0.1:${apiPort}`,
      // Every page and browser test here is one client address (127.0.0.1): the public default of 20
      // code mails an hour would run out within one test run.
      otpRequestsPerHour: 2_000,
      // The devnet's providers; the callback is the default one, `${publicUrl}/auth/v1/social/callback`.
      social: { providers: { ...parameters.identityProviders.providers, farcaster: parameters.farcaster } },
    },
    // The local chains mine a block per transaction: follow them closely.
    indexer: { enabled: true, pollIntervalMs: 250 },
  }
}

/**
 * A devnet chain's `smartAccounts`: its bundler, the Foyer account factory and its paymaster service. Every
 * page and browser test here sponsors from a handful of accounts: the public default of 30 signed
 * sponsorships per user and hour would run out within a test run.
 */
function smartAccountsOf(chains: readonly WorldSmartAccountsChain[], chainId: number) {
  const chain = chains.find((entry) => entry.chainId === chainId)
  if (!chain) return {}
  return {
    smartAccounts: {
      bundlerUrl: chain.bundlerUrl,
      factory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory,
      paymasterUrl: chain.paymasterUrl,
      sponsorship: { maxOperationsPerHour: 1_000 },
    },
  }
}

/** Errors only: the tests provoke warnings (unreachable networks, rejected requests) on purpose. */
const quietLogger: Logger = {
  error: (message, fields) => console.error(message, fields ?? ''),
  warn: () => undefined,
  info: () => undefined,
}

/**
 * The email login's `shareKey` (it seals the stored key shares and keys the code hashes). With a database
 * that persists (`dataDir`), the key persists too, beside that folder and not in it (the server's threat
 * model: keep it out of the database's backups), so that accounts made in one run still open in the next;
 * without one, a fresh key per start.
 */
async function authShareKey(dataDir: string | undefined): Promise<string> {
  if (!dataDir) return randomBytes(32).toString('hex')
  const file = join(dirname(dataDir), 'auth-share-key')
  try {
    const kept = (await readFile(file, 'utf8')).trim()
    if (/^[0-9a-f]{64}$/.test(kept)) return kept
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const key = randomBytes(32).toString('hex')
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, `${key}\n`, { mode: 0o600 })
  return key
}

/** The preferred port when it is free, else 0 (any free port): `npm start` must not fail on a busy port. */
function preferred(port: number): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(0))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(port)))
  })
}

/** The printout's line about the Foyer server: one on PGlite, or a cluster's instances on PostgreSQL. */
function describeFoyerServers(world: World, dataDir: string): string {
  if (!world.cluster)
    return `Foyer server: ${world.apiUrl} (project ${DEMO_PROJECT_ID}, PGlite in ${dataDir})`
  const { instances, databaseUrl } = world.cluster
  const urls = instances.map((instance) => instance.url).join(', ')
  return `Foyer servers: ${instances.length} instances on PostgreSQL ${databaseUrl} behind ${world.apiUrl} (project ${DEMO_PROJECT_ID}; instances ${urls})`
}

/** `npm start -- --instances N`: N Foyer server processes on PostgreSQL (a cluster) when N ≥ 2; 1 by default. */
function parseStartArgs(argv: string[]): { instances: number } {
  const { values } = parseArgs({ args: argv, options: { instances: { type: 'string', default: '1' } } })
  const instances = Number(values.instances)
  if (!Number.isInteger(instances) || instances < 1)
    throw new RangeError(`--instances must be a whole number of 1 or more, not "${values.instances}"`)
  return { instances }
}

async function main() {
  const { instances } = parseStartArgs(process.argv.slice(2))
  // Until the world is up, Ctrl+C exits at once, through the 'exit' handlers (a cluster's PostgreSQL
  // runs in a session of its own, which Ctrl+C does not reach: its handler stops it).
  const offExitNow = onStopSignal(() => process.exit(130))
  const [demoPort, apiPort, solanaPort, framePort, ...chainPorts] = await Promise.all(
    [Number(process.env.PORT ?? 5173), 8787, 8899, 8788, 8545, 8546].map(preferred),
  )
  // The server's database persists between runs (analytics, names, sessions). The chains are fresh on
  // every start: the indexer sees that the blocks it stored are gone and indexes the new chain again.
  const dataDir = join(root, '.foyer', 'demo-db')
  const world = await startWorld({
    demoPort,
    apiPort,
    chainPorts,
    solanaPort,
    framePort,
    dataDir,
    instances,
    demoOutDir: join(root, 'apps', 'demo', 'dist'),
    quiet: false,
  })
  offExitNow()
  console.log('\n  Foyer demo is running\n')
  console.log(`  ➜  Demo site:   ${world.url}`)
  console.log(`  ➜  ${describeFoyerServers(world, dataDir)}`)
  console.log(
    `  ➜  Analytics: GET ${world.apiUrl}/v1/analytics/events with Authorization: Bearer ${world.analyticsToken}`,
  )
  console.log(`  ➜  WalletConnect: relay ${world.relayUrl}, dev mobile wallet at ${world.url}/wallet`)
  for (const chain of world.chains) {
    console.log(`  ➜  ${chain.name} (chain ${chain.chainId}): ${chain.rpcUrl}`)
    const aa = world.accountAbstraction.find((entry) => entry.chainId === chain.chainId)
    if (aa)
      console.log(
        `       ERC-4337: bundler ${aa.bundlerUrl}, paymaster service ${aa.paymasterUrl} (sponsored through ${world.apiUrl}/auth/v1/paymaster/${chain.chainId})`,
      )
  }
  console.log(`  ➜  Foyer Solana Local (${world.solana.caipNetworkId}): ${world.solana.rpcUrl}`)
  console.log(
    `  ➜  Email login: secure frame ${world.frameUrl}, mails at ${world.url}/inbox/ (SMTP catcher 127.0.0.1:${world.mail.smtpPort})`,
  )
  console.log(
    `  ➜  Social login: local Google, Apple, GitHub, Discord, X and Facebook at ${world.identityProviders.url} (users alice, bob)`,
  )
  console.log(
    `  ➜  Farcaster: auth relay ${world.farcaster.relayUrl}, dev Farcaster app at ${world.farcaster.appUrl} (users alice, bob)`,
  )
  console.log('\n  The Foyer Dev Wallet and Lantern Dev Wallet are injected into the page like extensions;')
  console.log(
    '  approve or reject their requests in the panel at the bottom left. Ctrl+C stops everything.\n',
  )
  onStopSignal(async () => {
    try {
      await world.stop()
      process.exit(0)
    } catch (error) {
      console.error(error)
      process.exit(1)
    }
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
