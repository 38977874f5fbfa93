import type { WalletConnectConnector, WalletConnectPairingEvents, WalletConnectProvider } from '@foyer/core'
import { pairingNetworks } from '@foyer/core/adapter'
import type { Extension } from '../discovery/createDiscovery.js'
import { walletConnectEntry } from '../discovery/walletConnectEntry.js'
import type { Injected, InjectedAccount } from '../types.js'
import type { PolkadotAdapterContext } from './context.js'
import { readSessionAccounts, toInjectedAccounts } from './walletConnectAccounts.js'
import { createWalletConnectSigner } from './walletConnectSigner.js'

type AccountsCallback = Parameters<Injected['accounts']['subscribe']>[0]

/**
 * The polkadot namespace of a WalletConnect session, as an injected extension: the adapter's connect,
 * restore, account events, network switching, signing and requests then work on it as on any extension.
 * `enable` pairs (the QR code; a session that already exists, paired by another family, answers at once)
 * and `walletConnect.restore` finds the stored or just-paired session without pairing. The accounts are
 * the session's CAIP-10 `polkadot:<reference>:<ss58>` ones (malformed ones left out), one per account id;
 * the subscription hears the session's updates, and its end (the wallet's `session_delete`) as an empty
 * list, which ends the connection. Signing goes through WalletConnect's Polkadot RPC (see
 * `createWalletConnectSigner`).
 */
export function createWalletConnectExtension(
  context: PolkadotAdapterContext,
  connector: WalletConnectConnector,
): Extension {
  const warned = new Set<string>()
  const subscribers = new Set<AccountsCallback>()
  let watched: { provider: WalletConnectProvider; stop(): void } | undefined

  const accounts = () => readSessionAccounts(connector, warned)
  const approvedNetworks = () => connector.getApprovedNetworks?.('polkadot')
  const notify = (list: InjectedAccount[]) => {
    for (const subscriber of [...subscribers]) void subscriber(list)
  }

  /** Follows the session's polkadot provider once there is one: its updates (accounts, chains) and its end. */
  const watch = () => {
    const provider = connector.getProvider('polkadot')
    if (!provider?.on || provider === watched?.provider) return
    watched?.stop()
    const onUpdate = () => {
      if (watched?.provider !== provider) return
      notify(toInjectedAccounts(accounts()))
      const approved = approvedNetworks()
      if (approved) context.events?.approvedNetworksChanged?.({ connectorId: connector.id, ...approved })
    }
    const onDelete = () => {
      if (watched?.provider !== provider) return
      watched.stop()
      watched = undefined
      notify([])
    }
    provider.on('session_update', onUpdate)
    provider.on('session_delete', onDelete)
    watched = {
      provider,
      stop() {
        provider.removeListener?.('session_update', onUpdate)
        provider.removeListener?.('session_delete', onDelete)
      },
    }
  }

  const injected: Injected = {
    accounts: {
      get: async () => toInjectedAccounts(accounts()),
      subscribe(callback) {
        subscribers.add(callback)
        return () => {
          subscribers.delete(callback)
        }
      },
    },
    signer: createWalletConnectSigner({
      connector,
      accounts,
      network: () => context.sessions.get(connector.id)?.network.caipNetworkId,
    }),
  }

  const pairingEvents: WalletConnectPairingEvents = {
    walletConnectChanged: (p) => context.events?.walletConnectChanged?.(p),
    now: () => context.events?.now?.() ?? Date.now(),
  }
  const networks = () => pairingNetworks(context.events, connector.id, undefined)

  return {
    key: connector.name,
    connector: walletConnectEntry(connector),
    provider: {
      version: 'walletconnect',
      async enable() {
        const metadata = context.events?.siteMetadata?.()
        await connector.connect({ networks: networks(), events: pairingEvents, metadata })
        watch()
        return injected
      },
    },
    walletConnect: {
      async restore() {
        await connector.restore({ networks: networks(), metadata: context.events?.siteMetadata?.() })
        if (accounts().length === 0) return undefined
        watch()
        return injected
      },
      approvedNetworks,
    },
  }
}
