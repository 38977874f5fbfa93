import { registerWallet } from '@wallet-standard/wallet'
import type { ApprovalQueue } from '../createApprovalQueue.js'
import type { DevWallet } from '../createDevWallet.js'
import { LANTERN, LANTERN_NAME, SOLANA, SOLANA_NAME } from '../devWalletNames.js'
import { foyerSolanaDevWalletIcon, lanternSolanaDevWalletIcon } from '../icons.js'
import type { DevnetPageConfig, KeyValueStorage } from '../types.js'
import {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  type SolanaDevWallet,
  type SolanaDevWalletChain,
} from './createSolanaDevWallet.js'
import { solanaDevSeed } from './solanaDevSeeds.js'

/**
 * Lantern's Solana account: the ledger's dev account #2 (1000 SOL and 10 000 fUSD and FOY at genesis,
 * and a seed history), which the Foyer Solana Dev Wallet (#0, #1) does not hold; #2 on the EVM side too.
 */
const LANTERN_SOLANA_ACCOUNT = 2

export interface RegisterSolanaDevWalletsParameters {
  target: Window
  config: DevnetPageConfig
  approvals: ApprovalQueue
  storage: KeyValueStorage
  fetch: typeof fetch | undefined
  /** The EVM dev wallets: Lantern's Solana side asks its EVM side whether the site is approved. */
  evmWallets: readonly DevWallet[]
}

/**
 * With `config.solana`, registers through the Wallet Standard (as Solana wallets do) the enabled ones of
 * 'Foyer Solana Dev Wallet' (the ledger's accounts #0 and #1) and Lantern's Solana side (#2).
 */
export function registerSolanaDevWallets({
  target,
  config,
  approvals,
  storage,
  fetch,
  evmWallets,
}: RegisterSolanaDevWalletsParameters): { rdns: string; dev: SolanaDevWallet }[] {
  const definitions: {
    rdns: string
    name: string
    icon: CreateSolanaDevWalletParameters['icon']
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
        const evm = evmWallets.find((wallet) => wallet.info.rdns === LANTERN)
        if (!evm || evm.vanished) return false
        const accounts = await evm.provider.request({ method: 'eth_accounts' }).catch(() => [])
        return Array.isArray(accounts) && accounts.length > 0
      },
    },
  ]
  const registered: { rdns: string; dev: SolanaDevWallet }[] = []
  const chains: SolanaDevWalletChain[] = config.solana
    ? [{ chain: 'solana:localnet', rpcUrl: config.solana.rpcUrl }]
    : []
  for (const definition of chains.length > 0 ? definitions : []) {
    if (config.wallets?.[definition.rdns]?.enabled === false) continue
    const settings = config.wallets?.[definition.rdns]
    if (settings?.mode) approvals.setMode(settings.mode, definition.rdns)
    const dev = createSolanaDevWallet({
      name: definition.name,
      icon: definition.icon,
      rdns: definition.rdns,
      seeds: () => Promise.all(definition.accounts.map((index) => solanaDevSeed(index))),
      chains,
      storage,
      authorizedKey: definition.authorizedKey,
      ...(definition.approvedElsewhere ? { approvedElsewhere: definition.approvedElsewhere } : {}),
      origin: target.location.origin,
      approvals,
      fetch,
    })
    // Like an extension, it stays registered for the page's life (the standard has no unregister for
    // wallets); uninstall makes it vanish instead.
    registerWallet(dev.wallet)
    registered.push({ rdns: definition.rdns, dev })
  }
  return registered
}
