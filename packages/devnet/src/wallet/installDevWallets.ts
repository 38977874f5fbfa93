import { createMemoryStorage } from '@foyer/core'
import { registerWallet } from '@wallet-standard/wallet'
import { devAccounts } from '../accounts.js'
import { DEVNET_CHAINS } from '../chains.js'
import { hardhatAccounts } from '../deploy/hardhatAccounts.js'
import { setDevnetLocale, t } from '../t.js'
import { announceProviders } from './announceProviders.js'
import { type ApprovalQueue, createApprovalQueue } from './createApprovalQueue.js'
import { createDevWallet, type DevWallet } from './createDevWallet.js'
import { DevWalletControlError } from './errors.js'
import {
  foyerDevWalletIcon,
  foyerSolanaDevWalletIcon,
  lanternDevWalletIcon,
  lanternSolanaDevWalletIcon,
} from './icons.js'
import { mountApprovalPanel } from './mountApprovalPanel.js'
import { randomUuid } from './randomUuid.js'
import { readPageConfig } from './readPageConfig.js'
import {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  type SolanaDevWallet,
  type SolanaDevWalletChain,
} from './solana/createSolanaDevWallet.js'
import { solanaDevSeed } from './solana/solanaDevSeeds.js'
import type { ApprovalMode, DevnetPageConfig, KeyValueStorage, PendingRequest, WalletInfo } from './types.js'

/** `window.foyerDevWallet`: drive the dev wallets from tests without clicking. */
export interface DevWalletControls {
  readonly wallets: readonly WalletInfo[]
  /** Sets the approval mode of one wallet (by rdns) or of all. Waiting requests follow the new mode. */
  setMode(mode: ApprovalMode, rdns?: string): void
  getMode(rdns?: string): ApprovalMode
  /** The requests waiting for approval, oldest first. */
  pending(): PendingRequest[]
  /** Approves the oldest waiting request (or `id`), waiting up to `timeoutMs` (5000) for one to arrive. */
  approve(options?: { id?: number; timeoutMs?: number }): Promise<PendingRequest>
  /** Rejects (4001) the oldest waiting request (or `id`), waiting up to `timeoutMs` (5000) for one. */
  reject(options?: { id?: number; timeoutMs?: number }): Promise<PendingRequest>
  /** The wallet (all by default) disappears: requests fail with 4900, it emits disconnect, stops announcing. */
  vanish(rdns?: string): void
  /** The wallet (all by default) locks: eth_accounts → [], emits accountsChanged([]). */
  lock(rdns?: string): void
  /** The user switches chain in the wallet (all by default): emits chainChanged. */
  switchChainFromWallet(chainId: number, rdns?: string): void
  /** Removes the wallets, the panel and the listeners (tests). */
  uninstall(): void
}

export interface InstallDevWalletsParameters {
  window: Window
  /** Defaults to `window.__FOYER_DEVNET__` (+ `?devwallet=<mode>`). */
  config?: DevnetPageConfig
  /** Defaults to window.localStorage (memory when unavailable). */
  storage?: KeyValueStorage
  fetch?: typeof fetch
}

type DevnetWindow = Window & { ethereum?: unknown; foyerDevWallet?: DevWalletControls }

const FOYER = 'dev.foyer.wallet'
const LANTERN = 'dev.foyer.lantern'
const SOLANA = 'dev.foyer.solana'
const SOLANA_NAME = 'Foyer Solana Dev Wallet'
const LANTERN_NAME = 'Lantern Dev Wallet'
/**
 * Lantern's Solana account: the ledger's dev account #2 (1000 SOL and 10 000 fUSD and FOY at genesis,
 * and a seed history), which the Foyer Solana Dev Wallet (#0, #1) does not hold; #2 on the EVM side too.
 */
const LANTERN_SOLANA_ACCOUNT = 2

type SolanaIcon = CreateSolanaDevWalletParameters['icon']

/**
 * Installs the dev wallets in the page like browser extensions: 'Foyer Dev Wallet'
 * (dev.foyer.wallet, accounts #0 and #1, knows only the first chain at first, also `window.ethereum`)
 * and 'Lantern Dev Wallet' (dev.foyer.lantern, account #2, knows every chain), announced with EIP-6963.
 * With `config.solana`, the Wallet Standard gets 'Foyer Solana Dev Wallet' (dev.foyer.solana, the
 * ledger's accounts #0 and #1) and Lantern's Solana side (the ledger's account #2): one product on two
 * chain families, like Phantom, with the same name, icon, approval mode, panel and fate (vanish,
 * enabled) as its EVM side. Mounts the approval panel and sets `window.foyerDevWallet`. No network
 * request.
 */
export function installDevWallets(parameters: InstallDevWalletsParameters): DevWalletControls {
  const target = parameters.window as DevnetWindow
  if (target.foyerDevWallet) return target.foyerDevWallet
  // Like a wallet extension, the dev wallets speak the browser's language, not the site's.
  setDevnetLocale(target.navigator?.languages ?? [])
  const config = parameters.config ?? readPageConfig(target)
  const approvals = createApprovalQueue({ mode: config.mode ?? 'ask' })
  const storage = parameters.storage ?? pageStorage(target)
  const chains = config.chains.map((chain) => ({
    nativeCurrency: DEVNET_CHAINS.find((known) => known.id === chain.chainId)?.nativeCurrency,
    ...chain,
  }))
  const firstChainId = chains[0]?.chainId
  const definitions = [
    {
      rdns: FOYER,
      name: 'Foyer Dev Wallet',
      icon: foyerDevWalletIcon,
      keys:
        config.account === undefined
          ? [devAccounts[0]!.privateKey, devAccounts[1]!.privateKey]
          : [hardhatAccounts[config.account]!.privateKey],
      knownChainIds: firstChainId === undefined ? [] : [firstChainId],
    },
    {
      rdns: LANTERN,
      name: LANTERN_NAME,
      icon: lanternDevWalletIcon,
      keys: [devAccounts[2]!.privateKey],
      knownChainIds: chains.map((chain) => chain.chainId),
    },
  ]
  const wallets: DevWallet[] = definitions
    .filter((definition) => config.wallets?.[definition.rdns]?.enabled !== false)
    .map((definition) => {
      const settings = config.wallets?.[definition.rdns]
      if (settings?.mode) approvals.setMode(settings.mode, definition.rdns)
      return createDevWallet({
        info: {
          uuid: randomUuid(target.crypto),
          name: definition.name,
          icon: definition.icon,
          rdns: definition.rdns,
        },
        privateKeys: definition.keys,
        chains,
        knownChainIds: settings?.knownChainIds ?? definition.knownChainIds,
        storage,
        origin: target.location.origin,
        approvals,
        fetch: parameters.fetch,
      })
    })

  const legacy = wallets.find((wallet) => wallet.info.rdns === FOYER)
  if (legacy && target.ethereum === undefined) {
    Object.defineProperty(target, 'ethereum', { value: legacy.provider, configurable: true, writable: true })
  }
  const stopAnnouncing = announceProviders(target, wallets)
  // The Solana dev wallets register through the Wallet Standard, as Solana wallets do.
  const solanaDefinitions: {
    rdns: string
    name: string
    icon: SolanaIcon
    accounts: number[]
    authorizedKey?: string
    approvedElsewhere?: () => Promise<boolean>
  }[] = [
    {
      rdns: SOLANA,
      name: SOLANA_NAME,
      icon: foyerSolanaDevWalletIcon,
      accounts: [0, 1],
    },
    {
      // Lantern's second family: its requests queue under Lantern's rdns (same panel, same mode); its
      // authorisation has a key of its own, since Lantern's EVM side keeps its accounts under the rdns's.
      rdns: LANTERN,
      name: LANTERN_NAME,
      icon: lanternSolanaDevWalletIcon,
      accounts: [LANTERN_SOLANA_ACCOUNT],
      authorizedKey: `foyer-devwallet:${LANTERN}:solana:authorized`,
      // One approval covers both families, as in Phantom: a site Lantern's EVM side approved gets the
      // Solana account without a second prompt.
      approvedElsewhere: async () => {
        const evm = wallets.find((wallet) => wallet.info.rdns === LANTERN)
        if (!evm || evm.vanished) return false
        const accounts = await evm.provider.request({ method: 'eth_accounts' }).catch(() => [])
        return Array.isArray(accounts) && accounts.length > 0
      },
    },
  ]
  const solanaWallets: { rdns: string; dev: SolanaDevWallet }[] = []
  const solanaChains: SolanaDevWalletChain[] = config.solana
    ? [{ chain: 'solana:localnet', rpcUrl: config.solana.rpcUrl }]
    : []
  for (const definition of solanaChains.length > 0 ? solanaDefinitions : []) {
    if (config.wallets?.[definition.rdns]?.enabled === false) continue
    const settings = config.wallets?.[definition.rdns]
    if (settings?.mode) approvals.setMode(settings.mode, definition.rdns)
    const dev = createSolanaDevWallet({
      name: definition.name,
      icon: definition.icon,
      rdns: definition.rdns,
      seeds: () => Promise.all(definition.accounts.map((index) => solanaDevSeed(index))),
      chains: solanaChains,
      storage,
      authorizedKey: definition.authorizedKey,
      ...(definition.approvedElsewhere ? { approvedElsewhere: definition.approvedElsewhere } : {}),
      origin: target.location.origin,
      approvals,
      fetch: parameters.fetch,
    })
    // Like an extension, it stays registered for the page's life (the standard has no unregister for
    // wallets); uninstall makes it vanish instead.
    registerWallet(dev.wallet)
    solanaWallets.push({ rdns: definition.rdns, dev })
  }
  const foyerSolana = solanaWallets.some((wallet) => wallet.rdns === SOLANA)
  // Lantern's Solana side shares its EVM side's panel entry.
  const panelWallets = [
    ...wallets.map((wallet) => wallet.info),
    ...(foyerSolana ? [{ name: SOLANA_NAME, rdns: SOLANA, icon: foyerSolanaDevWalletIcon }] : []),
  ]
  const unmount = config.panel === false ? () => undefined : mountWhenReady(target, approvals, panelWallets)

  const pick = (rdns?: string) => {
    if (rdns === undefined) return wallets
    if (rdns === SOLANA && foyerSolana) return []
    const found = wallets.filter((wallet) => wallet.info.rdns === rdns)
    if (found.length === 0)
      throw new DevWalletControlError('UNKNOWN_WALLET', t('controls.unknownWallet', { rdns }))
    return found
  }
  const settle =
    (action: 'approve' | 'reject') =>
    async (options: { id?: number; timeoutMs?: number } = {}) => {
      const timeoutMs = options.timeoutMs ?? 5000
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const done = approvals[action](options.id)
        if (done) return done
        if (Date.now() >= deadline) {
          throw new DevWalletControlError('NO_PENDING_REQUEST', t('controls.noPending', { ms: timeoutMs }))
        }
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    }

  const controls: DevWalletControls = {
    wallets: panelWallets.map((wallet) => ({
      uuid: wallets.find((item) => item.info.rdns === wallet.rdns)?.info.uuid ?? wallet.rdns,
      ...wallet,
    })),
    setMode: (mode, rdns) => {
      if (rdns !== undefined) pick(rdns)
      approvals.setMode(mode, rdns)
    },
    getMode: (rdns = FOYER) => approvals.getMode(rdns),
    pending: () => approvals.pending(),
    approve: settle('approve'),
    reject: settle('reject'),
    vanish(rdns) {
      // Checked first: an unknown rdns throws before anything vanishes.
      const evm = pick(rdns)
      for (const solana of solanaWallets) if (rdns === undefined || rdns === solana.rdns) solana.dev.vanish()
      for (const wallet of evm) {
        wallet.vanish()
        if (target.ethereum === wallet.provider) Reflect.deleteProperty(target, 'ethereum')
      }
    },
    lock(rdns) {
      for (const wallet of pick(rdns)) wallet.lock()
    },
    switchChainFromWallet(chainId, rdns) {
      for (const wallet of pick(rdns)) wallet.switchChainFromWallet(chainId)
    },
    uninstall() {
      stopAnnouncing()
      for (const solana of solanaWallets) solana.dev.vanish()
      unmount()
      if (legacy && target.ethereum === legacy.provider) Reflect.deleteProperty(target, 'ethereum')
      Reflect.deleteProperty(target, 'foyerDevWallet')
    },
  }
  Object.defineProperty(target, 'foyerDevWallet', { value: controls, configurable: true, writable: true })
  return controls
}

function pageStorage(target: Window): KeyValueStorage {
  try {
    const storage = target.localStorage
    storage.getItem('foyer-devwallet:probe')
    return storage
  } catch (error) {
    console.warn(t('config.noStorage'), error)
    return createMemoryStorage()
  }
}

function mountWhenReady(
  target: Window,
  approvals: ApprovalQueue,
  wallets: readonly Pick<WalletInfo, 'name' | 'rdns' | 'icon'>[],
): () => void {
  const document = target.document
  let unmount: (() => void) | undefined
  let cancelled = false
  const mount = () => {
    if (cancelled || unmount) return
    unmount = mountApprovalPanel({ document, approvals, wallets })
  }
  if (document.body) mount()
  else document.addEventListener('DOMContentLoaded', mount, { once: true })
  return () => {
    cancelled = true
    document.removeEventListener('DOMContentLoaded', mount)
    unmount?.()
  }
}
