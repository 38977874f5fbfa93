import { UserRejectedError } from '../errors.js'
import type { ConsentRequest, FramePrompts, PasswordVerdict, PromptNetwork } from '../prompts/types.js'

/** Failures that end the password form, as in the frame's view; after any other it stays for a next try. */
const ENDING_CODES = new Set(['RECOVERY_LOCKED', 'UNEXPECTED_STEP', 'RECOVERY_PASSWORD_RULE_UNAVAILABLE'])

/**
 * The person at the frame's prompts, for tests of the frame without a DOM (`createDomPrompts` is tested in
 * a DOM of its own): approves or rejects each consent prompt as `answer` says, and types each password of
 * `passwords` in turn, keeping the refusals it was shown. What it was asked is recorded.
 */
export function createFakePerson() {
  const consents: { request: ConsentRequest; network: PromptNetwork | undefined }[] = []
  const refusals: unknown[] = []
  const person = {
    answer: 'approve' as 'approve' | 'reject' | 'wait',
    passwords: [] as string[],
    /** At the passkey offer after a new password: add one, or 'Not now'. */
    addPasskey: false,
    /** At the recovery password's form: 'Use a passkey instead' when it is offered. */
    usePasskey: false,
    /** Whether the last recovery form offered a passkey. */
    passkeyOffered: false,
    /** The last new-password form's strength verdict, as its hint asks for it at each key stroke. */
    assess: undefined as ((password: string) => Promise<PasswordVerdict>) | undefined,
    offers: 0,
    consents,
    refusals,
    cancelled: 0,
    locale: undefined as string | undefined,
    theme: undefined as unknown,
  }
  const prompts: FramePrompts = {
    async consent(request, network, signal) {
      signal.throwIfAborted()
      consents.push({ request, network })
      if (person.answer === 'reject') throw new UserRejectedError()
      if (person.answer === 'wait')
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
    },
    async password(_mode, submit, signal, assess, passkey) {
      person.passkeyOffered = passkey !== undefined
      person.assess = assess
      if (person.usePasskey && passkey)
        try {
          return await passkey()
        } catch (error) {
          // As the frame's view does: shown, and the form stays for the password.
          refusals.push(error)
        }
      for (;;) {
        signal.throwIfAborted()
        const password = person.passwords.shift()
        if (password === undefined) throw new UserRejectedError()
        try {
          return await submit(password)
        } catch (error) {
          refusals.push(error)
          const code = (error as { code?: string }).code
          if (code !== undefined && ENDING_CODES.has(code)) throw error
        }
      }
    },
    async offerPasskey(add, signal) {
      signal.throwIfAborted()
      person.offers++
      if (!person.addPasskey) return 'skipped'
      // As the frame's view does: a failure is shown, and the person then chooses Not now.
      try {
        await add()
        return 'added'
      } catch (error) {
        refusals.push(error)
        return 'skipped'
      }
    },
    cancelAll() {
      person.cancelled++
    },
    setTheme(theme) {
      person.theme = theme
    },
    setLocale(locale) {
      person.locale = locale
    },
  }
  return { person, prompts }
}
