import type { PrivateKeyAccount } from 'viem/accounts'
import type { ApprovalQueue } from './createApprovalQueue.js'
import type { DevWalletChain, RequestArguments, WalletInfo } from './types.js'

/** What the request handlers of one dev wallet may use. */
export interface WalletContext {
  readonly info: WalletInfo
  readonly origin: string
  readonly approvals: ApprovalQueue
  /** Addresses (lowercase, as MetaMask returns them) authorised for this origin; [] while locked. */
  authorized(): string[]
  /** Authorises every account of the wallet, unlocks it, emits accountsChanged if that changed them. */
  authorize(): string[]
  /** Drops the authorisation, emits accountsChanged([]) if there was one. */
  revoke(): void
  /** The local account for `address`; throws 4100 unless it is authorised and the wallet unlocked. */
  signer(address: unknown): PrivateKeyAccount
  /** The wallet's active chain. */
  chain(): DevWalletChain
  /** A chain the wallet knows (can switch to without adding). */
  knownChain(chainId: number): DevWalletChain | undefined
  /** Makes the chain known (persisted). */
  addChain(chain: DevWalletChain): void
  /** Switches the active chain (persisted), emitting chainChanged when it changed. */
  setChain(chainId: number): void
  /** Puts the request in front of the user; resolves on approval, rejects with 4001 otherwise. */
  ask(request: RequestArguments): Promise<void>
  /** Sends a JSON-RPC request to the active chain's RPC URL. */
  rpc(method: string, params: RequestArguments['params']): Promise<unknown>
}

export type Handler = (context: WalletContext, params: RequestArguments['params']) => Promise<unknown>

/** EIP-1193 params are an array for every method the wallet implements; anything else is invalid. */
export function paramsArray(params: RequestArguments['params']): readonly unknown[] {
  if (params === undefined) return []
  return Array.isArray(params) ? params : [params]
}
