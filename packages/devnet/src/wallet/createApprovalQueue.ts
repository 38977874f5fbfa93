import { type ProviderRpcError, userRejected } from './errors.js'
import type { ApprovalMode, PendingRequest } from './types.js'

export interface ApprovalQueue {
  /**
   * Resolves when the request is approved, rejects with a 4001 error when it is rejected. In mode
   * 'approve' / 'reject' it settles at once; in 'ask' it waits for approve() / reject().
   */
  ask(request: Omit<PendingRequest, 'id'>): Promise<void>
  getMode(rdns: string): ApprovalMode
  /** Sets the mode of one wallet (or of all); requests already waiting in that wallet follow it. */
  setMode(mode: ApprovalMode, rdns?: string): void
  pending(): PendingRequest[]
  /** Approves the request `id` (the oldest one by default). Returns it, or undefined if none. */
  approve(id?: number): PendingRequest | undefined
  reject(id?: number): PendingRequest | undefined
  /** Rejects every waiting request of a wallet with `error` (the wallet vanished). */
  cancel(rdns: string, error: ProviderRpcError): void
  /** Called after every change of the waiting requests or of a mode. */
  subscribe(listener: () => void): () => void
}

interface Entry {
  request: PendingRequest
  resolve(): void
  reject(error: Error): void
}

/**
 * The dev wallets' approval queue, shared by every wallet of the page and by the panel.
 *
 * @example
 * const approvals = createApprovalQueue({ mode: 'ask' })
 * const answer = approvals.ask({ rdns, wallet: 'Foyer Dev Wallet', method: 'personal_sign', origin, summary })
 * approvals.approve()
 */
export function createApprovalQueue(parameters: { mode?: ApprovalMode } = {}): ApprovalQueue {
  let defaultMode = parameters.mode ?? 'ask'
  const modes = new Map<string, ApprovalMode>()
  const entries: Entry[] = []
  const listeners = new Set<() => void>()
  let nextId = 1

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const take = (id?: number): Entry | undefined => {
    const index = id === undefined ? 0 : entries.findIndex((entry) => entry.request.id === id)
    if (index < 0 || index >= entries.length) return undefined
    const [entry] = entries.splice(index, 1)
    return entry
  }
  const getMode = (rdns: string) => modes.get(rdns) ?? defaultMode

  return {
    ask(request) {
      const mode = getMode(request.rdns)
      if (mode === 'approve') return Promise.resolve()
      if (mode === 'reject') return Promise.reject(userRejected())
      return new Promise<void>((resolve, reject) => {
        entries.push({ request: { ...request, id: nextId++ }, resolve, reject })
        notify()
      })
    },
    getMode,
    setMode(mode, rdns) {
      if (rdns === undefined) {
        defaultMode = mode
        modes.clear()
      } else {
        modes.set(rdns, mode)
      }
      if (mode !== 'ask') {
        for (const entry of entries.filter((item) => rdns === undefined || item.request.rdns === rdns)) {
          take(entry.request.id)
          if (mode === 'approve') entry.resolve()
          else entry.reject(userRejected())
        }
      }
      notify()
    },
    pending: () => entries.map((entry) => ({ ...entry.request })),
    approve(id) {
      const entry = take(id)
      if (!entry) return undefined
      entry.resolve()
      notify()
      return entry.request
    },
    reject(id) {
      const entry = take(id)
      if (!entry) return undefined
      entry.reject(userRejected())
      notify()
      return entry.request
    },
    cancel(rdns, error) {
      for (const entry of entries.filter((item) => item.request.rdns === rdns)) {
        take(entry.request.id)
        entry.reject(error)
      }
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
