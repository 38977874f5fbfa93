import type { WalletKit } from '@reown/walletkit'
import type { ApprovalQueue } from '../wallet/createApprovalQueue.js'
import { createDevWallet, type DevWallet } from '../wallet/createDevWallet.js'
import { createMemoryStorage } from '../wallet/index.js'
import type { DevWalletChain, WalletInfo } from '../wallet/types.js'

export interface SessionWallets {
  /** The session's dev wallet (authorisation is per dapp), created on first use. */
  walletFor(topic: string, origin: string): DevWallet
  /** The session of an approved proposal or sign-in: its dev wallet starts authorised. */
  authorise(topic: string, origin: string): Promise<void>
  /** Forgets a session that ended. */
  forget(topic: string): void
}

export interface CreateSessionWalletsParameters {
  walletKit: Awaited<ReturnType<typeof WalletKit.init>>
  info: WalletInfo
  approvals: ApprovalQueue
  privateKeys: readonly `0x${string}`[]
  chains: readonly DevWalletChain[]
  /** The chains the wallet knows now (read when a session's wallet is created). */
  known: ReadonlySet<number>
  fetch: typeof fetch | undefined
}

/** One EVM dev wallet per WalletConnect session; its chain changes become the session's chainChanged events. */
export function createSessionWallets({
  walletKit,
  info,
  approvals,
  privateKeys,
  chains,
  known,
  fetch,
}: CreateSessionWalletsParameters): SessionWallets {
  const devWallets = new Map<string, DevWallet>()
  const walletFor = (topic: string, origin: string): DevWallet => {
    const existing = devWallets.get(topic)
    if (existing) return existing
    const wallet = createDevWallet({
      info,
      privateKeys,
      chains,
      knownChainIds: [...known],
      storage: createMemoryStorage(),
      origin,
      approvals,
      ...(fetch ? { fetch } : {}),
    })
    wallet.provider.on('chainChanged', (hexChainId) => {
      const chainId = Number(hexChainId)
      const event = { name: 'chainChanged', data: chainId }
      walletKit.emitSessionEvent({ topic, event, chainId: `eip155:${chainId}` }).catch((error: unknown) => {
        console.warn('Foyer mobile wallet: could not emit chainChanged', error)
      })
    })
    devWallets.set(topic, wallet)
    return wallet
  }
  return {
    walletFor,
    async authorise(topic, origin) {
      const wallet = walletFor(topic, origin)
      const mode = approvals.getMode(info.rdns)
      approvals.setMode('approve', info.rdns)
      await wallet.provider.request({ method: 'eth_requestAccounts' })
      approvals.setMode(mode, info.rdns)
    },
    forget(topic) {
      devWallets.delete(topic)
    },
  }
}
