import { devAccounts } from '../accounts.js'
import { hardhatAccounts } from '../deploy/hardhatAccounts.js'
import type { ApprovalQueue } from './createApprovalQueue.js'
import { createDevWallet, type DevWallet } from './createDevWallet.js'
import { FOYER, LANTERN, LANTERN_NAME } from './devWalletNames.js'
import { foyerDevWalletIcon, lanternDevWalletIcon } from './icons.js'
import { randomUuid } from './randomUuid.js'
import type { DevnetPageConfig, DevWalletChain, KeyValueStorage } from './types.js'

export interface CreateEvmDevWalletsParameters {
  target: Window
  config: DevnetPageConfig
  chains: readonly DevWalletChain[]
  approvals: ApprovalQueue
  storage: KeyValueStorage
  fetch: typeof fetch | undefined
}

/**
 * The EVM dev wallets the page config enables: 'Foyer Dev Wallet' (accounts #0 and #1, or the config's
 * account; knows only the first chain at first) and 'Lantern Dev Wallet' (account #2, knows every chain),
 * each with the approval mode its settings name.
 */
export function createEvmDevWallets({
  target,
  config,
  chains,
  approvals,
  storage,
  fetch,
}: CreateEvmDevWalletsParameters): DevWallet[] {
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
  return definitions
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
        fetch,
      })
    })
}
