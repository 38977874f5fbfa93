import { MailWaitTimeoutError } from './errors.js'
import type { Mail } from './types.js'

interface Waiter {
  to: string
  predicate: ((mail: Mail) => boolean) | undefined
  resolve(mail: Mail): void
  reject(error: Error): void
  timer: NodeJS.Timeout
}

/** The messages the catcher keeps, and the `waitFor` calls waiting for one. */
export interface Mailbox {
  /** Keeps `mail` (dropping the oldest beyond the limit) and hands it to the waiters it matches. */
  receive(mail: Mail): void
  /** The messages kept for `to` (every one when undefined), newest first. */
  newestFirst(to: string | undefined): Mail[]
  waitFor(to: string, predicate: ((mail: Mail) => boolean) | undefined, timeoutMs: number): Promise<Mail>
  clear(): void
  /** Rejects every waiting `waitFor` call. */
  rejectWaiters(): void
}

const isFor = (mail: Mail, to: string) => mail.to.includes(to.trim().toLowerCase())

/** A mailbox that keeps at most `maxMessages` (the oldest are dropped first). */
export function createMailbox(maxMessages: number): Mailbox {
  /** Oldest first; read newest first. */
  let kept: Mail[] = []
  const waiters = new Set<Waiter>()

  const newestFirst = (to: string | undefined) => {
    const list = [...kept].reverse()
    return to ? list.filter((mail) => isFor(mail, to)) : list
  }

  return {
    receive(mail) {
      kept.push(mail)
      if (kept.length > maxMessages) kept = kept.slice(kept.length - maxMessages)
      for (const waiter of waiters) {
        if (!isFor(mail, waiter.to) || (waiter.predicate && !waiter.predicate(mail))) continue
        waiters.delete(waiter)
        clearTimeout(waiter.timer)
        waiter.resolve(mail)
      }
    },
    newestFirst,
    waitFor(to, predicate, timeoutMs) {
      const found = newestFirst(to).find((mail) => !predicate || predicate(mail))
      if (found) return Promise.resolve(found)
      return new Promise<Mail>((resolve, reject) => {
        const waiter: Waiter = {
          to,
          predicate,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.delete(waiter)
            reject(new MailWaitTimeoutError({ to, timeoutMs }))
          }, timeoutMs),
        }
        waiters.add(waiter)
      })
    },
    clear() {
      kept = []
    },
    rejectWaiters() {
      for (const waiter of waiters) {
        clearTimeout(waiter.timer)
        waiter.reject(new MailWaitTimeoutError({ to: waiter.to, timeoutMs: 0 }))
      }
      waiters.clear()
    },
  }
}
