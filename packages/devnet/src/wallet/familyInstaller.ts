import type { ApprovalQueue } from './createApprovalQueue.js'
import type { KeyValueStorage } from './types.js'

/** A dev wallet of another chain family, on the dev wallets' approval queue and panel. */
export interface DevFamilyWallet {
  name: string
  rdns: string
  icon: string
  /** The wallet disappears (`foyerDevWallet.vanish(rdns)`). */
  vanish(): void
}

/**
 * Installs another family's dev wallets (Bitcoin, Polkadot) on the page's approval queue and panel. A
 * bundle loaded before dist/devwallet.js pushes one onto `window.__FOYER_DEV_FAMILIES__`;
 * `installDevWallets` runs them before it mounts the panel.
 */
export type DevFamilyInstaller = (context: {
  target: Window
  approvals: ApprovalQueue
  storage: KeyValueStorage
}) => DevFamilyWallet[]
