import { hasValidChecksum } from '@foyer/protocol'
import { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import type {
  AdapterEvents,
  CallsSimulation,
  ChainAdapter,
  ConnectResult,
  RequestsRpc,
  SendsTransfers,
  SignsMessages,
  TransferParameters,
  TransferSimulation,
} from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace, Network } from '../types/network.js'
import { testAccounts } from './testNetworks.js'

/** A failure switch: `true` throws a 4001 user rejection; any other truthy value is thrown as is. */
export type FakeFailure = boolean | Error | { code: number; message: string } | undefined

export interface FakeAdapterBehavior {
  /** Addresses the wallet exposes; the first is the active one. */
  accounts: string[]
  /** Chain the wallet reports after connect; default: the network core asked for. */
  chainId: number | string | undefined
  connectError: FakeFailure
  switchError: FakeFailure
  disconnectError: FakeFailure
  /** The native balance, `{ error }` to make getBalance reject, or a promise the test settles when it likes. */
  balance: string | { error: unknown } | Promise<string>
  /** What reconnect does: re-attach, answer "not possible" (undefined), or fail. */
  reconnect: 'success' | 'unavailable' | 'error'
  /** Keeps connect pending until the test settles it with `resolveConnect` / `rejectConnect`. */
  holdConnect: boolean
  signature: string
  /**
   * What `simulateTransfer` answers: by default the transfer's own amount leaves the sender (a fake chain
   * has nothing else to run); 'unavailable' answers undefined.
   */
  simulation: TransferSimulation | 'unavailable' | undefined
  /**
   * What `simulateCalls` answers: by default the calls' native values leave the sender and no token
   * moves; 'unavailable' answers undefined.
   */
  callsSimulation: CallsSimulation | 'unavailable' | undefined
  /**
   * What `estimateTransferDeposit` answers for a token transfer (lamports-like smallest units), or
   * `{ error }` to make it reject; 0n (the default) is a receiver that needs no new account. A native
   * transfer's deposit is always 0n.
   */
  deposit: bigint | { error: unknown }
  /** A failure `signMessage` throws instead of signing (true: a 4001 user rejection). */
  signError: FakeFailure
  /** What `request` answers, or a failure to throw (true: a 4001 user rejection). */
  requestResult: unknown
  requestError: FakeFailure
}

export interface FakeAdapterParameters extends Partial<FakeAdapterBehavior> {
  namespace?: ChainNamespace
  connectors?: Connector[]
  /** Leave out `switchNetwork` (a wallet family that cannot switch). */
  canSwitch?: boolean
}

export interface FakeAdapterCalls {
  connect: { connectorId: string; network: Network }[]
  disconnect: { connectorId: string }[]
  switchNetwork: { connectorId: string; network: Network }[]
  getBalance: { address: string; network: Network }[]
  reconnect: { connectorId: string; network: Network }[]
  estimateTransferDeposit: Omit<TransferParameters, 'request'>[]
  request: { connectorId: string; method: string; params?: unknown }[]
  setup: number
}

/** The eth_sendTransaction object an EVM adapter would send for `transfer`. */
function fakeTransaction({ from, to, token, amount }: TransferParameters): Record<string, string> {
  if (token === undefined) return { from, to, value: `0x${amount.toString(16)}` }
  const word = (hex: string) => hex.padStart(64, '0')
  return { from, to: token, data: `0xa9059cbb${word(to.toLowerCase().slice(2))}${word(amount.toString(16))}` }
}

export interface FakeAdapter
  extends Omit<ChainAdapter, 'signMessage' | 'request' | keyof SendsTransfers>,
    SignsMessages,
    RequestsRpc,
    SendsTransfers {
  /** Flip failures and answers mid-test (STYLE rule 8). */
  behavior: FakeAdapterBehavior
  calls: FakeAdapterCalls
  /** The events object core passed to setup (undefined outside the browser). */
  readonly events: AdapterEvents | undefined
  emitAccountsChanged(addresses: string[], connectorId?: string): void
  emitChainChanged(chainId: number | string, connectorId?: string): void
  emitDisconnect(connectorId?: string): void
  /** Adds (or replaces, by id) a connector and reports the new list, like an EIP-6963 announcement. */
  announce(connector: Connector): void
  /** Settles a connect held by `holdConnect`. */
  resolveConnect(): void
  rejectConnect(error?: unknown): void
}

/** The connector a fake adapter offers when none are given. */
export function createFakeConnector(overrides: Partial<Connector> = {}): Connector {
  return {
    id: 'fake.wallet',
    name: 'Fake Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    info: { rdns: 'fake.wallet' },
    installed: true,
    ...overrides,
  }
}

function failure(value: FakeFailure): unknown {
  if (value === true) return new UserRejectedRequestError({ details: 'User rejected the request.' })
  return value
}

/**
 * A `ChainAdapter` for tests whose failures are switches: `{ connectError: true }` makes connect reject
 * with a 4001 user rejection, `{ switchError: { code: 4902, message } }` rejects with that error, and so
 * on. `behavior` can be changed mid-test (reject once, then retry successfully); `calls` records calls;
 * `emit*` and `announce` play wallet events (core wires them in the browser only).
 *
 * @example
 * const adapter = createFakeAdapter({ connectError: true })
 * const foyer = createFoyer({ projectId: 'test', networks: [devnet], adapters: [adapter] })
 * await expect(connect(foyer, { connectorId: 'fake.wallet' })).rejects.toThrow('User rejected')
 * adapter.behavior.connectError = false
 */
export function createFakeAdapter(parameters: FakeAdapterParameters = {}): FakeAdapter {
  const { namespace = 'eip155', canSwitch = true } = parameters
  let connectors = parameters.connectors ?? [createFakeConnector({ chain: namespace })]
  const behavior: FakeAdapterBehavior = {
    accounts: parameters.accounts ?? [...testAccounts],
    chainId: parameters.chainId,
    connectError: parameters.connectError,
    switchError: parameters.switchError,
    disconnectError: parameters.disconnectError,
    balance: parameters.balance ?? '10000',
    reconnect: parameters.reconnect ?? 'success',
    holdConnect: parameters.holdConnect ?? false,
    signature: parameters.signature ?? '0xsignature',
    signError: parameters.signError,
    simulation: parameters.simulation,
    callsSimulation: parameters.callsSimulation,
    deposit: parameters.deposit ?? 0n,
    requestResult: parameters.requestResult ?? null,
    requestError: parameters.requestError,
  }
  const calls: FakeAdapterCalls = {
    connect: [],
    disconnect: [],
    switchNetwork: [],
    getBalance: [],
    reconnect: [],
    estimateTransferDeposit: [],
    request: [],
    setup: 0,
  }
  let events: AdapterEvents | undefined
  let connectedId: string | undefined
  let held: { resolve: () => void; reject: (error: unknown) => void } | undefined

  const result = (network: Network): ConnectResult => {
    const chainId = behavior.chainId ?? network.id
    const address = behavior.accounts[0] ?? testAccounts[0]
    return { address, addresses: [...behavior.accounts], chainId }
  }
  const idOf = (connectorId?: string): string =>
    connectorId ?? connectedId ?? connectors[0]?.id ?? 'fake.wallet'

  const adapter: FakeAdapter = {
    namespace,
    // An eip155 fake serves what @foyer/evm serves (the email wallet, identities, the on-ramp...).
    ...(namespace === 'eip155'
      ? {
          preferredNetwork: 'eip155:1' as const,
          features: { embeddedWallet: true, identities: true, onramp: true, eip1193Provider: true },
        }
      : { invalidAddressMessage: 'send.invalidAddressSolana' }),
    behavior,
    calls,
    get events() {
      return events
    },
    setup(e) {
      calls.setup++
      events = e
      e.connectorsChanged([...connectors])
      return () => {
        events = undefined
      }
    },
    getConnectors: () => [...connectors],
    async connect(p) {
      calls.connect.push(p)
      if (behavior.holdConnect)
        await new Promise<void>((resolve, reject) => {
          held = { resolve, reject }
        })
      if (behavior.connectError) throw failure(behavior.connectError)
      connectedId = p.connectorId
      return result(p.network)
    },
    async disconnect(p) {
      calls.disconnect.push(p)
      connectedId = undefined
      if (behavior.disconnectError) throw failure(behavior.disconnectError)
    },
    async getBalance(p) {
      calls.getBalance.push(p)
      const { balance } = behavior
      if (balance instanceof Promise)
        return { balance: await balance, symbol: p.network.nativeCurrency.symbol }
      if (typeof balance !== 'string') throw balance.error
      return { balance, symbol: p.network.nativeCurrency.symbol }
    },
    async reconnect(p) {
      calls.reconnect.push(p)
      if (behavior.reconnect === 'error') throw new Error('Reconnect failed')
      if (behavior.reconnect === 'unavailable') return undefined
      connectedId = p.connectorId
      return result(p.network)
    },
    async signMessage() {
      if (behavior.signError) throw failure(behavior.signError)
      return behavior.signature
    },
    // An EVM-like Send capability: EVM receivers (EIP-55 as the typo guard, ENSIP-11 coin types), and the
    // wallet calls an EVM adapter makes, through the instance's policy.
    async readReceiver({ text }) {
      if (!/^(0x)?[0-9a-fA-F]{40}$/.test(text)) return { kind: 'other' }
      return hasValidChecksum(text.startsWith('0x') ? text : `0x${text}`)
        ? { kind: 'address', address: text }
        : { kind: 'typo' }
    },
    async nameCoinTypes({ network }) {
      return [String(network.id === 1 ? 60 : (0x80000000 | Number(network.id)) >>> 0), '60']
    },
    async simulateTransfer(p) {
      if (behavior.simulation === 'unavailable') return undefined
      if (behavior.simulation) return behavior.simulation
      return {
        reverted: false,
        changes: [
          { token: undefined, change: p.token === undefined ? -p.amount : 0n },
          ...p.watch.map((token) => ({ token, change: token === p.token ? -p.amount : 0n })),
        ],
      }
    },
    async simulateCalls(p) {
      if (behavior.callsSimulation === 'unavailable') return undefined
      if (behavior.callsSimulation) return behavior.callsSimulation
      const value = p.calls.reduce((sum, call) => sum + call.value, 0n)
      return {
        reverted: false,
        changes: [{ token: undefined, change: -value }, ...p.watch.map((token) => ({ token, change: 0n }))],
      }
    },
    async estimateTransferFee(p) {
      const gasPrice = BigInt((await p.request({ method: 'eth_gasPrice' })) as string)
      if (p.token === undefined) return 21_000n * gasPrice
      const gas = await p.request({ method: 'eth_estimateGas', params: [fakeTransaction(p)] })
      return BigInt(gas as string) * gasPrice
    },
    async estimateTransferDeposit({ request: _, ...p }) {
      calls.estimateTransferDeposit.push(p)
      if (typeof behavior.deposit !== 'bigint') throw behavior.deposit.error
      return p.token === undefined ? 0n : behavior.deposit
    },
    async sendTransfer(p) {
      return (await p.request({ method: 'eth_sendTransaction', params: [fakeTransaction(p)] })) as string
    },
    async getTransferStatus(p) {
      const receipt = (await p.request({ method: 'eth_getTransactionReceipt', params: [p.id] })) as {
        status?: unknown
      } | null
      if (!receipt) return undefined
      return receipt.status === '0x0' ? 'failed' : 'confirmed'
    },
    async request(p) {
      calls.request.push(p)
      if (behavior.requestError) throw failure(behavior.requestError)
      return behavior.requestResult
    },
    emitAccountsChanged(addresses, connectorId) {
      behavior.accounts = [...addresses]
      events?.accountsChanged({ connectorId: idOf(connectorId), addresses })
    },
    emitChainChanged(chainId, connectorId) {
      events?.chainChanged({ connectorId: idOf(connectorId), chainId })
    },
    emitDisconnect(connectorId) {
      const id = idOf(connectorId)
      connectedId = undefined
      events?.disconnected({ connectorId: id })
    },
    announce(connector) {
      connectors = [...connectors.filter((item) => item.id !== connector.id), connector]
      events?.connectorsChanged([...connectors])
    },
    resolveConnect() {
      held?.resolve()
      held = undefined
    },
    rejectConnect(error) {
      held?.reject(error ?? new UserRejectedRequestError())
      held = undefined
    },
  }
  if (canSwitch)
    adapter.switchNetwork = async (p) => {
      calls.switchNetwork.push(p)
      if (behavior.switchError) throw failure(behavior.switchError)
    }
  return adapter
}
