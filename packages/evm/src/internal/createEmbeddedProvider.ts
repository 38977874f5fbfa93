import type { AccountType, EmbeddedAccount, EmbeddedWallet } from '@foyer/core'
import { InvalidParamsRpcError, UnauthorizedProviderError } from '@foyer/core/adapter'
import type { Eip1193Listener, Eip1193Provider } from '../types.js'

const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`

/** The embedded wallet's provider: EIP-1193, and the types of its accounts (none in EIP-1193 itself). */
export interface EmbeddedProvider extends Eip1193Provider {
  on(event: string, listener: Eip1193Listener): void
  removeListener(event: string, listener: Eip1193Listener): void
  /**
   * The type of each of `addresses` as the frame last said (its smart account, its EOA), in the same
   * order; undefined when the frame named none of them.
   */
  accountTypes(addresses: readonly string[]): AccountType[] | undefined
}

/**
 * The embedded wallet of email login (core's secure frame) as an EIP-1193 provider: what the adapter
 * connects to for the AUTH connector. Accounts come from the frame's session: none until the email login
 * has finished, so that `eth_requestAccounts` cannot prompt for anything here (4100: log in by email
 * first). The accounts are the frame's, the active one first (the smart account where the network has
 * one and the visitor prefers it, else the EOA), and `accountTypes` gives their real types.
 * `wallet_switchEthereumChain` moves the frame's network and announces `chainChanged`, then
 * `accountsChanged` when the active account differs there (a network without a smart account); a switch
 * of the account type (`EmbeddedWallet.setPreferredAccountType`) announces `accountsChanged` too.
 * `wallet_revokePermissions` (the adapter's disconnect) signs the frame out. Every other method is the
 * frame's to answer: it signs (personal_sign, typed data, transactions, after its own prompt) or reads
 * the chain. Core's request policy approves the signing methods before a request gets here.
 *
 * @example
 * const provider = createEmbeddedProvider(wallet)
 * const [address] = await provider.request({ method: 'eth_accounts' })
 */
export function createEmbeddedProvider(wallet: EmbeddedWallet): EmbeddedProvider {
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args)
  }
  let chainId: number | undefined
  /** The account as the frame last gave it; undefined before the first read or without a session. */
  let known: EmbeddedAccount | undefined
  const listOf = (account: EmbeddedAccount | undefined) =>
    account ? account.accounts.map((item) => item.address) : []

  const accounts = async (): Promise<string[]> => {
    const account = await wallet.getAccount({ chainId })
    known = account
    if (!account) return []
    chainId = account.chainId
    return listOf(account)
  }

  /** Reads the account again; announces it when it is another than the one known (a session there was). */
  const reread = async () => {
    if (!known) return
    const before = listOf(known).join()
    const now = await accounts()
    if (now.join() !== before) emit('accountsChanged', now)
  }
  const rereadLogged = (why: string) =>
    reread().catch((error: unknown) => console.warn(`Foyer: the embedded account was not read ${why}`, error))
  let stopWatching: (() => void) | undefined

  const switchChain = async (params: unknown) => {
    const [target] = Array.isArray(params) ? (params as { chainId?: unknown }[]) : []
    const next = typeof target?.chainId === 'string' ? Number.parseInt(target.chainId, 16) : Number.NaN
    if (!Number.isSafeInteger(next) || next <= 0)
      throw new InvalidParamsRpcError({ details: 'wallet_switchEthereumChain: chainId' })
    const answer = await wallet.switchNetwork({ chainId: next })
    chainId = answer.chainId
    emit('chainChanged', toHexChainId(answer.chainId))
    // Another network may have another active account (a smart account here, none there).
    await rereadLogged('after a network switch')
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
          known = undefined
          return null
        default:
          return wallet.request({ method, ...(params === undefined ? {} : { params }) })
      }
    },
    accountTypes(addresses) {
      const typeOf = (address: string) =>
        known?.accounts.find((item) => item.address.toLowerCase() === address.toLowerCase())?.type
      const types = addresses.map(typeOf)
      return types.some((type) => type !== undefined) ? types.map((type) => type ?? 'eoa') : undefined
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Eip1193Listener>()
      listeners.set(event, set)
      set.add(listener)
      // The account type switched (by whoever asked the embedded wallet): announced while watched.
      if (event === 'accountsChanged' && !stopWatching)
        stopWatching = wallet.onAccountChanged(() => void rereadLogged('after an account type switch'))
    },
    removeListener(event, listener) {
      const set = listeners.get(event)
      set?.delete(listener)
      if (event === 'accountsChanged' && set?.size === 0) {
        stopWatching?.()
        stopWatching = undefined
      }
    },
  }
}
