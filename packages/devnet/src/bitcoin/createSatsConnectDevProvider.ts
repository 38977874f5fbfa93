import { base64, hex } from '@scure/base'
import { createListeners } from '../wallet/createListeners.js'
import { ProviderRpcError } from '../wallet/errors.js'
import type { BitcoinDevChain, BitcoinDevKey, BitcoinDevPurpose } from './bitcoinDevKeys.js'
import type { BitcoinDevSigner } from './createBitcoinDevSigner.js'

/** sats-connect's network names (`BitcoinNetworkType`) of the networks the dev wallet knows. */
const networkNames: Record<BitcoinDevChain, string> = {
  'bitcoin:mainnet': 'Mainnet',
  'bitcoin:testnet': 'Testnet',
  'bitcoin:signet': 'Signet',
  'bitcoin:regtest': 'Regtest',
}

/** sats-connect's JSON-RPC error codes (`RpcErrorCode`): a declined prompt is -32000, not 4001. */
const USER_REJECTION = -32000
const ACCESS_DENIED = -32002
const METHOD_NOT_FOUND = -32601
const INVALID_PARAMS = -32602
const INTERNAL_ERROR = -32603

type RpcResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/** A wallet event as sats-connect's `addListener` delivers it. */
export type SatsConnectDevEvent =
  | { type: 'accountChange'; addresses?: unknown[] }
  | { type: 'networkChange'; bitcoin: { name: string }; addresses?: unknown[] }
  | { type: 'disconnect' }

/** The provider object a sats-connect wallet injects (`window.XverseProviders.BitcoinProvider`). */
export interface SatsConnectDevProvider {
  request(method: string, params?: unknown): Promise<RpcResponse>
  addListener(info: {
    eventName: SatsConnectDevEvent['type']
    cb: (event: SatsConnectDevEvent) => void
  }): () => void
}

export interface CreateSatsConnectDevProviderParameters {
  signer: BitcoinDevSigner
  /** The network the wallet starts on (default: the first of the signer's). */
  chain?: BitcoinDevChain
}

const rpcError = (code: number, message: string) => ({ code, message })

/** A dev-wallet error as sats-connect's codes: 4001 → -32000, 4100 → -32002, -32602 as is. */
function toRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof ProviderRpcError) {
    if (error.code === 4001) return rpcError(USER_REJECTION, error.message)
    if (error.code === 4100 || error.code === 4900) return rpcError(ACCESS_DENIED, error.message)
    return rpcError(error.code, error.message)
  }
  return rpcError(INTERNAL_ERROR, error instanceof Error ? error.message : String(error))
}

/**
 * The Bitcoin dev wallet's sats-connect face: a provider with `request(method, params)` answering
 * JSON-RPC response objects (errors as `{ error: { code, message } }`, a declined prompt -32000), as
 * Xverse's `BitcoinProvider` does: `getAccounts` / `wallet_connect` (addresses of the `purposes`, on the
 * wallet's current network), `wallet_getAccount` (no prompt), `wallet_getNetwork`, `wallet_changeNetwork`, `wallet_disconnect`,
 * `signMessage` (`protocol` 'BIP322', base64) and `signPsbt` (`signInputs` by address, base64 PSBT).
 *
 * @example
 * const { provider } = createSatsConnectDevProvider({ signer })
 * const response = await provider.request('getAccounts', { purposes: ['payment'] })
 */
export function createSatsConnectDevProvider({
  signer,
  chain: initial,
}: CreateSatsConnectDevProviderParameters): { provider: SatsConnectDevProvider } {
  const chains = [...new Set(signer.keys.flatMap((key) => key.chains))]
  let chain: BitcoinDevChain = initial ?? chains[0] ?? 'bitcoin:mainnet'
  const listeners = createListeners<(event: SatsConnectDevEvent) => void>('sats-connect dev provider')
  const onChain = (keys: BitcoinDevKey[]) => keys.filter((key) => key.chains.includes(chain))
  const describe = (key: BitcoinDevKey) => ({
    address: key.address,
    publicKey: hex.encode(key.publicKey),
    purpose: key.purpose,
    addressType: key.addressType,
    walletType: 'software',
  })
  const network = () => ({ bitcoin: { name: networkNames[chain] }, stacks: { name: 'mainnet' } })
  signer.onChange((keys) => {
    if (keys.length === 0) listeners.emit('disconnect', { type: 'disconnect' })
    else listeners.emit('accountChange', { type: 'accountChange', addresses: onChain(keys).map(describe) })
  })

  const methods = satsMethods({
    signer,
    chains,
    onChain,
    describe,
    network,
    setChain: (next) => {
      chain = next
    },
    emit: (event) => listeners.emit(event.type, event),
  })

  const provider: SatsConnectDevProvider = {
    async request(method, params) {
      const id = crypto.randomUUID()
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
      if (!handler)
        return { jsonrpc: '2.0', id, error: rpcError(METHOD_NOT_FOUND, `Method ${method} not found`) }
      try {
        return { jsonrpc: '2.0', id, result: await handler(params) }
      } catch (error) {
        return { jsonrpc: '2.0', id, error: toRpcError(error) }
      }
    },
    addListener({ eventName, cb }) {
      listeners.add(eventName, cb)
      return () => listeners.remove(eventName, cb)
    },
  }
  return { provider }
}

interface SatsMethodsContext {
  signer: BitcoinDevSigner
  chains: BitcoinDevChain[]
  onChain(keys: BitcoinDevKey[]): BitcoinDevKey[]
  describe(key: BitcoinDevKey): unknown
  network(): unknown
  setChain(chain: BitcoinDevChain): void
  emit(event: SatsConnectDevEvent): void
}

/** The provider's methods by name, each resolving with its result or throwing a wallet error. */
function satsMethods({ signer, chains, onChain, describe, network, setChain, emit }: SatsMethodsContext) {
  const purposesOf = (params: unknown, field: 'purposes' | 'addresses'): BitcoinDevPurpose[] => {
    const value = (params as Record<string, unknown> | null | undefined)?.[field]
    if (value === undefined && field === 'addresses') return ['payment', 'ordinals']
    if (!Array.isArray(value)) throw new ProviderRpcError(INVALID_PARAMS, `${field} must be a list`)
    return value.filter((item): item is BitcoinDevPurpose => item === 'payment' || item === 'ordinals')
  }
  const record = (params: unknown) =>
    (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>

  const methods: Record<string, (params: unknown) => Promise<unknown>> = {
    getAccounts: async (params) =>
      onChain(await signer.connect(purposesOf(params, 'purposes'))).map(describe),
    wallet_connect: async (params) => {
      const name = record(params).network
      const asked = chains.find((item) => networkNames[item] === name)
      if (name !== undefined && !asked)
        throw new ProviderRpcError(INVALID_PARAMS, `unknown network ${String(name)}`)
      if (asked) setChain(asked)
      const keys = await signer.connect(purposesOf(params, 'addresses'))
      return {
        id: 'foyer-dev',
        addresses: onChain(keys).map(describe),
        walletType: 'software',
        network: network(),
      }
    },
    // No prompt: the approved site's addresses, else access denied (a reload restores with it).
    wallet_getAccount: async () => {
      if (!signer.authorized()) throw new ProviderRpcError(ACCESS_DENIED, 'The site is not connected')
      return {
        id: 'foyer-dev',
        addresses: onChain(signer.connected()).map(describe),
        walletType: 'software',
        network: network(),
      }
    },
    wallet_getNetwork: async () => network(),
    wallet_changeNetwork: async (params) => {
      const asked = chains.find((item) => networkNames[item] === record(params).name)
      if (!asked) throw new ProviderRpcError(INVALID_PARAMS, `unknown network ${String(record(params).name)}`)
      setChain(asked)
      emit({
        type: 'networkChange',
        bitcoin: { name: networkNames[asked] },
        addresses: onChain(signer.connected()).map(describe),
      })
      return null
    },
    wallet_disconnect: async () => {
      signer.disconnect()
      return null
    },
    signMessage: async (params) => {
      const { address, message, protocol } = record(params)
      if (typeof address !== 'string' || typeof message !== 'string')
        throw new ProviderRpcError(INVALID_PARAMS, 'address and message must be strings')
      if (protocol !== undefined && protocol !== 'BIP322')
        throw new ProviderRpcError(
          INVALID_PARAMS,
          `the dev wallet signs BIP322 only, not ${String(protocol)}`,
        )
      const signature = await signer.signMessage(address, new TextEncoder().encode(message))
      return { signature, messageHash: '', address, protocol: 'BIP322' }
    },
    signPsbt: async (params) => {
      const { psbt, signInputs } = record(params)
      if (typeof psbt !== 'string') throw new ProviderRpcError(INVALID_PARAMS, 'psbt must be base64')
      const toSign = Object.entries((signInputs ?? {}) as Record<string, number[]>).map(
        ([address, indexes]) => ({
          address,
          indexes,
        }),
      )
      const signed = await signer.signPsbt(base64.decode(psbt), toSign)
      return { psbt: base64.encode(signed) }
    },
  }

  return methods
}
