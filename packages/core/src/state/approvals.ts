import { FrameAbortedError } from '../kernel/errors/frame.js'
import { UserRejectedRequestError } from '../kernel/errors/rpc.js'
import type { Foyer } from '../types/foyer.js'
import { onDestroy } from './services.js'

/** A request of the host that waits for the visitor's Approve or Reject (ApproveTransaction). */
interface PendingApproval {
  approval: { method: string; params?: unknown }
  resolve(): void
  reject(error: Error): void
}

const queues = new WeakMap<Foyer, PendingApproval[]>()

function show(foyer: Foyer, next: PendingApproval): void {
  const data = { approval: next.approval }
  const { open } = foyer.stores.modal.getState()
  const { view } = foyer.stores.router.getState()
  if (!open) foyer.open({ view: 'ApproveTransaction', data })
  else if (view === 'ApproveTransaction') foyer.replace('ApproveTransaction', data)
  else foyer.push('ApproveTransaction', data)
}

function queueOf(foyer: Foyer): PendingApproval[] {
  let queue = queues.get(foyer)
  if (queue) return queue
  const made: PendingApproval[] = []
  queue = made
  queues.set(foyer, made)
  // Spec section 4: closing the modal aborts the requests still waiting for an answer.
  const stop = foyer.stores.modal.subscribe((state, previous) => {
    if (previous.open && !state.open) rejectApprovals(foyer, new FrameAbortedError({ reason: 'aborted' }))
  })
  onDestroy(foyer, () => {
    stop()
    rejectApprovals(foyer, new FrameAbortedError({ reason: 'aborted' }))
  })
  return made
}

/**
 * Waits for the visitor to approve a non-safe request of the host to the embedded wallet (spec section 4:
 * ApproveTransaction opens). Resolves on Approve; rejects with `UserRejectedRequestError` (4001) on Reject
 * and with 'Request was aborted' when the modal closes first. Requests are answered one at a time, in the
 * order they came.
 */
export function askApproval(foyer: Foyer, approval: { method: string; params?: unknown }): Promise<void> {
  const queue = queueOf(foyer)
  return new Promise<void>((resolve, reject) => {
    const entry: PendingApproval = { approval, resolve, reject }
    queue.push(entry)
    if (queue.length === 1) show(foyer, entry)
  })
}

/** The request ApproveTransaction shows now, if any. */
export function currentApproval(foyer: Foyer): { method: string; params?: unknown } | undefined {
  return queues.get(foyer)?.[0]?.approval
}

/** The visitor's answer to the request on screen; the next waiting one is shown after it. */
export function answerApproval(foyer: Foyer, approved: boolean): void {
  const queue = queues.get(foyer)
  const entry = queue?.shift()
  if (!entry) return
  if (approved) entry.resolve()
  else entry.reject(new UserRejectedRequestError())
  const next = queue?.[0]
  if (next) show(foyer, next)
}

/** Rejects every request still waiting (modal closed, a refused method: spec section 4). */
export function rejectApprovals(foyer: Foyer, error: Error): void {
  const queue = queues.get(foyer)
  if (!queue) return
  for (const entry of queue.splice(0)) entry.reject(error)
}

/** After an approved request settled: ApproveTransaction pops back, or the modal closes (spec section 4). */
export function leaveApproval(foyer: Foyer): void {
  if (queues.get(foyer)?.length) return
  const { view, history } = foyer.stores.router.getState()
  if (view !== 'ApproveTransaction') return
  if (history.length > 1) foyer.goBack()
  else foyer.close()
}
