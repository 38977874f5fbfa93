import type { CodeStore } from './createCodeStore.js'
import { EmailThrottledError } from './errors.js'

/**
 * Claims the resend throttle of each address for a `kind` of mail (a login code for one device,
 * `login:<device hash>`; an email update of one account, `update:<user id>`): `EmailThrottledError` (429, whole seconds left) when one of them got such a mail less than
 * `intervalMs` ago (the `auth.resendIntervalMs` option, 30 s by default); the claims already made are given back then. Resolves with a function that gives
 * every claim back, for when the mail cannot be sent.
 *
 * @example
 * const release = await claimMailSlots(codes, ['ada@example.com'], 'login', now, 30_000)
 * try { await mailer.send(mail) } catch (error) { await release(); throw error }
 */
export async function claimMailSlots(
  codes: CodeStore,
  addresses: readonly string[],
  kind: string,
  now: number,
  intervalMs: number,
): Promise<() => Promise<void>> {
  const claimed: string[] = []
  const release = async () => {
    for (const address of claimed) await codes.releaseMail(address, kind, now)
  }
  for (const address of addresses) {
    const slot = await codes.claimMail(address, kind, now, intervalMs)
    if (!slot.claimed) {
      await release()
      throw new EmailThrottledError({ retryAfterSeconds: Math.ceil(slot.retryAfterMs / 1000) })
    }
    claimed.push(address)
  }
  return release
}
