import {
  disconnect,
  type Foyer,
  type FoyerEip1193Provider,
  getAccount,
  getNetwork,
  getProvider,
  switchNetwork,
} from '@foyer/core'
import { createConnector } from '@wagmi/core'
import { type Address, getAddress, UserRejectedRequestError } from 'viem'

export interface FoyerConnectorParameters {
  /** The Foyer instance whose modal and connection wagmi follows. */
  foyer: Foyer
}

/** The EVM account of `foyer` when connected: its addresses and chain id. */
function connected(foyer: Foyer): { accounts: readonly Address[]; chainId: number } | undefined {
  const account = getAccount(foyer, 'eip155')
  const network = getNetwork(foyer, 'eip155')?.caipNetwork
  if (account?.status !== 'connected' || !account.address || !network) return undefined
  return { accounts: [getAddress(account.address)], chainId: Number(network.id) }
}

/**
 * A wagmi connector backed by Foyer: `connect` opens Foyer's modal and resolves when the visitor
 * connected an EVM wallet there (it rejects with wagmi's user-rejected error when they close the modal
 * first), and every change of the Foyer connection (account, network, disconnect, from either side)
 * reaches wagmi, so that `useAccount`, `useSendTransaction` and the rest follow Foyer. Requests go
 * through Foyer's provider and so its RPC method policy.
 *
 * @example
 * const foyer = createFoyer({ projectId, networks, adapters: [evmAdapter()] })
 * const config = createConfig({ chains: [mainnet], connectors: [foyerConnector({ foyer })], transports })
 */
export function foyerConnector({ foyer }: FoyerConnectorParameters) {
  return createConnector<FoyerEip1193Provider>((config) => {
    let following = false
    /** Tells wagmi what changed in Foyer's EVM connection since the last time. */
    const follow = () => {
      let last = connected(foyer)
      return foyer.stores.chains.subscribe(() => {
        const next = connected(foyer)
        const before = last
        last = next
        if (!next && before) config.emitter.emit('disconnect')
        else if (next && !before) config.emitter.emit('connect', next)
        else if (next && before) {
          if (next.accounts[0] !== before.accounts[0])
            config.emitter.emit('change', { accounts: next.accounts })
          if (next.chainId !== before.chainId) config.emitter.emit('change', { chainId: next.chainId })
        }
      })
    }

    /** Switches Foyer to `chainId` (one of its networks) and returns wagmi's chain. */
    const switchTo = async (chainId: number) => {
      const chain = config.chains.find((item) => item.id === chainId)
      const network = foyer.options.networks.find(
        (item) => item.chainNamespace === 'eip155' && Number(item.id) === chainId,
      )
      if (!chain || !network) throw new Error(`Foyer has no network for chain ${chainId}`)
      if (connected(foyer)?.chainId !== chainId) await switchNetwork(foyer, { network })
      return chain
    }

    return {
      id: 'foyer',
      name: 'Foyer',
      type: 'foyer',
      async setup() {
        if (following) return
        following = true
        // Foyer's destroy() ends the following with the instance.
        foyer.services.disposers.add(follow())
      },
      async connect({ chainId, withCapabilities } = {}) {
        const account =
          connected(foyer) ??
          (await new Promise<NonNullable<ReturnType<typeof connected>>>((resolve, reject) => {
            foyer.open({ namespace: 'eip155' })
            const stop = [
              foyer.stores.chains.subscribe(() => {
                const now = connected(foyer)
                if (!now) return
                for (const off of stop) off()
                resolve(now)
              }),
              foyer.stores.modal.subscribe((state) => {
                if (state.open || connected(foyer)) return
                for (const off of stop) off()
                reject(new UserRejectedRequestError(new Error('The visitor closed the Foyer modal')))
              }),
            ]
          }))
        const chain =
          chainId !== undefined && chainId !== account.chainId ? await switchTo(chainId) : undefined
        const accounts = withCapabilities
          ? account.accounts.map((address) => ({ address, capabilities: {} }))
          : account.accounts
        // wagmi types the accounts by `withCapabilities`; both shapes are built above.
        return { accounts, chainId: chain?.id ?? account.chainId } as never
      },
      async disconnect() {
        if (connected(foyer)) await disconnect(foyer, { namespace: 'eip155' })
      },
      async getAccounts() {
        return connected(foyer)?.accounts ?? []
      },
      async getChainId() {
        const network = getNetwork(foyer, 'eip155')?.caipNetwork ?? foyer.options.defaultNetwork
        return Number(network.id)
      },
      async getProvider() {
        return getProvider(foyer, 'eip155')
      },
      async isAuthorized() {
        return connected(foyer) !== undefined
      },
      async switchChain({ chainId }) {
        return switchTo(chainId)
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
