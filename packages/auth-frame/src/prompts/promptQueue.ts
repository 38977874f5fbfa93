import { PromptCancelledError } from '../errors.js'

/** One prompt on screen: builds its content, and is told when it must end. */
export interface Shown {
  end(error: Error): void
}

export interface PromptQueue {
  /**
   * Runs `show` once the prompts before it are done; `finish` settles the returned promise. A prompt
   * aborted or cancelled while it waits rejects at once and is never drawn.
   */
  enqueue(signal: AbortSignal, show: (finish: (error?: Error) => void) => Shown): Promise<void>
  /** Ends the prompt shown and every one waiting with `PromptCancelledError`. */
  cancelAll(): void
}

/** Prompts one at a time, in the order they came; `clear` takes the finished one off the screen. */
export function createPromptQueue(clear: () => void): PromptQueue {
  let queue: Promise<unknown> = Promise.resolve()
  const waiting = new Set<(error: Error) => void>()
  let shown: Shown | undefined

  const enqueue: PromptQueue['enqueue'] = (signal, show) =>
    new Promise<void>((resolve, reject) => {
      let ended = false
      const cancel = (error: Error) => {
        ended = true
        waiting.delete(cancel)
        reject(error)
      }
      const reason = () => (signal.reason instanceof Error ? signal.reason : new PromptCancelledError())
      if (signal.aborted) return cancel(reason())
      waiting.add(cancel)
      signal.addEventListener('abort', () => cancel(reason()), { once: true })
      queue = queue.then(
        () =>
          new Promise<void>((next) => {
            if (ended) return next()
            waiting.delete(cancel)
            let done = false
            const finish = (error?: Error) => {
              if (done) return
              done = true
              shown = undefined
              clear()
              next()
              if (error) reject(error)
              else resolve()
            }
            const current = show(finish)
            shown = current
            signal.addEventListener('abort', () => current.end(reason()), { once: true })
          }),
      )
    })

  return {
    enqueue,
    cancelAll() {
      for (const cancel of waiting) cancel(new PromptCancelledError())
      shown?.end(new PromptCancelledError())
    },
  }
}
