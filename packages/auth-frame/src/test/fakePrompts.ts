import { UserRejectedError } from '../errors.js'
import type { ConsentRequest, FramePrompts, PromptNetwork } from '../prompts/types.js'

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
    async password(_mode, submit, signal) {
      for (;;) {
        signal.throwIfAborted()
        const password = person.passwords.shift()
        if (password === undefined) throw new UserRejectedError()
        try {
          return await submit(password)
        } catch (error) {
          refusals.push(error)
          const code = (error as { code?: string }).code
          if (code === 'RECOVERY_LOCKED' || code === 'UNEXPECTED_STEP') throw error
        }
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
