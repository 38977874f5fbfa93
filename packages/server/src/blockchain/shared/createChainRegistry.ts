import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem'
import { ChainNotSupportedError } from '../errors.js'
import type { BlockchainChainConfig, BlockchainContracts } from '../types.js'

const ETHER = Object.freeze({ name: 'Ether', symbol: 'ETH', decimals: 18 })
const SOL = Object.freeze({ name: 'Solana', symbol: 'SOL', decimals: 9 })
const BTC = Object.freeze({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
/** Polkadot-family networks by genesis-hash reference (CAIP-13's first 32 hex digits). */
const POLKADOT_CURRENCIES: Readonly<Record<string, RegisteredChain['nativeCurrency']>> = {
  '91b171bb158e2d3848fa23a9f1c25182': Object.freeze({ name: 'Polkadot', symbol: 'DOT', decimals: 10 }),
  b0a8d493285c2df73290dfb7e61f870f: Object.freeze({ name: 'Kusama', symbol: 'KSM', decimals: 12 }),
  e143f23803ac50e8f6f8e62695d1ce9e: Object.freeze({ name: 'Westend', symbol: 'WND', decimals: 12 }),
}
/** Substrate's template unit: another polkadot network without a configured currency. */
const UNIT = Object.freeze({ name: 'Unit', symbol: 'UNIT', decimals: 12 })
const RPC_TIMEOUT_MS = 10_000

/** A configured network as the routes use it. */
export interface RegisteredChain {
  caipNetworkId: string
  namespace: string
  /** The part after the colon ('31337'). */
  reference: string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  contracts: BlockchainContracts | undefined
  /** Absent for the sign-in-only networks (bip122, polkadot). */
  rpcUrl: string | undefined
}

/** An eip155 network, with a viem client over its RPC. */
export interface EvmChain extends RegisteredChain {
  rpcUrl: string
  chainId: number
  chain: Chain
  client: PublicClient
}

export interface ChainRegistry {
  readonly list: readonly RegisteredChain[]
  find(caipNetworkId: string): RegisteredChain | undefined
  /** The eip155 chain with this id, or 'Chain is not supported'. */
  requireEvm(caipNetworkId: string): EvmChain
  /** The eip155 chain with this numeric id, if configured. */
  findEvmByChainId(chainId: number): EvmChain | undefined
}

/**
 * Indexes the configured networks by CAIP id and gives each eip155 one a viem public client (10 s
 * timeout, one retry). A Solana network ('solana:…') is listed (supported-chains) with SOL as its
 * native currency by default; its balances, history and prices are the account routes'. Bitcoin
 * ('bip122:…') and Polkadot ('polkadot:…') networks are served for sign-in only: listed with their
 * native currency (BTC; DOT, KSM, WND), never read (no RPC). The clients are made once, when the routes
 * are created.
 *
 * @example
 * const chains = createChainRegistry([{ caipNetworkId: 'eip155:31337', name: 'Foyer Local', rpcUrl }])
 * await chains.requireEvm('eip155:31337').client.getGasPrice()
 */
export function createChainRegistry(configs: readonly BlockchainChainConfig[]): ChainRegistry {
  const byId = new Map<string, RegisteredChain | EvmChain>()
  for (const config of configs) {
    const [namespace = '', reference = ''] = config.caipNetworkId.split(':')
    const base: RegisteredChain = {
      caipNetworkId: config.caipNetworkId,
      namespace,
      reference,
      name: config.name,
      nativeCurrency: config.nativeCurrency ?? defaultCurrency(namespace, reference),
      contracts: config.contracts,
      rpcUrl: config.rpcUrl,
    }
    const chainId = Number(reference)
    if (namespace === 'eip155' && Number.isSafeInteger(chainId) && chainId > 0) {
      if (config.rpcUrl === undefined) throw new Error(`${config.caipNetworkId} needs an rpcUrl`)
      const chain = defineChain({
        id: chainId,
        name: config.name,
        nativeCurrency: base.nativeCurrency,
        rpcUrls: { default: { http: [config.rpcUrl] } },
      })
      const client = createPublicClient({
        chain,
        transport: http(config.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }),
        pollingInterval: 100,
      }) as PublicClient
      const evm: EvmChain = { ...base, rpcUrl: config.rpcUrl, chainId, chain, client }
      byId.set(config.caipNetworkId, evm)
    } else {
      byId.set(config.caipNetworkId, base)
    }
  }
  const list = [...byId.values()]
  return {
    list,
    find: (caipNetworkId) => byId.get(caipNetworkId),
    requireEvm(caipNetworkId) {
      const chain = byId.get(caipNetworkId)
      if (!chain || !isEvmChain(chain)) throw new ChainNotSupportedError({ chain: caipNetworkId })
      return chain
    },
    findEvmByChainId(chainId) {
      const chain = byId.get(`eip155:${chainId}`)
      return chain && isEvmChain(chain) ? chain : undefined
    },
  }
}

/** The native currency of a network without a configured one. */
function defaultCurrency(namespace: string, reference: string): RegisteredChain['nativeCurrency'] {
  if (namespace === 'solana') return SOL
  if (namespace === 'bip122') return BTC
  if (namespace === 'polkadot') return POLKADOT_CURRENCIES[reference] ?? UNIT
  return ETHER
}

/** True for a registered eip155 chain with a client. */
export function isEvmChain(chain: RegisteredChain): chain is EvmChain {
  return 'client' in chain
}
