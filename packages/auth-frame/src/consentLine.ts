import type { FrameContext } from './context.js'
import { PromptCancelledError } from './errors.js'

/** A signing request's place in the line of prompts, taken when it came. */
export interface ConsentTurn {
  /**
   * Resolves once every request that came before this one has put its prompt in the queue or ended;
   * rejects with `PromptCancelledError` when the page cancelled the prompts (CANCEL_PROMPTS) after this
   * request came, so that one still checking its session is never drawn.
   */
  reached(): Promise<void>
  /** Lets the next request's prompt follow (once this one is queued, or has failed). Idempotent. */
  leave(): void
}

/**
 * Takes the next place in the line of signing requests. Each request checks its session with the server
 * before its prompt is queued, and those answers come back in any order: without the line, a page's
 * personal_sign then eth_sendTransaction could be put to the visitor the other way round (a browser
 * test saw the transaction's Approve where it waited for Sign, issue #30). Call it before the first
 * `await` of the request, so that the place follows the order the messages came in.
 *
 * @example
 * const turn = takeConsentTurn(ctx)
 * try {
 *   const session = await requireLiveSession(ctx, signal)
 *   await turn.reached()
 *   const answer = ctx.prompts.consent(request, network, signal) // queued now, in order
 *   turn.leave()
 *   await answer
 * } finally {
 *   turn.leave()
 * }
 */
export function takeConsentTurn(ctx: FrameContext): ConsentTurn {
  ctx.state.consentLine ??= { tail: Promise.resolve(), cancellations: 0 }
  const line = ctx.state.consentLine
  const before = line.tail
  const cancellations = line.cancellations
  let leave!: () => void
  const left = new Promise<void>((resolve) => {
    leave = resolve
  })
  line.tail = before.then(() => left)
  return {
    async reached() {
      await before
      if (line.cancellations !== cancellations) throw new PromptCancelledError()
    },
    leave,
  }
}

/** CANCEL_PROMPTS: the requests in line that are not yet on screen end too, as they reach their turn. */
export function cancelConsentLine(ctx: FrameContext): void {
  if (ctx.state.consentLine) ctx.state.consentLine.cancellations++
}
