import type { Foyer } from '../../types/foyer.js'
import { getAuthFrame } from './authFrame.js'

/**
 * A request of the host that the embedded wallet signs only after the visitor approves it in the secure
 * frame's own prompt (spec section 4, RPC request flow: ApproveTransaction opens). The modal shows
 * ApproveTransaction beneath the frame while the frame asks; the host page never draws, skips or answers
 * the prompt itself. Closing the modal ends the prompts (the frame's CANCEL_PROMPTS): 'Request was aborted'.
 */
export function showApproval(foyer: Foyer, approval: { method: string; params?: unknown }): void {
  const data = { approval }
  const { open } = foyer.stores.modal.getState()
  const { view } = foyer.stores.router.getState()
  if (!open) foyer.open({ view: 'ApproveTransaction', data })
  else if (view === 'ApproveTransaction') foyer.replace('ApproveTransaction', data)
  else foyer.push('ApproveTransaction', data)
}

/** Ends every request waiting in the frame's prompts (a refused method, the modal closed: spec section 4). */
export async function cancelApprovals(foyer: Foyer): Promise<void> {
  const frame = await getAuthFrame(foyer).catch(() => undefined)
  frame?.cancelPrompts()
}

/** After a request settled: ApproveTransaction pops back, or the modal closes (spec section 4). */
export async function leaveApproval(foyer: Foyer): Promise<void> {
  const frame = await getAuthFrame(foyer).catch(() => undefined)
  if (frame && frame.openPrompts() > 0) return
  const { view, history } = foyer.stores.router.getState()
  if (view !== 'ApproveTransaction') return
  if (history.length > 1) foyer.goBack()
  else foyer.close()
}
