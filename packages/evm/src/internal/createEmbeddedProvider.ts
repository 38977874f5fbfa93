import type { EmbeddedWallet } from '@foyer/core'
import { InvalidParamsRpcError, UnauthorizedProviderError } from '@foyer/core/adapter'
import type { Eip1193Listener, Eip1193Provider } from '../types.js'

const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`

/**
 * The embedded wallet of email login (core's secure frame) as an EIP-1193 provider: what the adapter
 * connects to for the AUTH connector. Accounts come from the frame's session: none until the email login
 * has finished, so that `eth_requestAccounts` cannot prompt for anything here (4100: log in by email
 * first). `wallet_switchEthereumChain` moves the frame's network and announces `chainChanged`;
 * `wallet_revokePermissions` (the adapter's disconnect) signs the frame out. Every other method is the
 * frame's to answer: it signs (personal_sign, typed data, transactions, after its own prompt) or reads
 * the chain. Core's request policy approves the signing methods before a request gets here.
 *
 * @example
 * const provider = createEmbeddedProvider(wallet)
 * const [address] = await provider.request({ method: 'eth_accounts' })
 */
export function createEmbeddedProvider(wallet: EmbeddedWallet): Eip1193Provider {
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args)
  }
  let chainId: number | undefined

  const accounts = async (): Promise<string[]> => {
    const account = await wallet.getAccount({ chainId })
    if (!account) return []
    chainId = account.chainId
    return [account.address]
  }

  const switchChain = async (params: unknown) => {
    const [target] = Array.isArray(params) ? (params as { chainId?: unknown }[]) : []
    const next = typeof target?.chainId === 'string' ? Number.parseInt(target.chainId, 16) : Number.NaN
    if (!Number.isSafeInteger(next) || next <= 0)
      throw new InvalidParamsRpcError({ details: 'wallet_switchEthereumChain: chainId' })
    const answer = await wallet.switchNetwork({ chainId: next })
    chainId = answer.chainId
    emit('chainChanged', toHexChainId(answer.chainId))
    return null
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return accounts()
        case 'eth_requestAccounts': {
          const list = await accounts()
          if (list.length === 0)
            throw new UnauthorizedProviderError({ details: 'no email login in the frame' })
          return list
        }
        case 'eth_chainId':
          chainId ??= await wallet.getChainId()
          return toHexChainId(chainId)
        case 'wallet_switchEthereumChain':
          return switchChain(params)
        case 'wallet_revokePermissions':
          await wallet.signOut()
          chainId = undefined
          return null
        default:
          return wallet.request({ method, ...(params === undefined ? {} : { params }) })
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Eip1193Listener>()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
