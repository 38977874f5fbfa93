import { createMemoryStorage } from '@foyer/core'
import { DEVNET_CHAINS } from '../chains.js'
import { setDevnetLocale, t } from '../t.js'
import { announceProviders } from './announceProviders.js'
import { type ApprovalQueue, createApprovalQueue } from './createApprovalQueue.js'
import { createEvmDevWallets } from './createEvmDevWallets.js'
import { FOYER, SOLANA, SOLANA_NAME } from './devWalletNames.js'
import { DevWalletControlError } from './errors.js'
import type { DevFamilyInstaller } from './familyInstaller.js'
import { foyerSolanaDevWalletIcon } from './icons.js'
import { mountApprovalPanel } from './mountApprovalPanel.js'
import { readPageConfig } from './readPageConfig.js'
import { registerSolanaDevWallets } from './solana/registerSolanaDevWallets.js'
import { createTabStorage, STORAGE_CHANNEL } from './tabStorage.js'
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

type DevnetWindow = Window & {
  ethereum?: unknown
  foyerDevWallet?: DevWalletControls
  __FOYER_DEV_FAMILIES__?: DevFamilyInstaller[]
}

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
  const wallets = createEvmDevWallets({ target, config, chains, approvals, storage, fetch: parameters.fetch })
  const legacy = wallets.find((wallet) => wallet.info.rdns === FOYER)
  if (legacy && target.ethereum === undefined) {
    Object.defineProperty(target, 'ethereum', { value: legacy.provider, configurable: true, writable: true })
  }
  const stopAnnouncing = announceProviders(target, wallets)
  const solanaWallets = registerSolanaDevWallets({
    target,
    config,
    approvals,
    storage,
    fetch: parameters.fetch,
    evmWallets: wallets,
  })
  const foyerSolana = solanaWallets.some((wallet) => wallet.rdns === SOLANA)
  // The Bitcoin and Polkadot dev wallets, when the page loaded their bundle (dist/familieswallet.js).
  const families = (target.__FOYER_DEV_FAMILIES__ ?? []).flatMap((install) =>
    install({ target, approvals, storage }),
  )
  // Lantern's Solana side shares its EVM side's panel entry.
  const panelWallets = [
    ...wallets.map((wallet) => wallet.info),
    ...(foyerSolana ? [{ name: SOLANA_NAME, rdns: SOLANA, icon: foyerSolanaDevWalletIcon }] : []),
    ...families.map(({ name, rdns, icon }) => ({ name, rdns, icon })),
  ]
  const unmount = config.panel === false ? () => undefined : mountWhenReady(target, approvals, panelWallets)

  const pick = (rdns?: string) => {
    if (rdns === undefined) return wallets
    if ((rdns === SOLANA && foyerSolana) || families.some((family) => family.rdns === rdns)) return []
    const found = wallets.filter((wallet) => wallet.info.rdns === rdns)
    if (found.length === 0)
      throw new DevWalletControlError('UNKNOWN_WALLET', t('controls.unknownWallet', { rdns }))
    return found
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
    approve: (options) => settleWithin(approvals, 'approve', options),
    reject: (options) => settleWithin(approvals, 'reject', options),
    vanish(rdns) {
      // Checked first: an unknown rdns throws before anything vanishes.
      const evm = pick(rdns)
      for (const solana of solanaWallets) if (rdns === undefined || rdns === solana.rdns) solana.dev.vanish()
      for (const family of families) if (rdns === undefined || rdns === family.rdns) family.vanish()
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
      for (const family of families) family.vanish()
      unmount()
      if (legacy && target.ethereum === legacy.provider) Reflect.deleteProperty(target, 'ethereum')
      Reflect.deleteProperty(target, 'foyerDevWallet')
    },
  }
  Object.defineProperty(target, 'foyerDevWallet', { value: controls, configurable: true, writable: true })
  return controls
}

/** Approves or rejects the oldest waiting request (or `id`), polling up to `timeoutMs` (5000) for one. */
async function settleWithin(
  approvals: ApprovalQueue,
  action: 'approve' | 'reject',
  options: { id?: number; timeoutMs?: number } = {},
): Promise<PendingRequest> {
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

function pageStorage(target: Window): KeyValueStorage {
  try {
    const storage = target.localStorage
    storage.getItem('foyer-devwallet:probe')
    // Tab-consistent, as an extension's storage is (tabStorage.ts).
    const { BroadcastChannel: Channel } = target as { BroadcastChannel?: typeof BroadcastChannel }
    const channel = typeof Channel === 'function' ? new Channel(STORAGE_CHANNEL) : undefined
    return createTabStorage(storage, target, channel)
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
