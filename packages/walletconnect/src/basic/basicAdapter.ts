import type {
  AdapterEvents,
  ChainAdapter,
  ChainNamespace,
  ConnectResult,
  Network,
  WalletConnectConnector,
  WalletConnectProvider,
} from '@foyer/core'
import {
  formatAmount,
  InvalidRpcResponseError,
  ProviderNotFoundError,
  pairingNetworks,
  RpcTimeoutError,
  RpcUnreachableError,
  UnsupportedChainError,
} from '@foyer/core/adapter'
import { type Dialect, dialectOf, type SessionCall } from './dialects.js'
import { toBasicConnector } from './toBasicConnector.js'

/** WalletConnect's codes for a request the person declined (its SDK errors 5000-5002). */
const REJECTED_CODES = new Set([5000, 5001, 5002])
const RPC_TIMEOUT_MS = 10_000

/** A declined request as an EIP-1193 rejection (code 4001), which core shows as "declined". */
function toWalletCallError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'number' || !REJECTED_CODES.has(code)) return error
  const message = (error as { message?: unknown }).message
  return Object.assign(new Error(typeof message === 'string' ? message : 'User rejected.'), {
    code: 4001,
    cause: error,
  })
}

/** The CAIP-2 reference as core's chain id: a number where it is one (eip155), else the text. */
const chainIdOf = (caipNetworkId: string): number | string => {
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
  return /^\d+$/.test(reference) ? Number(reference) : reference
}

/** The native balance over the network's own RPC (not the wallet's: it is a read). */
async function readBalance(dialect: Dialect, address: string, network: Network): Promise<bigint> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new RpcUnreachableError({ details: `${network.name} has no RPC URL` })
  let body: unknown
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: dialect.balance.method,
        params: dialect.balance.params(address),
      }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
    if (!response.ok) throw new RpcUnreachableError({ details: `${url} answered HTTP ${response.status}` })
    body = await response.json()
  } catch (error) {
    if (error instanceof RpcUnreachableError) throw error
    if ((error as Error).name === 'TimeoutError') throw new RpcTimeoutError({ details: url, cause: error })
    throw new RpcUnreachableError({ details: url, cause: error })
  }
  const units = dialect.balance.units((body as { result?: unknown } | null)?.result)
  if (units === undefined)
    throw new InvalidRpcResponseError({ details: `${dialect.balance.method}: no balance in the answer` })
  return units
}

/** A family's view of the connector's session: its accounts, chains and calls. */
function sessionOf(connector: WalletConnectConnector, namespace: ChainNamespace) {
  const accounts = () => connector.getAccounts?.(namespace) ?? []
  const addressesOn = (chain: string): string[] => [
    ...new Set(
      accounts()
        .filter((account) => account.startsWith(`${chain}:`))
        .map((account) => account.slice(chain.length + 1)),
    ),
  ]
  /** The chain of the session's first account of this family. */
  const firstChain = (): string | undefined => accounts()[0]?.split(':').slice(0, 2).join(':')
  const call: SessionCall = async (method, params, chain) => {
    const provider = connector.getProvider(namespace)
    if (!provider) throw new ProviderNotFoundError({ details: 'The WalletConnect session has ended' })
    try {
      return await provider.request({ method, params: params as readonly unknown[] }, chain)
    } catch (error) {
      throw toWalletCallError(error)
    }
  }
  return {
    addressesOn,
    call,
    firstChain,
    /** `current`, else the chain of the session's first account; throws once the session has ended. */
    activeChain(current: string | undefined): string {
      const chain = current ?? firstChain()
      if (!chain) throw new ProviderNotFoundError({ details: 'The WalletConnect session has ended' })
      return chain
    },
  }
}

/**
 * Follows the session's provider for `namespace` while it is the connector's: its end, and the accounts
 * it approves (a session update, eip155's accountsChanged; the scoped provider drops other families').
 */
function createWatch(
  connector: WalletConnectConnector,
  namespace: ChainNamespace,
  on: { ended(): void; updated(): void },
) {
  let watched: { provider: WalletConnectProvider; stop: () => void } | undefined
  return {
    start() {
      const provider = connector.getProvider(namespace)
      if (!provider?.on || watched?.provider === provider) return
      watched?.stop()
      const listeners: [string, () => void][] = [
        ['session_delete', on.ended],
        ['session_update', on.updated],
        ['accountsChanged', on.updated],
      ]
      for (const [event, listener] of listeners) provider.on(event, listener)
      watched = {
        provider,
        stop: () => {
          for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
        },
      }
    },
    stop() {
      watched?.stop()
      watched = undefined
    },
  }
}

/** The dialect of a family basic mode speaks (walletConnectBasic offers no adapter for another). */
function dialectOrThrow(namespace: ChainNamespace): Dialect {
  const dialect = dialectOf(namespace)
  if (!dialect)
    throw new UnsupportedChainError({ details: `Basic WalletConnect mode does not speak ${namespace}` })
  return dialect
}

/**
 * One family's adapter in basic WalletConnect mode: every wallet call goes over the connector's session,
 * which one pairing opens for every family of the site; reads go to the network's RPC. Connects, follows
 * the session (accounts, its end), switches among the networks the session approved, signs messages and
 * passes requests on.
 */
export function createBasicAdapter(
  connector: WalletConnectConnector,
  namespace: ChainNamespace,
): ChainAdapter {
  const dialect = dialectOrThrow(namespace)
  let events: AdapterEvents | undefined
  /** The CAIP-2 chain the site is on in this family, once connected. */
  let current: string | undefined
  const connectorId = connector.id
  const session = sessionOf(connector, namespace)
  // A plain function, not a method: the watch passes both callbacks to the provider unbound.
  const ended = () => {
    current = undefined
    events?.disconnected({ connectorId })
  }
  const watch = createWatch(connector, namespace, {
    ended,
    updated() {
      const addresses = current ? session.addressesOn(current) : []
      if (current && addresses.length === 0) ended()
      if (addresses.length === 0) return
      events?.accountsChanged({ connectorId, addresses })
      const approved = connector.getApprovedNetworks?.(namespace)
      if (approved) events?.approvedNetworksChanged?.({ connectorId, ...approved })
    },
  })
  /** The session's accounts of this family on `network` when it approved that chain, else on its first. */
  const readResult = (network: Network | undefined): ConnectResult | undefined => {
    const chain =
      network && session.addressesOn(network.caipNetworkId).length > 0
        ? network.caipNetworkId
        : session.firstChain()
    const addresses = chain ? session.addressesOn(chain) : []
    const [address] = addresses
    if (!chain || !address) return undefined
    current = chain
    watch.start()
    const approvedNetworks = connector.getApprovedNetworks?.(namespace)
    return { address, addresses, chainId: chainIdOf(chain), approvedNetworks }
  }

  return {
    namespace,
    setup(adapterEvents) {
      events = adapterEvents
      return () => {
        watch.stop()
        events = undefined
      }
    },
    getConnectors: () => [toBasicConnector(connector, namespace)],
    async connect({ network }) {
      await connector.connect({
        networks: pairingNetworks(events, connectorId, network),
        events: {
          walletConnectChanged: (p) => events?.walletConnectChanged?.(p),
          now: () => events?.now?.() ?? Date.now(),
        },
        siwx: events?.oneClickSignIn?.(),
        metadata: events?.siteMetadata?.(),
      })
      const result = readResult(network)
      if (!result) throw new UnsupportedChainError({ details: `The wallet approved no ${namespace} account` })
      return result
    },
    async reconnect({ network }) {
      if (!connector.getProvider(namespace))
        await connector.restore({
          networks: pairingNetworks(events, connectorId, network),
          metadata: events?.siteMetadata?.(),
        })
      return readResult(network)
    },
    async disconnect() {
      watch.stop()
      current = undefined
      await connector.disconnect()
    },
    async getBalance({ address, network }) {
      const units = await readBalance(dialect, address, network)
      return {
        balance: formatAmount(units, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    },
    async switchNetwork({ network }) {
      if (session.addressesOn(network.caipNetworkId).length === 0)
        throw new UnsupportedChainError({
          details: `The WalletConnect session did not approve ${network.caipNetworkId}`,
        })
      await dialect.switchTo?.(session.call, network)
      current = network.caipNetworkId
      events?.chainChanged({ connectorId, chainId: chainIdOf(network.caipNetworkId) })
    },
    signMessage: ({ address, message }) =>
      dialect.signMessage(session.call, { address, message, chain: session.activeChain(current) }),
    request: async ({ method, params }) => session.call(method, params, session.activeChain(current)),
  }
}
